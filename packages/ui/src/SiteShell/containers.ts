import { theme } from '../theme/theme.ts';

// The header and the footer are query containers, so the shell lays out by its own width (a narrow story frame
// looks like a phone). var() cannot be used in a container query: the breakpoints come from the theme object.
export const headerSmall = `@container site-header (min-width: ${theme.breakpoint.sm})`;
export const headerMedium = `@container site-header (min-width: ${theme.breakpoint.md})`;
// The whole navigation fits on one row beside the name and Book Appointment only from 1280px; below that (tablets,
// small laptops) it folds into the Menu button rather than squeezing the hospital's name onto three lines.
export const wide = `@container site-header (min-width: ${theme.breakpoint.xl})`;
export const footerWide = `@container site-footer (min-width: ${theme.breakpoint.md})`;
