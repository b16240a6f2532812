import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { Button } from '../Button/index.ts';
import { Status } from '../LiveRegion/index.ts';
import { cssVar } from '../theme/cssVar.ts';
import { lineIcon } from '../theme/mixins.ts';
import { focusRing } from '../theme/focusRing.ts';
import { theme } from '../theme/theme.ts';

// ---- pure logic, unit tested in Pagination.test.ts ----------------------------------------------

/** A page number, or a gap standing for two or more pages. The two gaps are told apart for React keys. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** The most items `pageItems` returns: first, last, current ±1 and two gaps. */
export const MAX_PAGE_ITEMS = 7;

/** A whole page number between 1 and `pageCount` (itself at least 1). Anything unusable becomes 1. */
export function clampPage(page: number, pageCount: number): number {
  const last = Number.isFinite(pageCount) ? Math.max(1, Math.floor(pageCount)) : 1;
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** How many pages `totalItems` fill at `pageSize` a page; always at least 1, so an empty list has page 1. */
export function countPages(totalItems: number, pageSize: number): number {
  if (!(totalItems > 0) || !(pageSize >= 1)) return 1;
  return Math.max(1, Math.ceil(totalItems / Math.floor(pageSize)));
}

/**
 * The buttons to draw for page `current` of `count`: every page when there are 7 or fewer, otherwise always the
 * first, the last, and the current page with its neighbours, with gaps for the rest, in 7 items. A gap always
 * stands for at least two pages: where it would hide a single page, that page is shown instead.
 */
export function pageItems(current: number, count: number): PageItem[] {
  const last = clampPage(count, count);
  const page = clampPage(current, last);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last <= MAX_PAGE_ITEMS) return range(1, last);
  // Near an end, five pages on that side and one gap: 1 2 3 4 5 … 20 or 1 … 16 17 18 19 20.
  if (page <= 4) return [...range(1, 5), 'end-ellipsis', last];
  if (page >= last - 3) return [1, 'start-ellipsis', ...range(last - 4, last)];
  return [1, 'start-ellipsis', page - 1, page, page + 1, 'end-ellipsis', last];
}

/** The items on page `page` (1-based, clamped to the pages there are) at `pageSize` a page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const size = pageSize >= 1 ? Math.floor(pageSize) : 1;
  const current = clampPage(page, countPages(items.length, size));
  return items.slice((current - 1) * size, current * size);
}

/** The 1-based positions of the first and last item shown on `page`; both 0 when there are no items. */
export function pageRange(page: number, pageSize: number, totalItems: number): { first: number; last: number } {
  const total = Math.max(0, Math.floor(totalItems));
  if (total === 0) return { first: 0, last: 0 };
  const size = pageSize >= 1 ? Math.floor(pageSize) : 1;
  const current = clampPage(page, countPages(total, size));
  return { first: (current - 1) * size + 1, last: Math.min(current * size, total) };
}

// Indian digit grouping for counts: 1,30,000 rather than 130,000.
const numberFormat = new Intl.NumberFormat('en-IN');

/** "Showing 26–50 of 130"; "Showing 0 of 0" for an empty list. */
export function rangeSummary(page: number, pageSize: number, totalItems: number): string {
  const { first, last } = pageRange(page, pageSize, totalItems);
  const total = numberFormat.format(Math.max(0, Math.floor(totalItems)));
  if (first === 0) return `Showing 0 of ${total}`;
  return `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${total}`;
}

// ---- the component --------------------------------------------------------------------------------

