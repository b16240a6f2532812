import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { API_PATHS, hospitalToday, OPD_QUEUE, type BookingLookup, type BookingReschedule, type Doctor, type ManagedBooking } from '@hospital/contract';
import { MANAGE_BOOKING_TEXTS, ManageBooking, useUiTexts, type ManageBookingOutcome, type SlotQuery } from '@hospital/ui';
import { apiMutate } from '../api/client.ts';
import { keyMatcher, useApi, useApiMutation } from '../api/swr.ts';
import { useBookingDays } from '../api/bookingDays.ts';
import { manageOutcomeOf } from '../booking/manageOutcome.ts';
import { useSlotChoice } from '../booking/useSlotChoice.ts';
import { Page } from '../components/Page.tsx';
import { HOSPITAL } from '../content/site.ts';

const answered = (booking: ManagedBooking): ManageBookingOutcome => ({ ok: true, booking });

/**
 * /appointments/manage: a patient finds their booking by its reference and the phone number or email it was made
 * with, then cancels or moves it, or stops its reminders. On the day, once checked in, the widget asks the look-up
 * again every OPD_QUEUE.refreshSeconds (the same POST, the values in memory) so the token card follows the queue. Both go in POST bodies, never in the URL, and nothing is kept in the browser.
 * Its title comes with the widget's words, so the English page needs no catalog entry for it.
 */
export function ManageBookingPage() {
  const { data: doctors } = useApi<Doctor[]>(API_PATHS.doctors);
  const [slotQuery, setSlotQuery] = useState<SlotQuery>({ doctorId: undefined, date: '' });
  const slots = useSlotChoice(slotQuery);
  // The booking's doctor's open days, read once the move names the doctor, a month at a time as the picker shows
  // them up to the booking horizon: the move offers only these.
  const doctorDays = useBookingDays(slotQuery.doctorId);
  const change = useApiMutation();
  const { pageTitle } = useUiTexts('manageBooking', MANAGE_BOOKING_TEXTS);

  const onLookup = useCallback(
    (lookup: BookingLookup) => apiMutate<ManagedBooking>('POST', API_PATHS.bookingLookup, lookup).then(answered, manageOutcomeOf),
    [],
  );
  // A cancel or a move frees a slot (and a move takes one): every availability read shows it.
  const onCancel = useCallback(
    (lookup: BookingLookup) => change<ManagedBooking>('POST', API_PATHS.bookingCancel, lookup, [API_PATHS.availability]).then(answered, manageOutcomeOf),
    [change],
  );
  // Reminders stopped change no slot: nothing the page reads shows them.
  const onStopReminders = useCallback(
    (lookup: BookingLookup) => change<ManagedBooking>('POST', API_PATHS.bookingStopReminders, lookup, []).then(answered, manageOutcomeOf),
    [change],
  );
  const { mutate: revalidate } = useSWRConfig();
  const onReschedule = useCallback(
    (request: BookingReschedule) =>
      change<ManagedBooking>('POST', API_PATHS.bookingReschedule, request, [API_PATHS.availability]).then(answered, (error: unknown) => {
        // A slot taken meanwhile shows as taken in the picker too.
        void revalidate(keyMatcher(API_PATHS.availability));
        return manageOutcomeOf(error);
      }),
    [change, revalidate],
  );

  return (
    <Page title={pageTitle}>
      <ManageBooking
        onLookup={onLookup}
        onCancel={onCancel}
        onReschedule={onReschedule}
        onStopReminders={onStopReminders}
        doctors={doctors}
        unavailableSlots={slots.unavailable}
        offeredSlots={slots.offered}
        onSlotQueryChange={setSlotQuery}
        doctorDays={doctorDays}
        hospitalPhone={{ text: HOSPITAL.phone.display, href: `tel:${HOSPITAL.phone.tel}` }}
        today={hospitalToday()}
        refreshSeconds={OPD_QUEUE.refreshSeconds}
      />
    </Page>
  );
}
