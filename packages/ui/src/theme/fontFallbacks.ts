/**
 * System faces stretched to Noto Sans's measure, drawn while the web font loads (or when it never does), so the
 * text keeps its line breaks when Noto Sans swaps in: no layout shift, on a phone or in Lighthouse. Each is a
 * `local()` face under a family of its own, in the font stack after Noto Sans: the first one the device has is
 * used, and a device without any goes on down the stack.
 *
 * Widths were measured in Chromium over the text of the home, doctors and department pages (Noto Sans against
 * each face, regular and bold); Roboto is Android's face, Arial (and Helvetica and Liberation Sans, drawn to the
 * same widths) Windows', Apple's and many Linux machines', DejaVu Sans the Debian default Lighthouse runs on here.
 * The vertical metrics are Noto Sans's own (ascent 1.069 em, descent 0.293 em, no line gap), so a line keeps
 * its height and baseline.
 */
export interface FontFallback {
  family: string;
  /** `local()` names of the regular face: full name, then PostScript name. */
  regular: readonly string[];
  bold: readonly string[];
  /** Noto Sans's width over this face's, regular and bold. */
  sizeAdjust: { regular: number; bold: number };
}

export const NOTO_SANS_METRICS = { ascent: 1.069, descent: 0.293 } as const;

export const FONT_FALLBACKS: readonly FontFallback[] = [
  {
    family: 'Noto Sans Fallback Roboto',
    regular: ['Roboto', 'Roboto-Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
    sizeAdjust: { regular: 1.0565, bold: 1.1007 },
  },
  {
    family: 'Noto Sans Fallback Arial',
    regular: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    sizeAdjust: { regular: 1.0457, bold: 1.037 },
  },
  {
    family: 'Noto Sans Fallback DejaVu',
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    sizeAdjust: { regular: 0.931, bold: 0.8735 },
  },
];

/**
 * What Noto Sans's Latin file covers (Fontsource's `latin` subset): a fallback stands in for that text only, so a
 * star, an arrow or a script Noto Sans does not draw still comes from the system faces further down the stack.
 */
export const NOTO_SANS_LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The `@font-face` rules of the fallbacks: medium and below take the regular face, semibold and above the bold. */
export function fontFallbackFaces(fallbacks: readonly FontFallback[] = FONT_FALLBACKS): string {
  return fallbacks
    .flatMap((fallback) =>
      (['regular', 'bold'] as const).map((cut) => {
        const adjust = fallback.sizeAdjust[cut];
        const src = fallback[cut].map((name) => `local('${name}')`).join(', ');
        return [
          '@font-face {',
          `  font-family: '${fallback.family}';`,
          `  src: ${src};`,
          `  font-weight: ${cut === 'regular' ? '100 549' : '550 900'};`,
          `  size-adjust: ${percent(adjust)};`,
          `  ascent-override: ${percent(NOTO_SANS_METRICS.ascent / adjust)};`,
          `  descent-override: ${percent(NOTO_SANS_METRICS.descent / adjust)};`,
          '  line-gap-override: 0%;',
          `  unicode-range: ${NOTO_SANS_LATIN_RANGE};`,
          '}',
        ].join('\n');
      }),
    )
    .join('\n');
}

/** The fallbacks' families for a font stack, in order. */
export const fontFallbackFamilies = FONT_FALLBACKS.map((fallback) => `'${fallback.family}'`).join(', ');

/**
 * The family of an app's own cut of Noto Sans Devanagari, after the Latin faces in every stack. The site's build
 * declares it in each page's head with the letters its texts use (apps/site `build/devanagariFaces.ts`); any other
 * Devanagari letter goes on to the whole face.
 */
export const DEVANAGARI_SUBSET_FAMILY = 'Noto Sans Devanagari Subset';

/**
 * The family of the other language's name on the language switch ("हिन्दी" on an English page), before the rest of
 * the stack: the site's build cuts it with just those letters (about 2 kB), so an English page draws the one
 * Devanagari word it has without asking for the cut its Hindi pages use.
 */
export const LANGUAGE_NAME_FAMILY = 'Noto Sans Devanagari Language Name';
