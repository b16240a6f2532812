import { useId, useState, type ComponentPropsWithoutRef, type Key, type ReactNode, type Ref } from 'react';
import { Button } from '../Button/index.ts';
import { Status } from '../LiveRegion/index.ts';
import { loadPhase, type LoadState } from '../shared/loadState.ts';
import {
  Caption,
  ErrorMessage,
  Icon,
  Region,
  Secondary,
  SkeletonBar,
  SkeletonRow,
  SortButton,
  StateRow,
  Table,
} from './DataTable.styles.ts';
import { nextSort, sortRows, type DataTableColumn, type DataTableSort, type SortDirection } from './sorting.ts';
import { TruncatedText } from './TruncatedText.tsx';

export interface DataTableProps<Row> extends Omit<ComponentPropsWithoutRef<'table'>, 'children'>, LoadState {
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
  /**
   * The rows come already in `sort`'s order, because a server sorted every row and sent one page of them: the
   * table shows the sort and reports clicks, and reorders nothing (its own order of one page would differ from the
   * server's order of all of them wherever the two compare text differently). A sortable column still needs its
   * `sortValue`, which marks it sortable.
   */
  manualSort?: boolean;
  /** Said while `isLoading`, above placeholder rows, e.g. "Loading appointments...". */
  loadingText?: ReactNode;
  /** How many placeholder rows to draw under the loading text. */
  skeletonRows?: number;
  /** Shown when there are no rows and nothing is loading or failed, e.g. "No appointments found". */
  emptyText?: ReactNode;
  /** Said when the load failed (`error`), e.g. "Failed to load appointments. Please try again later." */
  errorText?: ReactNode;
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
  manualSort = false,
  isLoading,
  error,
  onRetry,
  loadingText = 'Loading...',
  skeletonRows = 3,
  emptyText = 'Nothing to show',
  errorText = 'Unable to load the data. Please try again later.',
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
  const phase = loadPhase({ isLoading, error });

  const handleSort = (key: string) => {
    const next = nextSort(sort, key);
    if (controlledSort === undefined) setUncontrolledSort(next);
    onSortChange?.(next);
  };

  let body: ReactNode;
  if (phase === 'error') {
    body = (
      <tbody>
        <StateRow data-state>
          <td colSpan={columns.length}>
            {/* A load failure is news, not the answer to an action: a polite status. */}
            <ErrorMessage>
              <Status element="span">{errorText}</Status>
              {onRetry ? (
                <Button variant="secondary" size="md" onClick={onRetry}>
                  {retryLabel}
                </Button>
              ) : null}
            </ErrorMessage>
          </td>
        </StateRow>
      </tbody>
    );
  } else if (phase === 'loading') {
    // Two row groups: the status text stays out of the busy one, where a screen reader might hold it back.
    body = (
      <>
        <tbody>
          <StateRow data-state>
            <td colSpan={columns.length}>
              <Status element="span">{loadingText}</Status>
            </td>
          </StateRow>
        </tbody>
        <tbody aria-busy="true">
          {Array.from({ length: skeletonRows }, (_, index) => (
            <SkeletonRow key={index} data-state aria-hidden="true">
              {columns.map((column) => (
                <td key={column.key}>
                  <SkeletonBar />
                </td>
              ))}
            </SkeletonRow>
          ))}
        </tbody>
      </>
    );
  } else {
    const sortedRows = manualSort ? rows : sortRows(rows, columns, sort);
    body = (
      <tbody>
        {sortedRows.length === 0 ? (
          <StateRow data-state>
            <td colSpan={columns.length}>{emptyText}</td>
          </StateRow>
        ) : (
          sortedRows.map((row) => <DataRow key={rowKey(row)} row={row} columns={columns} />)
        )}
      </tbody>
    );
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
      <Table {...rest} ref={ref}>
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
        {body}
      </Table>
    </Region>
  );
}

function DataRow<Row>({ row, columns }: { row: Row; columns: readonly DataTableColumn<Row>[] }) {
  return (
    <tr>
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
  );
}

/** A second, smaller line in a cell, such as "42 years, Female" under a patient's name. 14 px, muted. */
function SecondaryText(props: ComponentPropsWithoutRef<'span'>) {
  return <Secondary {...props} />;
}
DataTable.SecondaryText = SecondaryText;

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <Icon aria-hidden="true" focusable="false" viewBox="0 0 16 16" data-direction={direction ?? 'none'}>
      {direction !== 'descending' ? <path d="M4 6.5L8 2.5l4 4" /> : null}
      {direction !== 'ascending' ? <path d="M4 9.5l4 4 4-4" /> : null}
    </Icon>
  );
}
