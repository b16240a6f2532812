import { createGlobalStyle } from 'styled-components';
import { cssDeclarations, tokensToCssVariables } from './cssVariables.ts';
import { cssVar } from './cssVar.ts';
import { focusRing } from './focusRing.ts';
import { fontFallbackFaces } from './fontFallbacks.ts';
import { theme } from './theme.ts';

const rootVariables = cssDeclarations(tokensToCssVariables(theme));

/** Under reduced motion every duration token becomes 0ms, so components that use them stop moving too. */
const reducedMotionVariables = cssDeclarations(
  tokensToCssVariables({
    motion: { duration: Object.fromEntries(Object.keys(theme.motion.duration).map((key) => [key, '0ms'])) },
  }),
);

/**
 * Emits every token as a CSS custom property on `:root` and sets a small base:
 * border-box sizing, body type and colour, a visible focus ring, and no motion for
 * people who ask their system for reduced motion.
 */
export const GlobalStyle = createGlobalStyle`
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
    ${focusRing}
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
`;
