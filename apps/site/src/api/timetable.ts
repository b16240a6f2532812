// The OPD timetable's reads: a doctor's open days (GET availability), the first open slot a card shows, and the
// weekly hours and leave a profile and the Doctors tab show (GET doctors/{id}/timetable).
import { API_PATHS, OPD, addDays, hospitalToday, nextOpenSlot, type Availability, type Timetable } from '@hospital/contract';
import { withQuery } from './client.ts';
import { useApi } from './swr.ts';

/** A profile's read: today and the 61 days after it, the most one read may ask (the booking forms read by month: bookingDays.ts). */
export const BOOKING_WINDOW_DAYS = OPD.availabilityMaxDays;
/** A doctor card's read for "Next available": two weeks. */
export const CARD_WINDOW_DAYS = 14;

/** The availability key of a doctor over `days` days from `today` (both ends counted). */
export function availabilityKey(doctorId: number, days: number, today: string = hospitalToday()): string {
  return withQuery(API_PATHS.availability, { doctorId, from: today, to: addDays(today, days - 1) });
}

export interface DoctorAvailabilityState {
  availability: Availability | undefined;
  isLoading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  /** The read's last day. */
  to: string;
}

/** A doctor's open days over `days` days from today; `undefined` (no doctor chosen) reads nothing. */
export function useDoctorAvailability(doctorId: number | null | undefined, days: number = BOOKING_WINDOW_DAYS): DoctorAvailabilityState {
  const today = hospitalToday();
  const key = doctorId === undefined || doctorId === null ? null : availabilityKey(doctorId, days, today);
  const { data, isLoading, error, mutate } = useApi<Availability>(key);
  return { availability: data, isLoading, error, onRetry: () => void mutate(), to: addDays(today, days - 1) };
}

/**
 * The doctor's first slot with a place left in the next `days` days: undefined while loading (and after a failed
 * read: a card says nothing rather than something untrue), null when there is none.
 * A `null` doctor (a card not yet near the screen) reads nothing.
 */
export function useNextAvailable(doctorId: number | null, days: number = CARD_WINDOW_DAYS): { date: string; time: string } | null | undefined {
  const { availability } = useDoctorAvailability(doctorId, days);
  if (availability === undefined) return undefined;
  return nextOpenSlot(availability) ?? null;
}

export interface DoctorTimetableState {
  timetable: Timetable | undefined;
  isLoading: boolean;
  error: Error | undefined;
  /** Reads it again (a Try again button). */
  onRetry: () => void;
}

/**
 * A doctor's weekly hours and coming leave, for a profile and for the Doctors tab alike: one read of one path, so
 * a save in the tab refreshes it everywhere. Staff get the leave's reasons too (the server answers by the session).
 * `null` (an impossible id, or no doctor chosen yet) reads nothing.
 */
export function useDoctorTimetable(doctorId: number | null): DoctorTimetableState {
  const { data, isLoading, error, mutate } = useApi<Timetable>(doctorId === null ? null : API_PATHS.doctorTimetable(doctorId));
  return { timetable: data, isLoading, error, onRetry: () => void mutate() };
}
