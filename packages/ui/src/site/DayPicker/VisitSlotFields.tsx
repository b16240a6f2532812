// The visit's day and time as both booking forms ask them (the booking dialog, and the manage page's new time):
// on the doctor's grid of open days when the site read them, else as a plain date and the hospital's slots.
import { useEffect, useState } from 'react';
import { useController, type Control, type FieldPath, type UseFormSetFocus, type UseFormSetValue } from 'react-hook-form';
import type { Availability } from '@hospital/contract';
import { DateInput } from '../../DateInput/index.ts';
import { Field } from '../../Field/index.ts';
import type { LoadState } from '../../shared/loadState.ts';
import { OpenSlotFields, TimeSlotField, type OpenSlotFieldControl, type OpenSlotFieldsProps } from './OpenSlotFields.tsx';

/** The two values a form keeps the visit's day and time in, named as the contract names them. */
export interface VisitSlotValues {
  preferredDate: string;
  preferredTime: string;
}

/**
 * A doctor's open days as the site read them (GET availability), with the read's state: the form offers only these
 * days and their slots. `availability` is undefined while the first ones load; another doctor's answer (the choice
 * just changed) counts as loading. Read a month at a time (one read takes at most 62 days, a visit may be booked a
 * year ahead), `months` says which months the days cover, the grid reports the month it shows through
 * `onMonthShown`, and the load state is that month's.
 */
export interface DoctorDays extends LoadState {
  availability: Availability | undefined;
  /** The grid's last day, `YYYY-MM-DD`: the last day read, or the last a visit may be booked on when read by month. */
  to: string;
  /** The months (`YYYY-MM`) `availability` covers; a month shown that is not among them is loading. All, when not given. */
  months?: readonly string[] | undefined;
  /** Called with the month the grid shows, so the site reads its days. */
  onMonthShown?: ((month: string) => void) | undefined;
}

/** What `useVisitSlot` gives: the form's two values, and the doctor's grid when it is shown. */
export interface VisitSlot {
  date: OpenSlotFieldControl;
  time: OpenSlotFieldControl;
  /** The chosen doctor's open days; undefined while they load, or without a doctor or their days. */
  openDays: Availability['days'] | undefined;
  /** With a doctor chosen and their days given: the grid's state and its "take this slot". */
  grid: Pick<OpenSlotFieldsProps, 'days' | 'isLoading' | 'error' | 'onRetry' | 'max' | 'loadedMonths' | 'onMonthShown' | 'onChooseSlot'> | undefined;
  /** Focuses the time once the day's slots are drawn again (a slot taken for the patient, or refused with a 409). */
  focusTime: () => void;
}

interface VisitSlotForm<Fields extends VisitSlotValues, Output> {
  control: Control<Fields, unknown, Output>;
  setValue: UseFormSetValue<Fields>;
  setFocus: UseFormSetFocus<Fields>;
}

// The form holds more fields than these two; both are strings whatever else it holds.
const DATE = 'preferredDate';
const TIME = 'preferredTime';

/** Wires a booking form's day and time to the doctor's open days (`VisitSlotFields` draws them). */
export function useVisitSlot<Fields extends VisitSlotValues, Output>(
  { control, setValue, setFocus }: VisitSlotForm<Fields, Output>,
  doctorId: number | undefined,
  doctorDays: DoctorDays | undefined,
): VisitSlot {
  const slotControl = control as unknown as Control<VisitSlotValues>;
  const setSlotValue = setValue as unknown as UseFormSetValue<VisitSlotValues>;
  const { field: date } = useController({ control: slotControl, name: DATE });
  const { field: time } = useController({ control: slotControl, name: TIME });
  const [focusTurn, setFocusTurn] = useState(0);
  useEffect(() => {
    if (focusTurn > 0) setFocus(TIME as FieldPath<Fields>);
  }, [focusTurn, setFocus]);
  const focusTime = () => setFocusTurn((turn) => turn + 1);

  const shown = doctorId !== undefined && doctorDays !== undefined;
  const openDays = shown && doctorDays.availability?.doctorId === doctorId ? doctorDays.availability.days : undefined;
  const grid: VisitSlot['grid'] = shown
    ? {
        days: openDays,
        isLoading: doctorDays.isLoading,
        error: doctorDays.error,
        onRetry: doctorDays.onRetry,
        max: doctorDays.to,
        loadedMonths: doctorDays.months,
        onMonthShown: doctorDays.onMonthShown,
        onChooseSlot: (slot) => {
          setSlotValue(DATE, slot.date, { shouldValidate: true });
          setSlotValue(TIME, slot.time, { shouldValidate: true });
          // Once the day's slots are drawn: the button pressed is gone with the notice.
          focusTime();
        },
      }
    : undefined;
  return { date, time, openDays, grid, focusTime };
}

export interface VisitSlotFieldsProps {
  slot: VisitSlot;
  /** The first day that can be chosen: today. */
  min: string;
  /** The two labels and the required marker after them, in the page's language. */
  labels: { date: string; time: string; required: string };
  /** A field's message in the page's language. */
  problem: (field: keyof VisitSlotValues) => string | undefined;
  /** Under the time's label on the doctor's grid, before a day is chosen. */
  dayHint: string;
  /** Slots refused meanwhile (a 409) on the chosen day, shown booked whatever the read said. */
  takenMeanwhile?: readonly string[];
  /** Without the doctor's grid: the time's hint, the slots offered and those shown booked. */
  timeHint: string | undefined;
  slots: readonly string[];
  unavailable: readonly string[];
}

/** The visit's day and time: the doctor's grid (`OpenSlotFields`) when `slot.grid` is given, else a plain date and the slots. */
export function VisitSlotFields({ slot, min, labels, problem, dayHint, takenMeanwhile = [], timeHint, slots, unavailable }: VisitSlotFieldsProps) {
  const { date, time, grid } = slot;
  const required = { required: true, requiredText: labels.required } as const;
  if (grid) {
    return (
      <OpenSlotFields
        {...grid}
        min={min}
        dateLabel={labels.date}
        timeLabel={labels.time}
        requiredText={labels.required}
        dateError={problem(DATE)}
        timeError={problem(TIME)}
        timeHint={dayHint}
        date={date}
        time={time}
        takenMeanwhile={takenMeanwhile}
      />
    );
  }
  return (
    <>
      <Field label={labels.date} {...required} error={problem(DATE)}>
        {(props) => (
          <DateInput
            {...props}
            name={date.name}
            ref={date.ref}
            value={date.value}
            onChange={(event) => date.onChange(event.target.value)}
            onBlur={date.onBlur}
            min={min}
          />
        )}
      </Field>
      <TimeSlotField label={labels.time} requiredText={labels.required} hint={timeHint} error={problem(TIME)} time={time} slots={slots} unavailable={unavailable} />
    </>
  );
}
