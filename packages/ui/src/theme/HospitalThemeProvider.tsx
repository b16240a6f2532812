import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.tsx';
import { theme } from './theme.ts';

export interface HospitalThemeProviderProps {
  children?: ReactNode;
}

/** Wrap the app (and every story) once: the typed theme for JS consumers plus the global CSS variables. */
export function HospitalThemeProvider({ children }: HospitalThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
