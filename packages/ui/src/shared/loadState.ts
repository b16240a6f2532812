/**
 * The one loading contract of every widget that shows fetched data. A page passes its data hook's state straight
 * through: `<DoctorDirectory doctors={data} isLoading={isLoading} error={error} onRetry={onRetry} />`.
 */
export interface LoadState {
  /** The first load is under way: the widget draws its placeholders, marks them `aria-busy` and says so politely. */
  isLoading?: boolean | undefined;
  /** Why the load failed, as the data hook reports it (any value but `undefined`, `null` or `false` is a failure). */
  error?: unknown;
  /** Loads again: the error state's Try again button. Without it the error shows no button. */
  onRetry?: (() => void) | undefined;
}

/** What a data widget draws: placeholders, its error state, or the data (which may be an empty list). */
export type LoadPhase = 'loading' | 'error' | 'ready';

/**
 * Loading wins over a failure, so pressing Try again visibly starts a new load (a data hook keeps the old error
 * while it fetches again); a failure wins over data the widget would otherwise show.
 */
export function loadPhase({ isLoading, error }: Pick<LoadState, 'isLoading' | 'error'>): LoadPhase {
  if (isLoading) return 'loading';
  if (error !== undefined && error !== null && error !== false) return 'error';
  return 'ready';
}
