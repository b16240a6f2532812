import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HOSPITAL_TIME_SLOTS, bookingRescheduleSchema, type ManagedBooking } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { slotTimeText } from '../../TimeSlotPicker/index.ts';
import { useIntlLocale } from '../../UiTexts/index.ts';
import { bookingIssueOf, type DoctorDays, type SlotQuery } from '../BookingDialog/index.ts';
import { VisitSlotFields, useVisitSlot } from '../DayPicker/index.ts';
import {
  fieldMessages,
  slotKey,
  unavailableSlotsOn,
  type BookingLookupValues,
  type BookingRescheduleValues,
  type ManageBookingFailure,
  type ManageBookingOutcome,
} from './manageBooking.ts';
import type { ManageBookingTexts } from './manageBookingTexts.ts';
import { Actions, Form, PanelHeading } from './manageBookingStyles.ts';

const MOVE_FIELDS = ['preferredDate', 'preferredTime'] as const;

/** The error type of a slot taken meanwhile, whose message the widget wrote itself, in the page's language. */
const TAKEN = 'taken';

/** What the form holds while the patient chooses: no slot is a plain empty string. */
interface MoveFields {
  preferredDate: string;
  preferredTime: string;
}

type Move = Pick<BookingRescheduleValues, 'preferredDate' | 'preferredTime'>;

// The same rules as booking: a date, and one of the hospital's slots.
const resolver = zodResolver(bookingRescheduleSchema.pick({ preferredDate: true, preferredTime: true })) as unknown as Resolver<
  MoveFields,
  unknown,
  Move
>;

export interface RescheduleFormProps {
  texts: ManageBookingTexts;
  booking: ManagedBooking;
  lookup: BookingLookupValues;
  today: string;
  unavailableSlots: readonly string[];
  /** The slots that can still be booked on the chosen day; all by default. */
  offeredSlots?: readonly string[] | undefined;
  onSlotQueryChange?: ((query: SlotQuery) => void) | undefined;
  /** The booking's doctor's open days: with them the new day is picked on their grid (as in the booking dialog). */
  doctorDays?: DoctorDays | undefined;
  onReschedule: (request: BookingRescheduleValues) => Promise<ManageBookingOutcome>;
  /** The booking on its new day and slot. */
  onMoved: (booking: ManagedBooking) => void;
  /** Any answer the form cannot act on itself (the booking locked meanwhile, a wait, a failure). */
  onFailed: (failure: ManageBookingFailure) => void;
  onKeep: () => void;
  /** Focus the new date as the form opens (the patient pressed Reschedule); not when the page opened it itself. */
  focusOnMount?: boolean;
}

/**
 * Another day and slot for the booking, with the same date input and slot picker as booking. A slot taken while
 * the patient chose (409) stays in the picker, marked booked, and the picker stays open for another choice.
 */
export function RescheduleForm({
  texts,
  booking,
  lookup,
  today,
  unavailableSlots,
  offeredSlots = HOSPITAL_TIME_SLOTS,
  onSlotQueryChange,
  doctorDays,
  onReschedule,
  onMoved,
  onFailed,
  onKeep,
  focusOnMount = true,
}: RescheduleFormProps) {
  const headingId = useId();
  // Slots a move was refused for, by day: the page's own reading of the day may be older than that answer.
  const [takenMeanwhile, setTakenMeanwhile] = useState<ReadonlySet<string>>(new Set());
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MoveFields, unknown, Move>({ resolver, defaultValues: { preferredDate: '', preferredTime: '' } });

  const locale = useIntlLocale();
  // A field's message in the page's language; the schema and the server write theirs in English.
  const problem = (name: (typeof MOVE_FIELDS)[number]) => {
    const error = errors[name];
    if (!error?.message) return undefined;
    return error.type === TAKEN ? error.message : texts.fieldError(name, bookingIssueOf(name, error.type, error.message));
  };

  const preferredDate = useWatch({ control, name: 'preferredDate' });
  const lastQuery = useRef<string | null>(null);
  useEffect(() => {
    if (preferredDate === lastQuery.current) return;
    lastQuery.current = preferredDate;
    onSlotQueryChange?.({ doctorId: booking.doctorId, date: preferredDate });
  }, [booking.doctorId, preferredDate, onSlotQueryChange]);

  useEffect(() => {
    if (focusOnMount) setFocus('preferredDate');
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const visitSlot = useVisitSlot({ control, setValue, setFocus }, booking.doctorId ?? undefined, doctorDays);

  const submit = handleSubmit(async (move) => {
    const outcome = await onReschedule({ ...lookup, ...move });
    if (outcome.ok) {
      onMoved(outcome.booking);
      return;
    }
    if (outcome.reason === 'slot-taken') {
      setTakenMeanwhile((current) => new Set(current).add(slotKey(move.preferredDate, move.preferredTime)));
      setValue('preferredTime', '');
      setError('preferredTime', { type: TAKEN, message: texts.slotTaken(slotTimeText(move.preferredTime, locale)) });
      // The picker is drawn again with that slot booked; focus goes to it once it is, on the first free slot.
      visitSlot.focusTime();
      return;
    }
    const messages = fieldMessages(outcome.fields, MOVE_FIELDS);
    if (outcome.reason === 'invalid' && messages.length > 0) {
      for (const [name, message] of messages) setError(name, { type: outcome.codes?.[name] ?? 'server', message });
      setFocus(messages[0]![0]);
      return;
    }
    onFailed(outcome);
  });

  const takenOnDay = unavailableSlotsOn(preferredDate, [], takenMeanwhile);
  return (
    <Form noValidate onSubmit={submit} aria-labelledby={headingId}>
      <PanelHeading as="h3" id={headingId}>
        {texts.rescheduleHeading}
      </PanelHeading>
      <VisitSlotFields
        slot={visitSlot}
        min={today}
        labels={{ date: texts.newDate, time: texts.newTime, required: texts.required }}
        problem={problem}
        dayHint={texts.newTimeHint}
        takenMeanwhile={takenOnDay}
        timeHint={!preferredDate ? texts.newTimeHint : offeredSlots.length === 0 ? texts.noTimesLeft : undefined}
        slots={offeredSlots}
        unavailable={unavailableSlotsOn(preferredDate, unavailableSlots, takenMeanwhile)}
      />
      <Actions>
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {isSubmitting ? texts.moving : texts.confirmMove}
        </Button>
        <Button variant="ghost" onClick={onKeep} disabled={isSubmitting}>
          {texts.keepTime}
        </Button>
      </Actions>
    </Form>
  );
}
