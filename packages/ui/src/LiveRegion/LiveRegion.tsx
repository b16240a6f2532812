import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHiddenStyles } from '../VisuallyHidden/index.ts';

/** The element a live region draws: a block, a paragraph, or a phrase inside running text. */
export type LiveRegionElement = 'div' | 'p' | 'span';

export interface LiveRegionProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'aria-live'> {
  /** Default `div`; `span` inside a line of text or a table cell, `p` for a sentence of its own. */
  element?: LiveRegionElement;
  /** Read by screen readers only, for words a sighted user gets from the layout ("Loading" beside a skeleton). */
  visuallyHidden?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * A polite live region (`role="status"`): a screen reader reads its text when it changes, after what it is
 * reading now. For news nothing the person just did depends on: "Loading appointments...", "Showing 1-10 of 42",
 * "Task moved to Completed", and a list or panel that failed to load ("Unable to load gallery").
 *
 * The rule for data widgets:
 * - a load failure is a polite `Status`, not an `Alert`: it is news, not the answer to an action;
 * - the status text sits outside any `aria-busy` region, beside it: assistive technology may hold back what
 *   changes inside a busy region until it stops being busy, which for a loading placeholder is never.
 *
 * Keep the region in the page and change its text where you can: a region that appears already filled is
 * announced by most screen readers, but not all.
 */
export function Status(props: LiveRegionProps) {
  return <LiveRegion {...props} role="status" aria-live="polite" />;
}

/**
 * An assertive live region (`role="alert"`): a screen reader interrupts itself to read it. Only for the answer to
 * something the person just did that failed and must be heard now: a sign-in refused, a booking not saved. A list
 * that failed to load is a `Status`.
 */
export function Alert(props: LiveRegionProps) {
  return <LiveRegion {...props} role="alert" aria-live="assertive" />;
}

interface LiveRegionElementProps extends LiveRegionProps {
  role: 'status' | 'alert';
  'aria-live': 'polite' | 'assertive';
}

function LiveRegion({ element = 'div', visuallyHidden = false, ref, ...rest }: LiveRegionElementProps) {
  // The explicit aria-live repeats what the role implies, for screen readers that only know aria-live.
  return <Region {...rest} as={element} ref={ref as Ref<HTMLDivElement>} $visuallyHidden={visuallyHidden} />;
}

const Region = styled.div<{ $visuallyHidden: boolean }>`
  ${({ $visuallyHidden }) =>
    $visuallyHidden
      ? css`
          ${visuallyHiddenStyles}
        `
      : null}
`;
