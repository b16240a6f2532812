export { ErrorState, type ErrorStateLive, type ErrorStateProps } from './ErrorState.tsx';
