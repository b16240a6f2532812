import { cssDeclarations, tokensToCssVariables } from './cssVariables.ts';
import { cssVar } from './cssVar.ts';
import { focusRingDeclarations } from './focusRing.ts';
import { fontFallbackFaces } from './fontFallbacks.ts';
import { theme } from './theme.ts';

const rootVariables = cssDeclarations(tokensToCssVariables(theme));

/** Under reduced motion every duration token becomes 0ms, so components that use them stop moving too. */
const reducedMotionVariables = cssDeclarations(
  tokensToCssVariables({
    motion: { duration: Object.fromEntries(Object.keys(theme.motion.duration).map((key) => [key, '0ms'])) },
  }),
);

/** Whitespace a style sheet does not need: runs of it, and what stands beside braces, semicolons, commas and colons. */
const minified = (css: string) => css.replace(/\s+/g, ' ').replace(/\s*([{};,])\s*/g, '$1').replaceAll(': ', ':').trim();

/**
 * Every token as a CSS custom property on `:root`, and a small base: border-box sizing, body type and colour, a
 * visible focus ring, and no motion for people who ask their system for reduced motion. Plain CSS, written once
 * when the module loads.
 */
export const GLOBAL_CSS = minified(`
  ${fontFallbackFaces()}

  :root {
    ${rootVariables}
    color-scheme: light;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${cssVar.font.family.body};
    font-size: ${cssVar.font.size.md};
    line-height: ${cssVar.font.lineHeight.body};
    color: ${cssVar.color.text};
    background-color: ${cssVar.color.surface};
    -webkit-font-smoothing: antialiased;
  }

  :lang(hi) {
    font-family: ${cssVar.font.family.devanagari};
  }

  h1,
  h2,
  h3,
  h4 {
    font-family: ${cssVar.font.family.heading};
    line-height: ${cssVar.font.lineHeight.heading};
  }

  img,
  svg,
  video {
    max-width: 100%;
    height: auto;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
  }

  :focus-visible {
    ${focusRingDeclarations()}
  }

  @media (prefers-reduced-motion: reduce) {
    :root {
      ${reducedMotionVariables}
    }

    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`);

/**
 * The global CSS as a style sheet React places in the document's head, before the components' rules (whose equal
 * selectors then win). It is not a styled-components global style on purpose: that one is compiled again in the
 * browser each time the app starts, about 14 ms of a laptop's main thread and four times that on a slow phone,
 * though the server already drew the same rules into the page. React finds a pre-rendered page's sheet by its
 * `href` and keeps it as it is.
 */
export function GlobalStyle() {
  return (
    <style href="hospital-global" precedence="hospital-theme">
      {GLOBAL_CSS}
    </style>
  );
}
