import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { APPOINTMENT_PAGE, APPOINTMENT_QUERY_LIMITS, type Appointment, type AppointmentPage, type AppointmentStatus } from '@hospital/contract';
import { Button, buttonStyles } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { DataTable } from '../../DataTable/index.ts';
import { Input } from '../../Input/index.ts';
import { Status } from '../../LiveRegion/index.ts';
import { Pagination } from '../../Pagination/index.ts';
import { Select } from '../../Select/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { appointmentColumns } from './appointmentColumns.tsx';
import { STATUS_FILTER_OPTIONS, parseStatusFilter } from './appointmentFilters.ts';
import { columnSort, sortForColumn, type AppointmentsTableQuery } from './appointmentsQuery.ts';

/** Rows a page: enough to scan a morning's OPD bookings without scrolling through the whole season. */
export const APPOINTMENTS_PAGE_SIZE: number = APPOINTMENT_PAGE.defaultSize;

/**
 * How long the search box waits after the last key before it asks for the search: one request for a typed name,
 * not one per letter, and soon enough to feel immediate.
 */
export const APPOINTMENT_SEARCH_DEBOUNCE_MS = 300;

const LOADING_TEXT = 'Loading appointments...';

export interface AppointmentsTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onError'>, LoadState {
  /**
   * The page the server answered for `query`; while the next one loads, the one before it (SWR's
   * `keepPreviousData`), which the table keeps showing. Undefined until the first page has come.
   */
  page: AppointmentPage | undefined;
  /** The search, status filter, sort and page the table shows; its caller keeps them (the site, in the URL). */
  query: AppointmentsTableQuery;
  /**
   * Called with the whole next query when the admin searches (after a pause in typing), filters, sorts or turns
   * the page; a new search, filter or sort starts again at page 1.
   */
  onQueryChange: (next: AppointmentsTableQuery) => void;
  /**
   * The server's CSV of every appointment the current filters and sort match (all pages), which the Export CSV
   * link downloads. Undefined, or no matching rows, shows the button disabled.
   */
  exportHref: string | undefined;
  /**
   * Called when an admin picks another status in a row. While the returned promise is pending the row shows the
   * chosen status with its select disabled; afterwards it shows whatever `page` says.
   */
  onStatusChange: (appointment: Appointment, status: AppointmentStatus) => void | Promise<unknown>;
  /**
   * `isLoading`: the page for `query` is on its way. Before the first page the table draws placeholder rows; with
   * a page already shown it keeps those rows and marks the table busy.
   */
  isLoading?: LoadState['isLoading'];
  /**
   * Opens an appointment's messages to its patient (confirmations, reminders, notices): each row then has a
   * "Messages" button under its status select. Without it, no button.
   */
  onShowMessages?: ((appointment: Appointment) => void) | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The admin dashboard's appointments, one page at a time from the server: a search over name, e-mail, phone,
 * department and booking reference, a status filter, the spec's seven columns and the reference, a status select
 * per row, sortable headers, pages of 25 and an export of every matching row as CSV. It holds nothing but the
 * search box's text while it is being typed: the query, the data and the status change are the caller's. A
 * "Needs new time" filter keeps the bookings a timetable change stranded, and each such row says so under its status.
 */
export function AppointmentsTable({
  page,
  query,
  onQueryChange,
  exportHref,
  isLoading,
  error,
  onRetry,
  onStatusChange,
  onShowMessages,
  ref,
  ...rest
}: AppointmentsTableProps) {
  const search = useSearchText(query, onQueryChange);
  // The status an admin just picked, per appointment id, until the caller's update settles.
  const [pending, setPending] = useState<ReadonlyMap<number, AppointmentStatus>>(new Map());

  const handleStatusChange = async (appointment: Appointment, next: AppointmentStatus) => {
    setPending((current) => new Map(current).set(appointment.id, next));
    try {
      await onStatusChange(appointment, next);
    } finally {
      setPending((current) => {
        const copy = new Map(current);
        copy.delete(appointment.id);
        return copy;
      });
    }
  };

  const columns = appointmentColumns(pending, (appointment, next) => void handleStatusChange(appointment, next), onShowMessages);
  const phase = loadPhase({ isLoading, error });
  // The previous page stays on screen while the next loads, rather than blanking to placeholders on every key.
  const refreshing = phase === 'loading' && page !== undefined;
  const shown = phase === 'ready' || refreshing ? page : undefined;
  const total = shown?.total ?? 0;

  return (
    <Root {...rest} ref={ref}>
      <Toolbar role="search" aria-label="Appointments">
        <SearchBox>
          <Input
            type="search"
            aria-label="Search appointments"
            placeholder="Search appointments..."
            // The longest search the server takes: a longer one would be refused, not searched.
            maxLength={APPOINTMENT_QUERY_LIMITS.q}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
          />
        </SearchBox>
        <FilterBox>
          <Select
            aria-label="Filter by status"
            options={STATUS_FILTER_OPTIONS}
            value={query.status}
            onChange={(event) => onQueryChange({ ...query, status: parseStatusFilter(event.target.value), page: 1 })}
          />
        </FilterBox>
        <Checkbox
          label="Needs new time"
          checked={query.needsNewTime}
          onChange={(event) => onQueryChange({ ...query, needsNewTime: event.target.checked, page: 1 })}
        />
        {exportHref !== undefined && total > 0 ? (
          // A link, not a script: the browser fetches the file with the session cookie and saves it as it streams,
          // so a million rows never pass through the page's memory.
          <ExportLink href={exportHref} download data-variant="ghost" data-size="md">
            <span>
              <DownloadIcon />
              Export CSV
            </span>
          </ExportLink>
        ) : (
          <Button variant="ghost" disabled>
            <DownloadIcon />
            Export CSV
          </Button>
        )}
      </Toolbar>
      {/* Beside the busy table, not inside it: a screen reader may hold back what changes in a busy region. */}
      <Status visuallyHidden>{refreshing ? LOADING_TEXT : ''}</Status>
      <TableArea aria-busy={refreshing || undefined}>
        <DataTable
          caption="Appointments"
          hideCaption
          columns={columns}
          rows={shown?.items ?? []}
          rowKey={(appointment) => appointment.id}
          sort={columnSort(query.sort)}
          manualSort
          onSortChange={(next) => onQueryChange({ ...query, sort: sortForColumn(next), page: 1 })}
          isLoading={phase === 'loading' && !refreshing}
          loadingText={LOADING_TEXT}
          skeletonRows={5}
          emptyText="No appointments found"
          error={phase === 'error' ? error : undefined}
          errorText="Failed to load appointments. Please try again later."
          onRetry={onRetry}
          maxHeight="none"
        />
      </TableArea>
      {shown && total > 0 ? (
        <Pagination
          aria-label="Appointments pages"
          // The page asked for, at once, so a second click on Next goes on from it while the first still loads.
          page={query.page}
          totalItems={total}
          pageSize={shown.pageSize}
          onPageChange={(next) => onQueryChange({ ...query, page: next })}
        />
      ) : null}
    </Root>
  );
}

