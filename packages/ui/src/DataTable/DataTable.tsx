import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../Button/index.ts';
import { cssVar } from '../theme/cssVar.ts';
import { visuallyHiddenStyles } from '../VisuallyHidden/index.ts';

// ---- sorting: pure, unit tested in DataTable.test.ts --------------------------------------------

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are ordered by, and which way. */
export interface DataTableSort {
  /** A column's `key`. */
  key: string;
  direction: SortDirection;
}

/** What a column sorts by. `null` (or an invalid date, or `NaN`) is a missing value: it goes last both ways. */
export type SortValue = string | number | Date | null;

export type DataTableAlign = 'start' | 'center' | 'end';

export interface DataTableColumn<Row> {
  /** Unique among the columns; the `key` of `DataTableSort`. */
  key: string;
  /** The header cell's content; for a sortable column it is also the sort button's name. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: its header becomes a button. */
  sortValue?: (row: Row) => SortValue;
  /** Text alignment of the header and cells. Default `start`; use `end` for numbers. */
  align?: DataTableAlign;
  /**
   * A CSS length, e.g. `'14rem'`: the column's width and also its minimum, so on a narrow screen the table
   * scrolls sideways instead of squeezing the column. Spare width goes to truncated columns first.
   */
  width?: string;
  /**
   * Clips the cell to one line with an ellipsis (for plain text such as the reason for a visit). The full text
   * stays in the page for screen readers, and a clipped cell can be focused or hovered to show all of it.
   */
  truncate?: boolean;
  /** The cells are row headers (`<th scope="row">`): the column that names the row, e.g. the patient. */
  rowHeader?: boolean;
}

// One collator for every comparison: `localeCompare` builds a new one per call. Same options as
// `a.localeCompare(b, 'en-IN', { numeric: true, sensitivity: 'accent' })`: "Bed 9" before "Bed 10", and
// "rahul" equal to "Rahul", so case alone never reorders rows (the sort is stable).
const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'accent' });

type Present = string | number;

/** Numbers and dates as numbers, strings as they are; `null` for anything missing. */
function normalise(value: SortValue | undefined): Present | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? null : time;
  }
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  return value;
}

function compareValues(a: Present, b: Present): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order `sort` asks for, as a new array; the input is never changed. Stable in both directions
 * (equal values keep their given order), missing values last in both directions. An unknown column, a column
 * without `sortValue`, or no `sort` keep the given order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: DataTableSort | null | undefined,
): Row[] {
  const sortValue = sort ? columns.find((column) => column.key === sort.key)?.sortValue : undefined;
  if (!sort || !sortValue) return [...rows];
  const sign = sort.direction === 'descending' ? -1 : 1;
  // Each value is read once, not once per comparison: `sortValue` may parse a date.
  const decorated = rows.map((row, index) => ({ row, index, value: normalise(sortValue(row)) }));
  decorated.sort((x, y) => {
    if (x.value === null || y.value === null) {
      if (x.value === y.value) return x.index - y.index;
      return x.value === null ? 1 : -1;
    }
    return sign * compareValues(x.value, y.value) || x.index - y.index;
  });
  return decorated.map(({ row }) => row);
}

/** The sort after a click on a column's header: ascending first, then it flips between the two directions. */
export function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort {
  if (current?.key === key && current.direction === 'ascending') return { key, direction: 'descending' };
  return { key, direction: 'ascending' };
}

// ---- the component --------------------------------------------------------------------------------

export interface DataTableProps<Row> extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  /** Names the table and its scrolling region, e.g. "Appointments". */
  caption: ReactNode;
  /** Hides the caption visually (a heading or tab already names the table); screen readers still read it. */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable, unique key per row, usually its id. */
  rowKey: (row: Row) => Key;
  /** Controlled sort: the table shows `sort` and reports clicks through `onSortChange`. */
  sort?: DataTableSort | null;
  /** Uncontrolled: the first sort; later clicks are kept inside the table. */
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Shows `loadingText` and placeholder rows instead of the rows, and sets `aria-busy`. */
  loading?: boolean;
  /** E.g. "Loading appointments...". */
  loadingText?: ReactNode;
  /** How many placeholder rows to draw under the loading text. */
  skeletonRows?: number;
  /** Shown when there are no rows and nothing is loading or failed, e.g. "No appointments found". */
  emptyText?: ReactNode;
  /** A load failure: shown instead of the rows, as an alert. */
  error?: ReactNode;
  /** Adds a retry button to the error. */
  onRetry?: () => void;
  retryLabel?: string;
  /**
   * The most the table grows before its body scrolls under the sticky header, a CSS length. `'none'` lets the
   * table grow with the page; the header then scrolls away with it, because the sideways-scrolling region is
   * the header's scroll container.
   */
  maxHeight?: string;
  ref?: Ref<HTMLTableElement>;
}

