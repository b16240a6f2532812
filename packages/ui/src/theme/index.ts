export { theme, media, type HospitalTheme, type Breakpoint } from './theme.ts';
export { cssVar } from './cssVar.ts';
export type { CssVarRef, CssVarRefs } from './cssVariables.ts';
export { GLOBAL_CSS, GlobalStyle } from './GlobalStyle.tsx';
export { HospitalThemeProvider, type HospitalThemeProviderProps } from './HospitalThemeProvider.tsx';
export { focusRing, focusRingInset } from './focusRing.ts';
export { lineIcon, renderWhenNear, touchTargetLink } from './mixins.ts';
