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
 * A text link a thumb can hit (WCAG 2.5.8): at least the touch target's height, its text centred in it. Colour
 * and weight stay with the list it sits in.
 */
export const touchTargetLink = css`
  display: inline-flex;
  align-items: center;
  min-block-size: ${cssVar.size.touchTarget};
`;
