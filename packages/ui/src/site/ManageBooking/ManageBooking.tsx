import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { Doctor, ManagedBooking } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { todayIsoDate } from '../../DateInput/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { slotTimeText } from '../../TimeSlotPicker/index.ts';
import { useIntlLocale, useUiTexts } from '../../UiTexts/index.ts';
import type { DoctorDays, SlotQuery } from '../BookingDialog/index.ts';
import { BookingSummary, visitDateText, type BookingSummaryTexts } from '../BookingSummary/index.ts';
import { followsQueue, QueueTokenCard } from '../../opd/QueueTokenCard/index.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { LookupForm } from './LookupForm.tsx';
import {
  failureMessage,
  newTimeReason,
  opensRescheduleAtOnce,
  readOnlyReason,
  remindersState,
  type BookingLookupValues,
  type BookingRescheduleValues,
  type ManageBookingFailure,
  type ManageBookingOutcome,
} from './manageBooking.ts';
import { MANAGE_BOOKING_TEXTS, type ManageBookingTexts, type ManageBookingTextsInput } from './manageBookingTexts.ts';
import { Actions, Done, Note, Panel, PanelHeading, Problem } from './manageBookingStyles.ts';
import { RescheduleForm } from './RescheduleForm.tsx';

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

interface Found {
  lookup: BookingLookupValues;
  booking: ManagedBooking;
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

interface BookingPanelProps
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

function BookingPanel({
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
  const following = refreshSeconds !== undefined && refreshSeconds > 0 && followsQueue(booking, today);
  const [followFailed, setFollowFailed] = useState(false);
  useEffect(() => {
    if (!following) return undefined;
    let active = true;
    const timer = setInterval(() => {
      void onLookup(found.lookup).then((outcome) => {
        if (!active) return;
        if (outcome.ok) setBooking(outcome.booking);
        setFollowFailed(!outcome.ok);
      });
    }, refreshSeconds * 1000);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [following, refreshSeconds, onLookup, found.lookup]);

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
      {newTime ? (
        <NewTimeNotice>
          <NoticeHeading>{texts.needsNewTimeHeading}</NoticeHeading>
          <p>{texts.needsNewTime[newTime]}</p>
          {newTime === 'doctor_retired' && hospitalPhone ? (
            <p>
              <a href={hospitalPhone.href}>{texts.callHospital(hospitalPhone.text)}</a>
            </p>
          ) : null}
        </NewTimeNotice>
      ) : null}
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
        <Actions>
          {booking.canChange ? (
            <>
              {/* The retired doctor has no time to move to: calling the hospital or cancelling is what is left. */}
              {newTime === 'doctor_retired' ? null : (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDone('');
                    setProblem(null);
                    setFocusMove(true);
                    setRescheduling(true);
                  }}
                >
                  {texts.reschedule}
                </Button>
              )}
              <Button variant="danger" onClick={() => setAsking(true)}>
                {texts.cancel}
              </Button>
            </>
          ) : null}
          <Button variant="ghost" onClick={onFindAnother}>
            {texts.findAnother}
          </Button>
        </Actions>
      )}

      {/* Under the visit's own actions: about the messages, not the visit. */}
      {reminders === 'can-stop' && !rescheduling ? (
        <Reminders>
          <Note>{texts.stopRemindersHint}</Note>
          <Button variant="secondary" loading={stoppingReminders} onClick={() => void stopReminders()}>
            {stoppingReminders ? texts.stoppingReminders : texts.stopReminders}
          </Button>
        </Reminders>
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

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  min-inline-size: 0;
`;

/* The reminders' line and its button: a plain secondary action under the booking, apart from the visit's own. */
const Reminders = styled.div`
  display: grid;
  justify-items: start;
  gap: ${cssVar.space[3]};
  padding-block-start: ${cssVar.space[4]};
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
`;

const ReadOnlyNote = styled(Note)`
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surfaceMuted};
  color: ${cssVar.color.text};
`;

/* Said plainly, above the booking: the hospital moved something under it. Not a colour alone: a heading and words. */
const NewTimeNotice = styled.section`
  display: grid;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.status.appointment.pending.fg};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.status.appointment.pending.bg};
  color: ${cssVar.color.text};

  & p {
    margin: 0;
    line-height: ${cssVar.font.lineHeight.body};
  }

  & a {
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;

const NoticeHeading = styled.h3`
  margin: 0;
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
`;
