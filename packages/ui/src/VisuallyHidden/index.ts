export { VisuallyHidden, visuallyHiddenStyles } from './VisuallyHidden.tsx';
