import { useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { Doctor } from '@hospital/contract';
import { todayIsoDate } from '../../DateInput/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import type { DoctorDays, SlotQuery } from '../BookingDialog/index.ts';
import { BookingPanel, type Found } from './BookingPanel.tsx';
import { LookupForm } from './LookupForm.tsx';
import type { BookingLookupValues, BookingRescheduleValues, ManageBookingOutcome } from './manageBooking.ts';
import { MANAGE_BOOKING_TEXTS, type ManageBookingTextsInput } from './manageBookingTexts.ts';

export interface ManageBookingProps extends ComponentPropsWithoutRef<'div'> {
  /** Looks the booking up (a POST: the reference and contact never go in a URL). */
  onLookup: (lookup: BookingLookupValues) => Promise<ManageBookingOutcome>;
  /** Cancels it; resolve with the cancelled booking. */
  onCancel: (lookup: BookingLookupValues) => Promise<ManageBookingOutcome>;
  /** Moves it in one step; resolve with the booking on its new day and slot, or `slot-taken` for a 409. */
  onReschedule: (request: BookingRescheduleValues) => Promise<ManageBookingOutcome>;
  /**
   * Stops the booking's reminders (confirmations and notices of changes still go); resolve with the booking, now
   * `remindersStopped`. Offered on a live booking whose reminders are on.
   */
  onStopReminders: (lookup: BookingLookupValues) => Promise<ManageBookingOutcome>;
  /** To name the chosen doctor; undefined while they load. */
  doctors?: readonly Pick<Doctor, 'id' | 'name'>[] | undefined;
  /** The slots taken on the day the reschedule picker shows (see `onSlotQueryChange`). */
  unavailableSlots?: readonly string[];
  /** The slots that can still be booked on that day (today's that have begun are not offered); all by default. */
  offeredSlots?: readonly string[];
  /** Called when the reschedule picker's day changes, with the booking's doctor, so the page can read its taken slots. */
  onSlotQueryChange?: (query: SlotQuery) => void;
  /**
   * The booking's doctor's open days (read once `onSlotQueryChange` names the doctor): the move then offers only
   * those days and slots, as the booking dialog does. Without it, the date input and `offeredSlots`.
   */
  doctorDays?: DoctorDays | undefined;
  /** The hospital's phone, offered when the booking's doctor no longer holds an OPD here. */
  hospitalPhone?: { text: string; href: string } | undefined;
  /** Today as `YYYY-MM-DD`: the earliest new date, and what "past" means. The reader's local date when not given. */
  today?: string;
  /** A reference to start with, e.g. handed on from the confirmation (never read from the URL). */
  defaultReference?: string;
  /**
   * On the visit's day, while the patient is checked in or with the doctor, asks `onLookup` again every this many
   * seconds (OPD_QUEUE.refreshSeconds), so the token card follows the queue. The look-up stays in memory. Off when
   * not given.
   */
  refreshSeconds?: number | undefined;
  /** Words over the page's language's (`UiTextsProvider`); the summary's go to the summary. */
  texts?: ManageBookingTextsInput;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A patient's own booking, without an account: the look-up by reference and phone number or email, then the
 * booking with its status and, while it can still change, "Reschedule" (the booking form's date input and slot
 * picker) and "Cancel appointment" (asked once). Past, completed and cancelled bookings show read-only with the
 * reason. It never fetches: each callback answers with an outcome and the widget shows what it means, in the page's
 * language (`UiTextsProvider`): its words, the days and times, the server's refusals.
 */
export function ManageBooking({
  onLookup,
  onCancel,
  onReschedule,
  onStopReminders,
  doctors,
  unavailableSlots = [],
  offeredSlots,
  onSlotQueryChange,
  doctorDays,
  hospitalPhone,
  today = todayIsoDate(),
  defaultReference,
  refreshSeconds,
  texts: given,
  ref,
  ...rest
}: ManageBookingProps) {
  const { summary, ...own } = given ?? {};
  const texts = { ...useUiTexts('manageBooking', MANAGE_BOOKING_TEXTS), ...own };
  const [found, setFound] = useState<Found | null>(null);
  const [lookedUpBefore, setLookedUpBefore] = useState(false);
  return (
    <Root {...rest} ref={ref}>
      {found ? (
        <BookingPanel
          texts={texts}
          summaryTexts={summary}
          found={found}
          doctors={doctors}
          today={today}
          unavailableSlots={unavailableSlots}
          offeredSlots={offeredSlots}
          onSlotQueryChange={onSlotQueryChange}
          doctorDays={doctorDays}
          hospitalPhone={hospitalPhone}
          onCancel={onCancel}
          onReschedule={onReschedule}
          onStopReminders={onStopReminders}
          onLookup={onLookup}
          refreshSeconds={refreshSeconds}
          onFindAnother={() => {
            setLookedUpBefore(true);
            setFound(null);
          }}
        />
      ) : (
        <LookupForm
          texts={texts}
          defaultReference={defaultReference}
          focusOnMount={lookedUpBefore}
          onLookup={onLookup}
          onFound={(lookup, booking) => setFound({ lookup, booking })}
        />
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  min-inline-size: 0;
`;
