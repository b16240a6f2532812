import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
// Node loads the build's plugins with Vite's config, before any bundling, and cannot import a workspace package's
// TypeScript by its name: these two come by path.
import { formatCompactNumber, formatLongDate, formatTime } from '../../../../packages/ui/src/shared/localeFormat.ts';
import { DEVANAGARI_SUBSET_FAMILY, LANGUAGE_NAME_FAMILY } from '../../../../packages/ui/src/theme/fontFallbacks.ts';
import { DEVANAGARI_CUT_ATTRIBUTE, DEVANAGARI_LATER_ATTRIBUTE } from '../prerender/htmlPage.ts';

/**
 * The site's own cut of Noto Sans Devanagari: only the letters its texts use (the catalogs, the Hindi content
 * modules, the design system's Hindi, the dates and figures Intl writes in Hindi), with every conjunct and mark
 * HarfBuzz can reach from them: about 28 and 31 kB for the regular and bold faces, against 61 and 65 kB for the
 * whole face's Devanagari and Latin files (docs/adr/0021). The database's Hindi (the testimonials an admin writes)
 * is not known at build time: the cut holds every letter of Hindi's alphabet besides (HINDI_ALPHABET), about 1 kB a
 * face, so it draws whatever Hindi an admin types.
 */
export const DEVANAGARI = /\p{Script_Extensions=Devanagari}/gu;

/**
 * Hindi's letters: the vowels, consonants, vowel signs and marks, the nukta, avagraha, om and the dandas. Those the
 * site's own texts happen not to use (ऋ, ऐ, ङ, ः ...) are in the cut for the Hindi the database holds.
 */
export const HINDI_ALPHABET = 'अआइईउऊऋएऐओऔऑकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह़ािीुूृेैोौॉॅंःँ्ऽॐ।॥';

