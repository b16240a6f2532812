// Story fixtures of the day picker and the forms that use it (DayPicker, BookingDialog, ManageBooking): a doctor's open days as GET availability answers them.
// Not exported from the package.
import { addDays, isoWeekday, type Availability } from '@hospital/contract';

/** A fixed "today" (a Thursday), so the grid never drifts. */
export const TODAY = '2026-11-26';
/** The read's last day: today and the 61 days after it. */
export const LAST_DAY = addDays(TODAY, 61);

/** A day every slot of which is taken. */
export const FULL_DAY = '2026-12-01';
/** A day the doctor is on leave: not in the answer at all. */
export const LEAVE_DAY = '2026-12-03';

/**
 * Dr. Malhotra's days as the server answers them: Monday to Saturday (Sunday and the leave day left out), mornings
 * 9:00-11:30 and afternoons 2:00-4:30; the morning slots take two patients (one place left at 9:30), the afternoon
 * ones one (2:30 PM taken); 1 December is full.
 */
export function availabilityFixture(doctorId = 1, from = TODAY, to = LAST_DAY): Availability {
  const days: Availability['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (isoWeekday(date) === 7 || date === LEAVE_DAY) continue;
    const full = date === FULL_DAY;
    const morning = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM'].map((time) => ({
      time,
      capacity: 2,
      left: full ? 0 : time === '9:30 AM' ? 1 : 2,
    }));
    const afternoon = isoWeekday(date) === 6 ? [] : ['2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'].map((time) => ({
      time,
      capacity: 1,
      left: full || time === '2:30 PM' ? 0 : 1,
    }));
    days.push({ date, slots: [...morning, ...afternoon] });
  }
  return { doctorId, days };
}

