export {
  DataTable,
  nextSort,
  sortRows,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
  type SortValue,
} from './DataTable.tsx';
