import { css } from 'styled-components';
import { cssVar } from './cssVar.ts';
import type { CssVarRef } from './cssVariables.ts';

/**
 * A line icon drawn with the text's colour (an inline SVG of strokes, no fills), at one of the icon sizes, so
 * every chevron, sort arrow and menu glyph has the same weight: `const Chevron = styled.svg\`${lineIcon(cssVar.size.icon.sm)}\``.
 */
export const lineIcon = (size: CssVarRef) => css`
  flex: none;
  inline-size: ${size};
  block-size: ${size};
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * For a large block that usually starts below the first screen (a home page section, the footer): the browser
 * skips its layout and paint until it comes near the viewport, so a long page's first layout, and each relayout
 * when a web font arrives, cost the first screen's work only (measured on the home page at 4x CPU slowdown: total
 * blocking time 942 to 524 ms). It stays in the accessibility tree and in find-in-page; once drawn, `auto`
 * remembers its real height, so scrolling back does not move the page. Its paint containment would clip what is
 * drawn outside its box (a card's shadow); the clip margin reaches past the theme's largest shadow.
 */
export const renderWhenNear = css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${cssVar.size.offscreenBlock};
  overflow-clip-margin: ${cssVar.space[12]};
`;

/**
 * A text link a thumb can hit (WCAG 2.5.8): at least the touch target's height, its text centred in it. Colour
 * and weight stay with the list it sits in.
 */
export const touchTargetLink = css`
  display: inline-flex;
  align-items: center;
  min-block-size: ${cssVar.size.touchTarget};
`;
