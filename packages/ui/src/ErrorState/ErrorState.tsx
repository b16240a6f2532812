import type { ReactNode, Ref } from 'react';
import { Button } from '../Button/index.ts';
import { EmptyState, type EmptyStateProps } from '../EmptyState/index.ts';
import { Alert, Status } from '../LiveRegion/index.ts';
import { useUiTexts } from '../UiTexts/index.ts';
import { STATE_TEXTS } from '../shared/stateTexts.ts';

/**
 * How urgently a screen reader hears the error when it appears:
 * - `polite` (default, `role="status"`): a list or panel that failed to load. Nothing the person just did
 *   went wrong, so it waits for the screen reader to finish; `role="alert"` would cut into whatever is being read.
 * - `assertive` (`role="alert"`): the failure answers something the person just did and must be heard now.
 * - `off`: no live region, for an error that is the page itself (Doctor Not Found): the heading is found as usual.
 */
export type ErrorStateLive = 'polite' | 'assertive' | 'off';

export interface ErrorStateProps extends Omit<EmptyStateProps, 'role' | 'action'> {
  /** What failed, in the spec's words: "Unable to load gallery". */
  title: ReactNode;
  /** "Please try again later or contact support if the problem persists." */
  description?: ReactNode;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** The retry button's text. Default "Try again" (in the page's language, see `UiTextsProvider`). */
  retryLabel?: string;
  /** Another action beside (or instead of) the retry button, such as a Back to Home link. */
  action?: ReactNode;
  /** See `ErrorStateLive`. Default `polite`. */
  live?: ErrorStateLive;
  ref?: Ref<HTMLDivElement>;
}

const regions = { polite: Status, assertive: Alert, off: null } as const satisfies Record<ErrorStateLive, unknown>;

/** What a list, panel or page shows when its data failed to load: a warning picture, what failed, and a retry. */
export function ErrorState({
  onRetry,
  retryLabel,
  action,
  live = 'polite',
  icon = <AlertIcon />,
  ...rest
}: ErrorStateProps) {
  const texts = useUiTexts('states', STATE_TEXTS);
  const retry =
    onRetry !== undefined ? (
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel ?? texts.tryAgain}
      </Button>
    ) : null;
  const state = (
    <EmptyState
      {...rest}
      icon={icon}
      data-tone="danger"
      action={retry !== null || action !== undefined ? (
        <>
          {retry}
          {action}
        </>
      ) : undefined}
    />
  );
  const Region = regions[live];
  return Region === null ? state : <Region>{state}</Region>;
}

/** A warning sign in a circle, drawn like the other state pictures. */
function AlertIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5" />
      <path d="M12 16.5h.01" />
    </svg>
  );
}
