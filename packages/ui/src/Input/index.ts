export { Input, controlSurface, type InputProps } from './Input.tsx';
