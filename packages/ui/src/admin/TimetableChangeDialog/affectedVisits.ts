// How the admin reads the bookings a timetable change falls on. Pure functions, tested in affectedVisits.test.ts.
import { slotStartMinute, type AffectedVisit, type TimetableImpact } from '@hospital/contract';
import { dayText } from '../../shared/opdDays.ts';

/** "No booking falls on it", "1 booking needs a new time", "3 bookings need a new time". */
export function affectedCountText(count: number): string {
  if (count === 0) return 'No booking falls on it.';
  return count === 1 ? '1 booking needs a new time.' : `${count} bookings need a new time.`;
}

/** The visits in the order the front desk calls the patients: by day, then slot, then booking. */
export function visitsInCallOrder(impact: TimetableImpact | undefined): AffectedVisit[] {
  return [...(impact?.affectedVisits ?? [])].sort(
    (a, b) => a.preferredDate.localeCompare(b.preferredDate) || slotStartMinute(a.preferredTime) - slotStartMinute(b.preferredTime) || a.id - b.id,
  );
}

/** "Tue 1 Dec 2026, 9:30 AM": a visit's day and time on one line. */
export function visitWhenText(visit: Pick<AffectedVisit, 'preferredDate' | 'preferredTime'>): string {
  return `${dayText(visit.preferredDate)}, ${visit.preferredTime}`;
}
