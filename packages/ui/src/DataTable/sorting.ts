import type { ReactNode } from 'react';

// How a DataTable orders its rows: pure functions, tested in sorting.test.ts.

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
