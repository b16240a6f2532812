// The "Next available" line's words, as a plain function (nextAvailable.test.ts).
import { formatShortDay } from '../../shared/shortDay.ts';

/** A day and slot as the line writes them: "Tue 1 Dec, 9:30 AM" (English), "मंगल 1 दिस॰, सुबह 9:30" (hi-IN). */
export function nextAvailableWhen(slot: { date: string; time: string }, locale: string, timeText: (slot: string, locale: string) => string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(slot.date)) return `${slot.date}, ${timeText(slot.time, locale)}`;
  return `${formatShortDay(slot.date, locale)}, ${timeText(slot.time, locale)}`;
}
