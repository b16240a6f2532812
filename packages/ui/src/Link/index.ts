export { Link, LinkProvider, type LinkComponent, type LinkProps, type LinkProviderProps } from './Link.tsx';
