// Days the seed's doctors see patients, for apps/api's own tests that book: a booking must fall within its doctor's
// timetable, so "60 days from now" may be a Sunday, a closure or a day of leave. A test books on the first
// day from then that its doctor has the slots on, found with the contract's own rules on the seed's calendars.
import { HOSPITAL_TIME_SLOTS, addDays, hospitalToday, slotCapacity, type DoctorCalendar } from '@hospital/contract';
import { seedFile } from '../../../api-contract/harness.ts';
import { readSeedFile } from '../src/db/seed.ts';

const seed = readSeedFile(seedFile);

/** A seed doctor's calendar: weekly sessions, leave, and the hospital's closures. */
export function seedCalendar(doctorId: number): DoctorCalendar {
  return {
    weekly: seed.doctor_sessions.filter((session) => session.doctorId === doctorId),
    leave: seed.doctor_leave.filter((leave) => leave.doctorId === doctorId),
    closures: seed.closures,
  };
}

/** The first day `daysAhead` days from today or later when the seed doctor has every one of `times` (default: the spec's thirteen). */
export function openDay(daysAhead: number, doctorId = 1, times: readonly string[] = HOSPITAL_TIME_SLOTS): string {
  const calendar = seedCalendar(doctorId);
  for (let day = addDays(hospitalToday(), daysAhead), tries = 0; tries < 60; day = addDays(day, 1), tries++) {
    if (times.every((time) => slotCapacity(calendar, day, time) !== undefined)) return day;
  }
  throw new Error(`Dr #${doctorId} has no day with ${times.join(', ')} in the 60 days from ${daysAhead} days ahead`);
}

/** `count` different such days from `daysAhead` on. */
export function openDays(daysAhead: number, count: number, doctorId = 1, times?: readonly string[]): string[] {
  const days: string[] = [];
  let from = daysAhead;
  while (days.length < count) {
    const day = openDay(from, doctorId, times);
    days.push(day);
    from = Math.round((Date.parse(day) - Date.parse(hospitalToday())) / 86_400_000) + 1;
  }
  return days;
}
