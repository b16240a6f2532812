import { css } from 'styled-components';
import { cssVar } from './cssVar.ts';

/** The ring's declarations as plain CSS, for the global rule (GlobalStyle.tsx) and `focusRing`. */
export function focusRingDeclarations(): string {
  return `outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus}; outline-offset: ${cssVar.focusRing.offset};`;
}

/**
 * The one keyboard focus ring, as declarations for a `:focus-visible` rule:
 * `&:focus-visible { ${focusRing} }`. `GlobalStyle` gives every element this ring; a component restates it only
 * where its own styles would hide it (an `outline: none` reset, a clipped or inset control).
 */
export const focusRing = css`
  ${focusRingDeclarations()}
`;

/** The ring drawn inside the element, for controls in a scrolling or clipping box that would cut an outside ring. */
export const focusRingInset = css`
  outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
  outline-offset: calc(-1 * ${cssVar.borderWidth.focus});
`;
