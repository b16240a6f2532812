// The one public entry of @hospital/ui: flat named exports only.
import type {} from './theme/styled-components.d.ts';

export { theme, media, cssVar, GlobalStyle, HospitalThemeProvider } from './theme/index.ts';
export type { HospitalTheme, Breakpoint, CssVarRef, HospitalThemeProviderProps } from './theme/index.ts';

export { Button } from './Button/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export * from './SiteShell/index.ts';
