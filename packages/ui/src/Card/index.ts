export { Card, type CardHeadingLevel, type CardProps } from './Card.tsx';
