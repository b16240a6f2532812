// The day each static page's words last changed, in English or Hindi, for the "Last updated" every public page
// shows (GIGW 3.0). Kept apart from the content modules so the site's frame, which shows the date on every page,
// does not load their words: whoever changes a page's words (home.ts, departments.ts, facilities.ts, privacy.ts,
// or their Hindi twins) changes its day here.

export const CONTENT_UPDATED_ON = {
  home: '2026-11-26',
  departments: '2026-11-26',
  facilities: '2026-11-26',
  privacy: '2026-11-26',
  /** The words of pages that are mostly data: the doctors, gallery, news and manage-booking pages. */
  site: '2026-11-26',
} as const;
