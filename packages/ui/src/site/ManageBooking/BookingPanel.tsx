import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ManagedBooking } from '@hospital/contract';
import { cssVar } from '../../theme/cssVar.ts';
import { slotTimeText } from '../../TimeSlotPicker/index.ts';
import { useIntlLocale } from '../../UiTexts/index.ts';
import { BookingSummary, visitDateText, type BookingSummaryTexts } from '../BookingSummary/index.ts';
import { QueueTokenCard } from '../../opd/QueueTokenCard/index.ts';
import { BookingActions, StopReminders } from './BookingActions.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import {
  failureMessage,
  newTimeReason,
  opensRescheduleAtOnce,
  readOnlyReason,
  remindersState,
  type BookingLookupValues,
  type ManageBookingFailure,
} from './manageBooking.ts';
import type { ManageBookingTexts } from './manageBookingTexts.ts';
import { Done, Note, Panel, PanelHeading, Problem } from './manageBookingStyles.ts';
import type { ManageBookingProps } from './ManageBooking.tsx';
import { NewTimeNotice } from './NewTimeNotice.tsx';
import { RescheduleForm } from './RescheduleForm.tsx';
import { useQueueFollow } from './useQueueFollow.ts';

/** A booking found, and the look-up that found it (kept in memory only, to ask again and to change it). */
export interface Found {
  lookup: BookingLookupValues;
  booking: ManagedBooking;
}

export interface BookingPanelProps
  extends Pick<
    ManageBookingProps,
    | 'doctors'
    | 'offeredSlots'
    | 'onSlotQueryChange'
    | 'doctorDays'
    | 'hospitalPhone'
    | 'onCancel'
    | 'onReschedule'
    | 'onStopReminders'
    | 'onLookup'
    | 'refreshSeconds'
  > {
  texts: ManageBookingTexts;
  summaryTexts: Partial<BookingSummaryTexts> | undefined;
  found: Found;
  today: string;
  unavailableSlots: readonly string[];
  onFindAnother: () => void;
}

/**
 * The booking found: its status and summary, why it needs a new time or can no longer change, the token on the day,
 * and while it can change "Reschedule", "Cancel appointment" (asked once) and "Stop reminders". Focus goes to its
 * heading after each change, with the answer just under it.
 */