export interface PaginationProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'onChange'> {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. Give this, or `totalItems` and `pageSize`. */
  pageCount?: number;
  /** With `pageSize`: counts the pages and shows "Showing 26–50 of 130". */
  totalItems?: number;
  pageSize?: number;
  /** Called with the page a button asks for; the caller changes `page`. Not called for the current page. */
  onPageChange: (page: number) => void;
  /** The navigation landmark's name; give each a different one when a screen has two. */
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * Page navigation for long lists: Previous and Next (disabled at the ends), page numbers with gaps for long
 * ranges, the current page marked `aria-current="page"`, and a "Showing 26–50 of 130" line that screen readers
 * hear again after each move. It holds no state: the caller owns `page`.
 */
export function Pagination({
  page,
  pageCount,
  totalItems,
  pageSize,
  onPageChange,
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  ref,
  ...rest
}: PaginationProps) {
  const hasTotals = totalItems !== undefined && pageSize !== undefined;
  const count = pageCount ?? (hasTotals ? countPages(totalItems, pageSize) : 1);
  const last = clampPage(count, count);
  const current = clampPage(page, last);

  const goTo = (target: number) => {
    if (target !== current) onPageChange(target);
  };

  return (
    <Root {...rest} ref={ref} aria-label={ariaLabel}>
      <Layout>
        {hasTotals ? (
          // A status region: after Next, the focus stays on Next and this line says where the user is now.
          <Summary element="p">{rangeSummary(current, pageSize, totalItems)}</Summary>
        ) : null}
        <Controls>
          <Step data-step="previous">
            <Button variant="ghost" size="md" disabled={current <= 1} onClick={() => goTo(current - 1)}>
              <Chevron direction="previous" />
              {previousLabel}
            </Button>
          </Step>
          <Pages>
            {pageItems(current, last).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <PageButton
                    type="button"
                    aria-current={item === current ? 'page' : undefined}
                    onClick={() => goTo(item)}
                  >
                    <VisuallyHidden>Page </VisuallyHidden>
                    {item}
                  </PageButton>
                </li>
              ) : (
                // The gap is decoration: the pages it stands for are reached with Previous and Next.
                <Gap key={item} aria-hidden="true">
                  …
                </Gap>
              ),
            )}
          </Pages>
          <Step data-step="next">
            <Button variant="ghost" size="md" disabled={current >= last} onClick={() => goTo(current + 1)}>
              {nextLabel}
              <Chevron direction="next" />
            </Button>
          </Step>
        </Controls>
      </Layout>
    </Root>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <ChevronIcon aria-hidden="true" focusable="false" viewBox="0 0 16 16" data-direction={direction}>
      <path d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </ChevronIcon>
  );
}

// ---- styles -------------------------------------------------------------------------------------

// Container queries cannot read CSS variables: the breakpoint comes from the theme object.
// Below it, Previous and Next share the first row and the numbers take the second: seven 44 px targets
// (308 px) fit a 360 px phone, nine with Previous and Next do not. The focus order stays Previous, numbers,
// Next, the order a screen reader reads.
const wide = `@container pagination (min-width: ${theme.breakpoint.md})`;

// A container query never applies to the container itself: the nav is measured, its inner box laid out.
const Root = styled.nav`
  container: pagination / inline-size;
`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar.space[3]};
  font-size: ${cssVar.font.size.md};

  ${wide} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

const Summary = styled(Status)`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Controls = styled.div`
  display: grid;
  grid-template-areas:
    'previous next'
    'pages pages';
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: ${cssVar.space[2]};

  ${wide} {
    display: flex;
    gap: ${cssVar.space[1]};
    margin-inline-start: auto;
  }
`;

const Step = styled.div`
  &[data-step='previous'] {
    grid-area: previous;
  }

  &[data-step='next'] {
    grid-area: next;
    justify-self: end;
  }
`;

const Pages = styled.ul`
  grid-area: pages;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Gap = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${cssVar.space[6]};
  color: ${cssVar.color.textMuted};
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${cssVar.size.touchTarget};
  min-block-size: ${cssVar.size.touchTarget};
  margin: 0;
  padding: 0 ${cssVar.space[2]};
  border: ${cssVar.borderWidth.thin} solid transparent;
  border-radius: ${cssVar.radius.md};
  background-color: transparent;
  color: ${cssVar.color.brand};
  font-weight: ${cssVar.font.weight.medium};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  &:focus-visible {
    ${focusRing}
  }

  &[aria-current='page'] {
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
    font-weight: ${cssVar.font.weight.bold};
    cursor: default;
  }
`;

const ChevronIcon = styled.svg`
  ${lineIcon(cssVar.size.icon.sm)}
  /* Button sets its label as inline text: centre the icon on the text, with a little air on the text's side. */
  vertical-align: middle;

  &[data-direction='previous'] {
    margin-inline-end: ${cssVar.space[1]};
  }

  &[data-direction='next'] {
    margin-inline-start: ${cssVar.space[1]};
  }
`;
