import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_SUBSET_FAMILY } from '../../../../packages/ui/src/theme/fontFallbacks.ts';
import { cutTexts, devanagariFaceRules, devanagariLetters, hindiFormattedTexts, siteTexts, SUBSET_FACE_FILE, unicodeRange } from './devanagariFaces.ts';

const ROOTS = [fileURLToPath(new URL('..', import.meta.url)), fileURLToPath(new URL('../../../../packages/ui/src', import.meta.url))];

describe('the Devanagari cut', () => {
  it('takes each Devanagari letter once, in code point order, and nothing else', () => {
    expect(devanagariLetters(['नमस्ते Doctor 9', 'नमन।'])).toEqual(['त', 'न', 'म', 'स', 'े', '्', '।']);
  });

  it('writes a unicode-range of exactly those letters, neighbours joined', () => {
    expect(unicodeRange(['क', 'ख', 'ग', 'न', '।'])).toBe('U+0915-0917, U+0928, U+0964');
    expect(unicodeRange([])).toBe('');
  });

  it('covers every letter of the catalogs, the Hindi content and what Intl writes in Hindi', async () => {
    const cut = new Set(devanagariLetters([...(await siteTexts(ROOTS)), ...hindiFormattedTexts()]));
    const catalog = readFileSync(new URL('../i18n/catalogs/hi.json', import.meta.url), 'utf8');
    for (const letter of devanagariLetters([catalog, ...hindiFormattedTexts()])) expect(cut).toContain(letter);
    // The months, the parts of the day and the words of large figures are Intl's, not the site's sources'.
    expect(hindiFormattedTexts().join(' ')).toMatch(/दिसंबर.*सुबह.*लाख/s);
  });

  it("covers the Hindi the database holds, which the build cannot read: every letter of Hindi's alphabet", async () => {
    const cut = new Set(devanagariLetters(await cutTexts(ROOTS)));
    const seed = JSON.parse(readFileSync(new URL('../../../../db.json', import.meta.url), 'utf8')) as { testimonials: Record<string, unknown>[] };
    const testimonials = seed.testimonials.flatMap((testimonial) => [testimonial.nameHi, testimonial.conditionHi, testimonial.quoteHi]).map(String);
    // Words an admin may well write that the site's own Hindi does not: "ऐसा", "दुःख", "ऋण", "वाङ्मय".
    for (const letter of devanagariLetters([...testimonials, 'ऐसा दुःख ऋण वाङ्मय'])) expect(cut).toContain(letter);
  });

  it('declares a system face before the cut, and waits for the cut rather than drawing boxes', () => {
    const rules = devanagariFaceRules(DEVANAGARI_SUBSET_FAMILY, [{ weight: 400, href: '/assets/r.woff2' }, { weight: 700, href: '/assets/b.woff2' }], 'U+0915');
    expect(rules.match(/@font-face/g)).toHaveLength(2);
    expect(rules).toContain(`font-family:'${DEVANAGARI_SUBSET_FAMILY}'`);
    expect(rules).toMatch(/src:local\('Noto Sans Devanagari'\),.*local\('Nirmala UI'\),.*url\(\/assets\/r\.woff2\) format\('woff2'\);font-weight:100 549;font-display:block;unicode-range:U\+0915/);
    expect(rules).toMatch(/url\(\/assets\/b\.woff2\) format\('woff2'\);font-weight:550 900/);
    expect(() => devanagariFaceRules(DEVANAGARI_SUBSET_FAMILY, [{ weight: 500, href: '/x.woff2' }], 'U+0915')).toThrow(/weight 500/);
  });

  it('knows its files by the names the build gives them', () => {
    expect(SUBSET_FACE_FILE.exec('assets/noto-sans-devanagari-subset-400-AbC_1-x.woff2')?.[1]).toBe('400');
    expect(SUBSET_FACE_FILE.test('assets/noto-sans-devanagari-devanagari-400-normal-AbC.woff2')).toBe(false);
  });
});
