// A doctor's weekly sessions as the profile's "Consultation Hours" rows: weekdays with the same sessions grouped in
// week order ("Monday - Friday": "9:00 AM - 12:00 PM, 2:00 PM - 5:30 PM"), a day without sessions "Closed", and the
// coming leave ("On leave": "14 Dec - 18 Dec"). Pure, so the grouping is unit-tested (consultationHours.test.ts).
import { WEEKDAYS, sortedSessions, type Timetable, type Weekday } from '@hospital/contract';
import { formatTimeRange } from '../../shared/localeFormat.ts';
import type { HoursRow } from '../HoursTable/index.ts';

/** The words the rows are written with (the profile's texts). */
export interface ConsultationHoursWords {
  closed: string;
  /** Two weekdays, or two days, as a range: "Monday - Friday", "14 Dec - 18 Dec". */
  range: (first: string, last: string) => string;
  /** The leave rows' label: "On leave". */
  onLeave: string;
}

/** How many coming leaves the profile lists at most. */
export const MAX_LEAVE_ROWS = 3;

/** A weekday's name in `locale`, Monday as 1: "Monday", "सोमवार". */
export function weekdayName(weekday: Weekday, locale: string): string {
  // 2026-01-05 is a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + weekday, 12)));
}

/** A day without its year or weekday: "14 Dec" (English), "14 दिस॰" (hi-IN). */
export function dayMonthText(date: string, locale: string): string {
  const moment = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 12));
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}

/** The weekdays in week order with their sessions' hours, consecutive days of the same hours as one group. */
export function weeklyGroups(weekly: Timetable['weekly'], locale: string): { first: Weekday; last: Weekday; hours: string | undefined }[] {
  const sessions = sortedSessions(weekly);
  const groups: { first: Weekday; last: Weekday; hours: string | undefined }[] = [];
  for (const weekday of WEEKDAYS) {
    const day = sessions.filter((session) => session.weekday === weekday);
    const hours = day.length === 0 ? undefined : day.map((session) => formatTimeRange(session.start, session.end, locale)).join(', ');
    const previous = groups.at(-1);
    if (previous && previous.hours === hours) previous.last = weekday;
    else groups.push({ first: weekday, last: weekday, hours });
  }
  return groups;
}

/** The profile's rows: the week, Monday first, then at most MAX_LEAVE_ROWS coming leaves. */
export function consultationHoursRows(timetable: Pick<Timetable, 'weekly' | 'leave'>, locale: string, words: ConsultationHoursWords): HoursRow[] {
  const week = weeklyGroups(timetable.weekly, locale).map(({ first, last, hours }): HoursRow => {
    const label = first === last ? weekdayName(first, locale) : words.range(weekdayName(first, locale), weekdayName(last, locale));
    return hours === undefined ? { label, hours: words.closed, closed: true } : { label, hours };
  });
  const leave = [...timetable.leave]
    .sort((a, b) => a.from.localeCompare(b.from))
    .slice(0, MAX_LEAVE_ROWS)
    .map(
      (item): HoursRow => ({
        label: words.onLeave,
        hours: item.from === item.to ? dayMonthText(item.from, locale) : words.range(dayMonthText(item.from, locale), dayMonthText(item.to, locale)),
        closed: true,
      }),
    );
  return [...week, ...leave];
}
