export { DataTable, type DataTableProps } from './DataTable.tsx';
export {
  nextSort,
  sortRows,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableSort,
  type SortDirection,
  type SortValue,
} from './sorting.ts';
