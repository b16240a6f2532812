export {
  MAX_PAGE_ITEMS,
  Pagination,
  clampPage,
  countPages,
  pageItems,
  pageRange,
  pageSlice,
  rangeSummary,
  type PageItem,
  type PaginationProps,
} from './Pagination.tsx';