/**
 * A real `<table>` for staff screens: dense rows at 16 px, a sticky header, sortable columns following the
 * accessible sortable-table pattern (a button in the header cell, `aria-sort` on the sorted column), and
 * loading, empty and error states inside the table so the columns stay put. On a narrow screen the table
 * scrolls sideways inside a focusable region named by the caption.
 *
 * Native table props and the ref reach the `<table>`; `className` and `style` go to the scrolling region
 * around it, which is what a page lays out.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  loading = false,
  loadingText = 'Loading...',
  skeletonRows = 3,
  emptyText = 'Nothing to show',
  error,
  onRetry,
  retryLabel = 'Try again',
  maxHeight = '70vh',
  className,
  style,
  ref,
  ...rest
}: DataTableProps<Row>) {
  const captionId = useId();
  const [uncontrolledSort, setUncontrolledSort] = useState<DataTableSort | null>(defaultSort);
  const sort = controlledSort === undefined ? uncontrolledSort : controlledSort;
  const sortedRows = sortRows(rows, columns, sort);
  const hasError = error !== undefined && error !== null && error !== false;

  const handleSort = (key: string) => {
    const next = nextSort(sort, key);
    if (controlledSort === undefined) setUncontrolledSort(next);
    onSortChange?.(next);
  };

  let body: ReactNode;
  if (hasError) {
    body = (
      <StateRow data-state>
        <td colSpan={columns.length}>
          <ErrorMessage role="alert">
            <span>{error}</span>
            {onRetry ? (
              <Button variant="secondary" size="md" onClick={onRetry}>
                {retryLabel}
              </Button>
            ) : null}
          </ErrorMessage>
        </td>
      </StateRow>
    );
  } else if (loading) {
    body = (
      <>
        <StateRow data-state>
          <td colSpan={columns.length}>
            <span role="status">{loadingText}</span>
          </td>
        </StateRow>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <SkeletonRow key={index} data-state aria-hidden="true">
            {columns.map((column) => (
              <td key={column.key}>
                <SkeletonBar />
              </td>
            ))}
          </SkeletonRow>
        ))}
      </>
    );
  } else if (sortedRows.length === 0) {
    body = (
      <StateRow data-state>
        <td colSpan={columns.length}>{emptyText}</td>
      </StateRow>
    );
  } else {
    body = sortedRows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((column) => {
          const content = column.truncate ? <TruncatedText>{column.cell(row)}</TruncatedText> : column.cell(row);
          const cellProps = { 'data-align': column.align ?? 'start', 'data-truncate': column.truncate || undefined };
          return column.rowHeader ? (
            <th key={column.key} scope="row" {...cellProps}>
              {content}
            </th>
          ) : (
            <td key={column.key} {...cellProps}>
              {content}
            </td>
          );
        })}
      </tr>
    ));
  }

  return (
    // A region that can scroll must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
    <Region
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={className}
      style={{ ...style, maxBlockSize: maxHeight }}
    >
      <Table {...rest} ref={ref} aria-busy={loading && !hasError ? true : undefined}>
        <Caption id={captionId} data-hidden={hideCaption || undefined}>
          {caption}
        </Caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key && column.sortValue ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted}
                  data-align={column.align ?? 'start'}
                  data-sortable={column.sortValue ? true : undefined}
                  style={column.width ? { inlineSize: column.width, minInlineSize: column.width } : undefined}
                >
                  {column.sortValue ? (
                    <SortButton type="button" onClick={() => handleSort(column.key)}>
                      <span>{column.header}</span>
                      <SortIcon direction={sorted} />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Region>
  );
}

/** A second, smaller line in a cell, such as "42 years, Female" under a patient's name. 14 px, muted. */
function SecondaryText(props: ComponentPropsWithoutRef<'span'>) {
  return <Secondary {...props} />;
}
DataTable.SecondaryText = SecondaryText;

/**
 * Truncation: the text is clipped with CSS, so the DOM, and a screen reader, always has all of it. A title
 * attribute would help neither keyboard nor touch users, so instead the clipped text expands in place while
 * hovered or focused. Only text that is actually clipped becomes a tab stop: thirty short reasons should not
 * add thirty stops to a keyboard user's way through the table.
 */
function TruncatedText({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [clipped, setClipped] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // Expanded text fits by definition; measuring it would drop the tab stop from under the focus.
      if (element.matches(':focus, :hover')) return;
      setClipped(element.scrollWidth > element.clientWidth);
    };
    // The observer reports once on observe, then on every resize (column width, window, font load).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);

  return (
    <Truncated ref={ref} tabIndex={clipped ? 0 : undefined} data-clipped={clipped || undefined}>
      {children}
    </Truncated>
  );
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <Icon aria-hidden="true" focusable="false" viewBox="0 0 16 16" data-direction={direction ?? 'none'}>
      {direction !== 'descending' ? <path d="M4 6.5L8 2.5l4 4" /> : null}
      {direction !== 'ascending' ? <path d="M4 9.5l4 4 4-4" /> : null}
    </Icon>
  );
}