/**
 * The search box's text, and the search it asks for: the trimmed text, once typing has paused for
 * `APPOINTMENT_SEARCH_DEBOUNCE_MS`, from page 1. A search that arrives from outside (Back, a shared link) replaces
 * the text; the box's own searches coming back do not, so keys typed meanwhile are kept. (The site's router
 * applies a new URL in a transition, so its echo may come a render or two late.)
 */
function useSearchText(query: AppointmentsTableQuery, onQueryChange: (next: AppointmentsTableQuery) => void) {
  const [text, setText] = useState(query.q);
  // The searches this box asked for that the query has not shown yet, oldest first.
  const [sent, setSent] = useState<readonly string[]>([]);
  const [shownQ, setShownQ] = useState(query.q);
  if (query.q !== shownQ) {
    setShownQ(query.q);
    const echoed = sent.indexOf(query.q);
    if (echoed < 0) {
      setText(query.q);
      setSent([]);
    } else {
      setSent(sent.slice(echoed + 1));
    }
  }

  // The latest query and callback, read when the timer fires: a filter chosen while typing is kept.
  const latest = useRef({ query, onQueryChange });
  useEffect(() => {
    latest.current = { query, onQueryChange };
  });

  const wanted = text.trim();
  const waiting = sent.at(-1) === wanted;
  useEffect(() => {
    if (wanted === query.q || waiting) return undefined;
    const timer = setTimeout(() => {
      setSent((earlier) => [...earlier, wanted]);
      latest.current.onQueryChange({ ...latest.current.query, q: wanted, page: 1 });
    }, APPOINTMENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, query.q, waiting]);

  return { text, setText };
}

function DownloadIcon() {
  return (
    <ButtonIcon aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
    </ButtonIcon>
  );
}

/* Inline in the button's label: centred on the text and spaced from it. */
const ButtonIcon = styled.svg`
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  margin-inline-end: ${cssVar.space[2]};
  vertical-align: middle;
`;

/* The page's rows stay readable while the next page loads (no fading: its text keeps its contrast); a bar runs
   along the table's top edge instead. */
const slide = keyframes`
  from {
    background-position: -40% 0;
  }

  to {
    background-position: 140% 0;
  }
`;

const TableArea = styled.div`
  position: relative;
  min-inline-size: 0;

  &[aria-busy='true'] {
    cursor: progress;
  }

  &[aria-busy='true']::after {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    z-index: ${cssVar.zIndex.raised};
    block-size: ${cssVar.borderWidth.thick};
    border-start-start-radius: ${cssVar.radius.md};
    border-start-end-radius: ${cssVar.radius.md};
    background: linear-gradient(${cssVar.color.brand}, ${cssVar.color.brand}) no-repeat ${cssVar.color.brandSubtle};
    background-size: 40% 100%;
    animation: ${slide} calc(${cssVar.motion.duration.spinner} * 2) linear infinite;
  }
`;

/* The Button's look on a link, with its label wrapped the same way, so the two states are drawn alike. */
const ExportLink = styled.a`
  ${buttonStyles}
`;

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[3]};
`;

const SearchBox = styled.div`
  flex: 1 1 100%;

  ${media.md} {
    flex: 1 1 16rem;
    max-inline-size: 28rem;
  }
`;

const FilterBox = styled.div`
  flex: 1 1 10rem;

  ${media.md} {
    flex: 0 0 12rem;
  }
`;
