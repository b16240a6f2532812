import { createCssVarRefs, type CssVarRefs } from './cssVariables.ts';
import { theme } from './theme.ts';

/**
 * Typed references to the theme's CSS custom properties, generated from `theme`:
 * `cssVar.color.brand` is `'var(--color-brand)'`, `cssVar.space[4]` is `'var(--space-4)'`.
 * Use these inside styled-components instead of raw values or `props.theme`.
 */
export const cssVar: CssVarRefs<typeof theme> = createCssVarRefs(theme);
