// The OPD day in the browser (e2e/opd-day.spec.ts) runs against a server of its own, whose clock starts at 08:30 in
// the hospital on a day the seed's doctor works: booking, checking in and calling happen "on the day" whatever the
// hour the suite runs, and the other specs keep a server on real time.
import { readFileSync } from 'node:fs';
import { addDays, hospitalInstant, hospitalToday, slotCapacity, type Database } from '@hospital/contract';

const seed = JSON.parse(readFileSync(new URL('../db.json', import.meta.url), 'utf8')) as Database;

/** Dr. Rajesh Malhotra, Cardiology: the standard week, 9:00 AM to 12:00 PM and 2:00 to 5:30 PM on weekdays. */
export const OPD_DOCTOR = { id: 1, name: 'Dr. Rajesh Malhotra', department: 'Cardiology' } as const;

/** The OPD day server's port: after the message sinks' (e2e/messageSinkPorts.ts). */
export const opdDayPort = (serverPort: number) => serverPort + 4;

/** The first day after today when the doctor sees patients at 9:00 and 9:30 AM (not a closure, not leave). */
export function opdDay(): string {
  const calendar = {
    weekly: seed.doctor_sessions.filter((session) => session.doctorId === OPD_DOCTOR.id),
    leave: seed.doctor_leave.filter((leave) => leave.doctorId === OPD_DOCTOR.id),
    closures: seed.closures,
  };
  for (let day = addDays(hospitalToday(), 1), tries = 0; tries < 30; day = addDays(day, 1), tries++) {
    if (slotCapacity(calendar, day, '9:00 AM') && slotCapacity(calendar, day, '9:30 AM')) return day;
  }
  throw new Error(`${OPD_DOCTOR.name} has no working morning in the next 30 days`);
}

/** Where the OPD day server's clock starts: 08:30 in the hospital on that day. */
export const opdDayClockStart = (day: string) => hospitalInstant(day, '08:30');
