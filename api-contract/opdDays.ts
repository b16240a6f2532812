// Days the seed's doctors see patients, for the tests that book. A booking must fall within its doctor's timetable
//, so "40 days from now" may be a Sunday, a closure (Christmas, Republic Day) or a day of leave; a test
// books on the first day from then that its doctor works, found with the contract's own rules.
import { HOSPITAL_TIME_SLOTS, addDays, hospitalToday, isoWeekday, slotCapacity, type DoctorCalendar } from '@hospital/contract';
import { readSeed } from './harness.ts';

const seed = readSeed();

/** A doctor's weekly sessions and leave in the seed, and the seed's closures. */
export function seedCalendar(doctorId: number): DoctorCalendar {
  return {
    weekly: seed.doctor_sessions.filter((session) => session.doctorId === doctorId),
    leave: seed.doctor_leave.filter((leave) => leave.doctorId === doctorId),
    closures: seed.closures,
  };
}

/**
 * The first day from `date` on (that day included) when the seed's doctor, or each of the doctors, has every one of
 * `times`: by default the spec's thirteen slots, which a doctor of the standard week has Monday to Friday, away from
 * leave and closures.
 */
export function openDayFrom(date: string, doctorIds: number | readonly number[] = 1, times: readonly string[] = HOSPITAL_TIME_SLOTS): string {
  const calendars = [doctorIds].flat().map(seedCalendar);
  for (let day = date, tries = 0; tries < 60; day = addDays(day, 1), tries++) {
    if (calendars.every((calendar) => times.every((time) => slotCapacity(calendar, day, time) !== undefined))) return day;
  }
  throw new Error(`Dr #${String(doctorIds)} has no day with ${times.join(', ')} in the 60 days from ${date}`);
}

/** The first such day `daysAhead` days from today or later. */
export const openDay = (daysAhead: number, doctorIds?: number | readonly number[], times?: readonly string[]): string =>
  openDayFrom(addDays(hospitalToday(), daysAhead), doctorIds, times);

/** The next such day after `date`. */
export const openDayAfter = (date: string, doctorIds?: number | readonly number[], times?: readonly string[]): string => openDayFrom(addDays(date, 1), doctorIds, times);

/** The first day from `date` on that is not one of the seed doctor's weekdays (a Sunday for the standard week). */
export function closedDayFrom(date: string, doctorId = 1): string {
  const calendar = seedCalendar(doctorId);
  for (let day = date, tries = 0; tries < 14; day = addDays(day, 1), tries++) {
    if (!calendar.weekly.some((session) => session.weekday === isoWeekday(day))) return day;
  }
  throw new Error(`Dr #${doctorId} works every day from ${date}`);
}
