// What a visitor may see of the gallery and the news: the one flag of each that says so. Both servers and the
// pre-render filter by these (the mock and the pre-render with `shownToVisitors`, apps/api in SQL on the same column).
// And which doctors the home page shows.

/** The field of a gallery image that shows it to visitors. */
export const GALLERY_VISITOR_FLAG = 'isVisible' as const;
/** The field of a news item or event that shows it to visitors. */
export const NEWS_VISITOR_FLAG = 'isPublished' as const;

/** The records a visitor sees: those whose flag is set. Admins see all. */
export function shownToVisitors<F extends string, T extends Record<F, boolean>>(records: readonly T[], flag: F): T[] {
  return records.filter((record) => record[flag]);
}

/** The cards of the home page's "Meet Our Expert Doctors" (the spec's eight). */
export const HOME_DOCTOR_COUNT = 8;

/** What the home page's choice reads of a doctor. */
interface HomeDoctorCandidate {
  id: number;
  experience: number;
  featured?: boolean | undefined;
  retired?: boolean | undefined;
}

/**
 * The doctors the home page shows, in its order: those the admin marked `featured` first, then the places left to
 * the most experienced; within each, the most experienced first, and the lower id on a tie. Never a retired doctor:
 * their own page is gone. The servers' pages, the build's and the browser's all choose with this.
 */
export function homeDoctors<T extends HomeDoctorCandidate>(doctors: readonly T[]): T[] {
  return doctors
    .filter((doctor) => !doctor.retired)
    .sort((a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)) || b.experience - a.experience || a.id - b.id)
    .slice(0, HOME_DOCTOR_COUNT);
}