/** The weights cut, each standing for the weights the fallbacks' faces also split at (fontFallbacks.ts). */
export const SUBSET_WEIGHTS = [
  { weight: 400, range: '100 549', local: ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular', 'Nirmala UI', 'NirmalaUI', 'Kohinoor Devanagari Regular', 'KohinoorDevanagari-Regular'] },
  { weight: 700, range: '550 900', local: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold', 'Nirmala UI Bold', 'NirmalaUI-Bold', 'Kohinoor Devanagari Semibold', 'KohinoorDevanagari-Semibold'] },
] as const;

/**
 * The two cuts: the site's (the family every stack has) and the language switch's ("हिन्दी", about 2 kB, so an
 * English page need not ask for the site's cut for its one Devanagari word). Each file is named by its content
 * (`noto-sans-devanagari-subset-400-<hash>.woff2`).
 */
const CUTS = [
  { family: DEVANAGARI_SUBSET_FAMILY, file: 'noto-sans-devanagari-subset' },
  { family: LANGUAGE_NAME_FAMILY, file: 'noto-sans-devanagari-language-name' },
] as const;
export const SUBSET_FACE_FILE = /(?:^|\/)noto-sans-devanagari-subset-(400|700)-[^/]+\.woff2$/;

/** Every Devanagari letter in the texts, once each, in code point order. */
export function devanagariLetters(texts: Iterable<string>): string[] {
  const letters = new Set<string>();
  for (const text of texts) for (const [letter] of text.matchAll(DEVANAGARI)) letters.add(letter);
  return [...letters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** A CSS `unicode-range` of exactly these letters, runs of neighbours joined (`U+0901-0903, U+0905`). */
export function unicodeRange(letters: readonly string[]): string {
  const points = [...new Set(letters.map((letter) => letter.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j += 1;
    runs.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** One face of a cut as a FontFace's arguments; its `@font-face` rule is written from the same (devanagariFaceRule). */
export interface DevanagariFace {
  family: string;
  /** The `src` list: the system faces' names, then the cut. */
  source: string;
  descriptors: { weight: string; display: 'block'; unicodeRange: string };
}

/**
 * A face of a cut, in `family`, for its file of `weight`. A system Devanagari face comes first (every Android phone,
 * Windows and macOS have one): there the text is drawn at once and nothing is downloaded. Elsewhere the text waits
 * for the cut (font-display: block) rather than showing boxes.
 */
export function devanagariFace(family: string, { weight, href }: { weight: number; href: string }, range: string): DevanagariFace {
  const face = SUBSET_WEIGHTS.find((cut) => cut.weight === weight);
  if (!face) throw new Error(`No Devanagari cut of weight ${weight}.`);
  const source = [...face.local.map((name) => `local('${name}')`), `url(${href}) format('woff2')`].join(',');
  return { family, source, descriptors: { weight: face.range, display: 'block', unicodeRange: range } };
}

export function devanagariFaceRule({ family, source, descriptors }: DevanagariFace): string {
  return `@font-face{font-family:'${family}';src:${source};font-weight:${descriptors.weight};font-display:${descriptors.display};unicode-range:${descriptors.unicodeRange}}`;
}

/** The `@font-face` rules of a cut, in `family`, for its regular and bold files. */
export function devanagariFaceRules(family: string, files: readonly { weight: number; href: string }[], range: string): string {
  return files.map((file) => devanagariFaceRule(devanagariFace(family, file, range))).join('');
}

/**
 * What the browser writes in Hindi for the site (localeFormat.ts): every month and weekday, the parts of the day,
 * and the words of large figures ("2.45 लाख").
 */
export function hindiFormattedTexts(): string[] {
  const texts: string[] = [];
  for (let month = 0; month < 12; month += 1) texts.push(formatLongDate(new Date(Date.UTC(2026, month, month + 1)), 'hi-IN', 'UTC'));
  for (let hour = 0; hour < 24; hour += 1) texts.push(formatTime(`${hour}:30`, 'hi-IN'));
  for (let power = 0; power <= 13; power += 1) texts.push(formatCompactNumber(1.5 * 10 ** power, 'hi-IN'));
  return texts;
}

/** What the site's cut is made for: the site's own texts, what Intl writes in Hindi, and Hindi's alphabet. */
export async function cutTexts(roots: readonly string[]): Promise<string[]> {
  return [...(await siteTexts(roots)), ...hindiFormattedTexts(), HINDI_ALPHABET];
}

/** The texts the site can show: every source file of the site and the design system but tests and stories. */
export async function siteTexts(roots: readonly string[]): Promise<string[]> {
  const texts: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.(?:ts|tsx|json)$/.test(entry.name) && !/\.(?:test|stories)\.tsx?$/.test(entry.name)) texts.push(await readFile(path, 'utf8'));
    }
  }
  for (const root of roots) await walk(root);
  return texts;
}

const require = createRequire(import.meta.url);
const devanagariFiles = join(dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');

const contentHash = (source: string | Uint8Array) => createHash('sha256').update(source).digest('base64url').slice(0, 8);

/**
 * Cuts the faces at build time (HarfBuzz, through subset-font) and writes them as assets named by their content, so
 * their addresses are known at once. Both cuts' rules go in the shell's head, so every page, pre-rendered or drawn
 * by the server, carries them; of the site's cut, only the regular face's rule, with the bold face beside it as
 * FontFace arguments (DEVANAGARI_LATER_ATTRIBUTE) for a Hindi page to add once it has painted: the first paint then
 * waits for one file, not two sharing a slow network, and bold Hindi is drawn from the regular face until its own
 * has arrived. The site's cut is also written whole as a style sheet, which a page without Hindi text on its first
 * screen asks for after its first paint instead (htmlPage.ts). `roots`: the folders of sources whose texts the
 * site's cut covers; `languageNames`: the words the language switch shows.
 */
export function devanagariFaces({ roots, languageNames }: { roots: readonly string[]; languageNames: readonly string[] }): Plugin {
  const styles: { rules: string; file?: string; later?: DevanagariFace }[] = [];
  return {
    name: 'hospital:devanagari-faces',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async buildStart() {
      styles.length = 0;
      const siteLetters = devanagariLetters(await cutTexts(roots));
      for (const { family, file } of CUTS) {
        const site = family === DEVANAGARI_SUBSET_FAMILY;
        const letters = site ? siteLetters : devanagariLetters(languageNames);
        const files = [];
        for (const { weight } of SUBSET_WEIGHTS) {
          const whole = await readFile(join(devanagariFiles, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`));
          const source = await subsetFont(whole, letters.join(''), { targetFormat: 'woff2' });
          const fileName = `assets/${file}-${weight}-${contentHash(source)}.woff2`;
          this.emitFile({ type: 'asset', fileName, source });
          files.push({ weight, href: `/${fileName}` });
        }
        const range = unicodeRange(letters);
        const rules = devanagariFaceRules(family, files, range);
        if (!site) styles.push({ rules });
        else {
          const fileName = `assets/devanagari-cut-${contentHash(rules)}.css`;
          this.emitFile({ type: 'asset', fileName, source: rules });
          const [regular, bold] = files.map((file) => devanagariFace(family, file, range));
          styles.push({ rules: devanagariFaceRule(regular!), file: `/${fileName}`, later: bold! });
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        styles.map(({ rules, file, later }) => ({
          tag: 'style',
          attrs: file ? { [DEVANAGARI_CUT_ATTRIBUTE]: file, [DEVANAGARI_LATER_ATTRIBUTE]: JSON.stringify(later) } : {},
          injectTo: 'head' as const,
          children: rules,
        })),
    },
  };
}
