import { formatDateLabel, parseDayNumber } from './calendarDays.ts';

/** A stored "2026-11-01" as people read it ("1 Nov 2026"), or `empty` when there is no date or it is not one. */
export function dateText(value: string | null | undefined, empty = '-'): string {
  const day = parseDayNumber(value);
  return Number.isNaN(day) ? empty : formatDateLabel(day);
}
