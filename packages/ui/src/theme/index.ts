export { theme, media, type HospitalTheme, type Breakpoint } from './theme.ts';
export { cssVar } from './cssVar.ts';
export type { CssVarRef, CssVarRefs } from './cssVariables.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { HospitalThemeProvider, type HospitalThemeProviderProps } from './HospitalThemeProvider.tsx';
export { focusRing, focusRingInset } from './focusRing.ts';
export { lineIcon, renderWhenNear, touchTargetLink } from './mixins.ts';
