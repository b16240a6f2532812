// What a visitor may see of the gallery and the news: the one flag of each that says so. Both servers and the
// pre-render filter by these (the mock and the pre-render with `shownToVisitors`, apps/api in SQL on the same column).

/** The field of a gallery image that shows it to visitors. */
export const GALLERY_VISITOR_FLAG = 'isVisible' as const;
/** The field of a news item or event that shows it to visitors. */
export const NEWS_VISITOR_FLAG = 'isPublished' as const;

/** The records a visitor sees: those whose flag is set. Admins see all. */
export function shownToVisitors<F extends string, T extends Record<F, boolean>>(records: readonly T[], flag: F): T[] {
  return records.filter((record) => record[flag]);
}
