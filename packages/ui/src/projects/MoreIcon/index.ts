export { MoreIcon } from './MoreIcon.tsx';
