// A doctor's open days for the booking dialog and the manage page's move, read a month at a time as the day picker
// shows them: a visit may be booked up to a year ahead, and one availability read takes at most 62 days.
import { useCallback, useState } from 'react';
import {
  API_PATHS,
  addMonths,
  availabilityMonthRange,
  bookableMonths,
  hospitalToday,
  lastBookableDay,
  monthOf,
  type Availability,
} from '@hospital/contract';
import type { DoctorDays } from '@hospital/ui';
import { withQuery } from './client.ts';
import { useApi } from './swr.ts';

/** The key of a doctor's read of one month (the contract's range for it), or null for a month nothing can be booked in. */
export function monthAvailabilityKey(doctorId: number, month: string, today: string = hospitalToday()): string | null {
  const range = availabilityMonthRange(month, today);
  return range ? withQuery(API_PATHS.availability, { doctorId, from: range.from, to: range.to }) : null;
}

/**
 * The chosen doctor's open days, month by month: the month the picker shows and the one after it are read (so a full
 * day's "next open time" may lie across the month's end, and the next month is there when asked for), and every
 * month read before stays, so a chosen day keeps its slots while the patient looks further. The first days come
 * once today's month and the next have answered, as the picker opens on the first open day among them. `undefined`
 * (no doctor chosen) reads nothing.
 */
export function useBookingDays(doctorId: number | null | undefined): DoctorDays {
  const today = hospitalToday();
  const firstMonth = monthOf(today);
  // The month the picker last said it shows, for this doctor: another doctor's picker opens afresh.
  const [shown, setShown] = useState<{ doctorId: number | null | undefined; month: string }>({ doctorId, month: firstMonth });
  const month = shown.doctorId === doctorId && shown.month > firstMonth ? shown.month : firstMonth;
  const keyOf = (of: string) => (doctorId === undefined || doctorId === null ? null : monthAvailabilityKey(doctorId, of, today));
  const shownKey = keyOf(month);
  const nextKey = keyOf(addMonths(month, 1));
  const shownRead = useApi<Availability>(shownKey);
  const nextRead = useApi<Availability>(nextKey);

  // Each month's answer, by its key, kept once it came (and replaced when read again after a booking or a move).
  const [answers, setAnswers] = useState<Readonly<Record<string, Availability>>>({});
  const reads: Array<[string | null, Availability | undefined]> = [
    [shownKey, shownRead.data],
    [nextKey, nextRead.data],
  ];
  const arrived = reads.filter((read): read is [string, Availability] => read[0] !== null && read[1] !== undefined && answers[read[0]] !== read[1]);
  if (arrived.length > 0) setAnswers({ ...answers, ...Object.fromEntries(arrived) });

  const onMonthShown = useCallback((picked: string) => setShown({ doctorId, month: picked }), [doctorId]);
  const onRetry = () => {
    void shownRead.mutate();
    void nextRead.mutate();
  };

  const months: string[] = [];
  const days: Availability['days'] = [];
  for (const of of bookableMonths(today)) {
    const key = keyOf(of);
    const answer = key === null ? undefined : (answers[key] ?? (key === shownKey ? shownRead.data : key === nextKey ? nextRead.data : undefined));
    if (answer === undefined) continue;
    months.push(of);
    days.push(...answer.days);
  }
  const opened = months.includes(firstMonth) && (keyOf(addMonths(firstMonth, 1)) === null || months.includes(addMonths(firstMonth, 1)));
  return {
    availability: opened && doctorId !== undefined && doctorId !== null ? { doctorId, days } : undefined,
    months,
    // The shown month's read; while the picker waits for its first days, the next month's too.
    isLoading: shownRead.isLoading || (!opened && nextRead.isLoading),
    error: shownRead.error ?? (opened ? undefined : nextRead.error),
    onRetry,
    to: lastBookableDay(today),
    onMonthShown,
  };
}
