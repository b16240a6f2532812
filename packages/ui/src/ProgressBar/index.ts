export {
  ProgressBar,
  clampProgress,
  type ProgressBarProps,
  type ProgressBarSize,
  type ProgressBarTone,
} from './ProgressBar.tsx';