export function BookingPanel({
  texts,
  summaryTexts,
  found,
  doctors,
  today,
  unavailableSlots,
  offeredSlots,
  onSlotQueryChange,
  doctorDays,
  hospitalPhone,
  onCancel,
  onReschedule,
  onStopReminders,
  onLookup,
  refreshSeconds,
  onFindAnother,
}: BookingPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [booking, setBooking] = useState(found.booking);
  // A booking the hospital's calendar moved under opens its move at once, with the doctor's open days.
  const [rescheduling, setRescheduling] = useState(() => opensRescheduleAtOnce(found.booking));
  // Opened by the page itself, the move leaves focus on the heading, so the notice above it is read first.
  const [focusMove, setFocusMove] = useState(false);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [stoppingReminders, setStoppingReminders] = useState(false);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Bumped to move focus to the heading after something changed: the look-up, a cancellation, a move.
  const [focusTurn, setFocusTurn] = useState(0);

  useEffect(() => {
    headingRef.current?.focus();
  }, [focusTurn]);

  // On the day, while the patient waits or is with the doctor: the look-up asked again, so the token card follows.
  const { following, followFailed } = useQueueFollow({ booking, today, refreshSeconds, lookup: found.lookup, onLookup, onBooking: setBooking });

  const locale = useIntlLocale();
  const when = (date: string, slot: string) => texts.when(visitDateText(date, locale), slotTimeText(slot, locale));
  const reason = readOnlyReason(booking, today);
  const newTime = newTimeReason(booking);
  const reminders = remindersState(booking);

  const failed = (failure: ManageBookingFailure) => {
    setDone('');
    setProblem(failureMessage(failure, texts));
    // Refused because it can no longer change: show it read-only from now on.
    if (failure.reason === 'locked') {
      setBooking((current) => ({ ...current, canChange: false }));
      setRescheduling(false);
      // Its buttons are gone, and focus with them.
      setFocusTurn((turn) => turn + 1);
    }
  };

  const cancel = async () => {
    setCancelling(true);
    const outcome = await onCancel(found.lookup);
    setCancelling(false);
    setAsking(false);
    if (!outcome.ok) {
      failed(outcome);
      return;
    }
    setBooking(outcome.booking);
    setProblem(null);
    setDone(texts.cancelled);
    setFocusTurn((turn) => turn + 1);
  };

  const stopReminders = async () => {
    setStoppingReminders(true);
    const outcome = await onStopReminders(found.lookup);
    setStoppingReminders(false);
    if (!outcome.ok) {
      failed(outcome);
      return;
    }
    setBooking(outcome.booking);
    setProblem(null);
    setDone(texts.remindersOff);
    // The button is gone, and focus with it: back to the heading, with the answer just under it.
    setFocusTurn((turn) => turn + 1);
  };

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId} ref={headingRef} tabIndex={-1}>
        {texts.bookingHeading}
      </PanelHeading>
      <Done>{done}</Done>
      {problem ? <Problem element="p">{problem}</Problem> : null}
      {newTime ? <NewTimeNotice reason={newTime} texts={texts} hospitalPhone={hospitalPhone} /> : null}
      {booking.token ? (
        <QueueTokenCard
          token={booking.token}
          status={booking.status}
          ahead={booking.ahead}
          following={following}
          error={following && followFailed ? true : undefined}
        />
      ) : null}
      <BookingSummary booking={booking} doctors={doctors} showReference texts={summaryTexts} />
      {/* After the patient's own cancellation the line above says it; the reason would say it twice. */}
      {reason && done !== texts.cancelled ? <ReadOnlyNote>{texts.readOnly[reason]}</ReadOnlyNote> : null}
      {/* Just stopped, the line above says it; said twice would read as two things. */}
      {reminders === 'stopped' && done !== texts.remindersOff ? <Note>{texts.remindersOff}</Note> : null}

      {rescheduling ? (
        <RescheduleForm
          texts={texts}
          booking={booking}
          lookup={found.lookup}
          today={today}
          unavailableSlots={unavailableSlots}
          offeredSlots={offeredSlots}
          onSlotQueryChange={onSlotQueryChange}
          doctorDays={doctorDays}
          focusOnMount={focusMove}
          onReschedule={onReschedule}
          onMoved={(moved) => {
            setBooking(moved);
            setRescheduling(false);
            setProblem(null);
            setDone(texts.moved(when(moved.preferredDate, moved.preferredTime)));
            setFocusTurn((turn) => turn + 1);
          }}
          onFailed={failed}
          onKeep={() => setRescheduling(false)}
        />
      ) : (
        <BookingActions
          texts={texts}
          canChange={booking.canChange}
          canMove={newTime !== 'doctor_retired'}
          onReschedule={() => {
            setDone('');
            setProblem(null);
            setFocusMove(true);
            setRescheduling(true);
          }}
          onCancel={() => setAsking(true)}
          onFindAnother={onFindAnother}
        />
      )}

      {/* Under the visit's own actions: about the messages, not the visit. */}
      {reminders === 'can-stop' && !rescheduling ? (
        <StopReminders texts={texts} stopping={stoppingReminders} onStop={() => void stopReminders()} />
      ) : null}

      <CancelDialog
        open={asking}
        onOpenChange={setAsking}
        title={texts.cancelTitle}
        description={texts.cancelDescription(when(booking.preferredDate, booking.preferredTime))}
        closeLabel={texts.close}
        keepText={texts.keepAppointment}
        confirmText={texts.confirmCancel}
        cancellingText={texts.cancelling}
        cancelling={cancelling}
        onConfirm={() => void cancel()}
      />
    </Panel>
  );
}

const ReadOnlyNote = styled(Note)`
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surfaceMuted};
  color: ${cssVar.color.text};
`;