// ---- styles -------------------------------------------------------------------------------------

const Region = styled.div`
  position: relative;
  max-inline-size: 100%;
  overflow: auto;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};

  &:focus-visible {
    outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  /* separate + spacing 0: with collapse, the sticky header cells would lose their bottom border. */
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.tight};
  color: ${cssVar.color.text};
  font-variant-numeric: tabular-nums;

  /* Devanagari's vowel signs reach above and below the line: dense rows keep the body line height in Hindi. */
  &:lang(hi) {
    line-height: ${cssVar.font.lineHeight.body};
  }

  & th,
  & td {
    padding: ${cssVar.space[2]} ${cssVar.space[3]};
    border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    text-align: start;
    vertical-align: top;
    /* Not "anywhere": that lowers a column's minimum to one letter, and the automatic layout then splits
       short words such as "Completed" while a long e-mail should make the table scroll instead. */
    overflow-wrap: break-word;
  }

  & [data-align='center'] {
    text-align: center;
  }

  & [data-align='end'] {
    text-align: end;
  }

  & thead th {
    position: sticky;
    inset-block-start: 0;
    z-index: ${cssVar.zIndex.raised};
    block-size: ${cssVar.size.control.md};
    vertical-align: middle;
    background-color: ${cssVar.color.surfaceMuted};
    border-block-end-color: ${cssVar.color.borderStrong};
    font-weight: ${cssVar.font.weight.semibold};
    white-space: nowrap;
  }

  & thead th[data-sortable] {
    padding: 0;
  }

  & tbody th {
    font-weight: ${cssVar.font.weight.semibold};
  }

  & tbody tr:last-child > * {
    border-block-end: 0;
  }

  /* The whole row lights up while a control in it has focus, so a keyboard user sees whose status they change. */
  & tbody tr:not([data-state]):hover > *,
  & tbody tr:not([data-state]):focus-within > * {
    background-color: ${cssVar.color.brandSubtle};
  }

  /* max-inline-size 0 takes the cell's text out of the column's minimum: the column keeps its declared width
     and takes what space is left, and the text inside clips to that. */
  & td[data-truncate],
  & th[data-truncate] {
    max-inline-size: 0;
  }
`;

const Caption = styled.caption`
  padding: ${cssVar.space[3]};
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.heading};
  text-align: start;

  &[data-hidden] {
    ${visuallyHiddenStyles}
  }
`;

const SortButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  inline-size: 100%;
  min-block-size: ${cssVar.size.control.md};
  margin: 0;
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  th[data-align='center'] > & {
    justify-content: center;
  }

  th[data-align='end'] > & {
    justify-content: flex-end;
  }

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  &:focus-visible {
    outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
    outline-offset: calc(-1 * ${cssVar.borderWidth.focus});
  }
`;

const Icon = styled.svg`
  flex: none;
  inline-size: ${cssVar.size.icon.sm};
  block-size: ${cssVar.size.icon.sm};
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;

  &[data-direction='none'] {
    color: ${cssVar.color.textMuted};
  }

  &:not([data-direction='none']) {
    color: ${cssVar.color.brand};
  }
`;

const Secondary = styled.span`
  display: block;
  margin-block-start: ${cssVar.space[1]};
  font-size: ${cssVar.font.size.sm};
  font-weight: ${cssVar.font.weight.regular};
  color: ${cssVar.color.textMuted};
`;

const Truncated = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-clipped]:hover,
  &[data-clipped]:focus {
    overflow: visible;
    white-space: normal;
  }

  &:focus-visible {
    outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
    outline-offset: 2px;
  }
`;

const StateRow = styled.tr`
  & > td {
    padding: ${cssVar.space[6]} ${cssVar.space[4]};
    text-align: center;
    color: ${cssVar.color.textMuted};
  }
`;

const ErrorMessage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${cssVar.space[3]};
  color: ${cssVar.color.danger};
  font-weight: ${cssVar.font.weight.medium};
`;

const shimmer = keyframes`
  from {
    opacity: 1;
  }
  to {
    opacity: 0.4;
  }
`;

const SkeletonRow = styled.tr`
  & > td {
    vertical-align: middle;
  }
`;

const SkeletonBar = styled.span`
  display: block;
  block-size: ${cssVar.font.size.md};
  max-inline-size: ${cssVar.space[16]};
  border-radius: ${cssVar.radius.sm};
  background-color: ${cssVar.color.border};
  animation: ${shimmer} ${cssVar.motion.duration.spinner} ${cssVar.motion.easing.standard} infinite alternate;
`;
