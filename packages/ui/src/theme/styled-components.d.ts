import 'styled-components';
import type { HospitalTheme } from './theme.ts';

declare module 'styled-components' {
  // Declaration merging: `props.theme` and `useTheme()` are typed as the hospital theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends HospitalTheme {}
}
