export { Badge, type BadgeProps, type BadgeSize, type BadgeTone } from './Badge.tsx';
