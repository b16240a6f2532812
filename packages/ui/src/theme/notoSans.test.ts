import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HEADER = `/*
 * Noto Sans as Fontsource publishes it (@fontsource/noto-sans 400, 500, 600 and 700), less its Devanagari faces:
 * Hindi comes from the stack's own Devanagari families (theme.ts), and a Noto Sans face claiming those letters
 * would be fetched before them. Written by notoSans.test.ts from the installed package; after an upgrade,
 * \`npx vitest run --project unit packages/ui/src/theme/notoSans.test.ts -u\` writes it anew.
 */
`;

const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans/package.json'));

/** Fontsource's faces of one weight but the Devanagari one, with their files named from the package. */
function facesWithoutDevanagari(css: string): string[] {
  return css
    .split(/(?=\/\* noto-sans-)/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !block.startsWith('/* noto-sans-devanagari-'))
    .map((block) => block.replaceAll('url(./files/', 'url(@fontsource/noto-sans/files/'));
}

describe('notoSans.css', () => {
  it("is Fontsource's Noto Sans less its Devanagari faces", async () => {
    const faces = [400, 500, 600, 700].flatMap((weight) => facesWithoutDevanagari(readFileSync(join(fontsource, `${weight}.css`), 'utf8')));
    expect(faces.length).toBeGreaterThanOrEqual(4 * 6);
    expect(faces.join('\n')).not.toMatch(/devanagari/i);
    await expect(`${HEADER}\n${faces.join('\n\n')}\n`).toMatchFileSnapshot('./notoSans.css');
  });
});
