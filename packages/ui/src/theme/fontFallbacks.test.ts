import { describe, expect, it } from 'vitest';
import { DEVANAGARI_SUBSET_FAMILY, FONT_FALLBACKS, fontFallbackFaces } from './fontFallbacks.ts';
import { theme } from './theme.ts';

describe('fontFallbackFaces', () => {
  const css = fontFallbackFaces([
    { family: 'Noto Sans Fallback Test', regular: ['Test Sans'], bold: ['Test Sans Bold', 'TestSans-Bold'], sizeAdjust: { regular: 1.05, bold: 0.9 } },
  ]);

  it('stretches each cut to Noto Sans and keeps its vertical metrics at the adjusted size', () => {
    expect(css).toContain("src: local('Test Sans');\n  font-weight: 100 549;\n  size-adjust: 105.00%;\n  ascent-override: 101.81%;\n  descent-override: 27.90%;");
    expect(css).toContain("src: local('Test Sans Bold'), local('TestSans-Bold');\n  font-weight: 550 900;\n  size-adjust: 90.00%;\n  ascent-override: 118.78%;");
  });

  it("stands in for Noto Sans's Latin text only, so other symbols keep their system faces", () => {
    expect(css.match(/unicode-range: U\+0000-00FF, [^;]*U\+FFFD;/g)).toHaveLength(2);
  });

  it('writes one regular and one bold face per fallback', () => {
    expect(fontFallbackFaces().match(/@font-face/g)).toHaveLength(FONT_FALLBACKS.length * 2);
  });
});

describe('the font stacks', () => {
  it("draw Latin text in a measured fallback while Noto Sans loads, and Devanagari in the app's cut after them", () => {
    for (const stack of [theme.font.family.body, theme.font.family.heading, theme.font.family.devanagari]) {
      const families = stack.split(',').map((family) => family.trim().replaceAll("'", ''));
      expect(families.slice(0, FONT_FALLBACKS.length + 3)).toEqual([
        'Noto Sans',
        ...FONT_FALLBACKS.map(({ family }) => family),
        DEVANAGARI_SUBSET_FAMILY,
        'Noto Sans Devanagari',
      ]);
    }
  });
});
