export { EmptyState, type EmptyStateHeadingLevel, type EmptyStateProps } from './EmptyState.tsx';
