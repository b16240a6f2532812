import type { ComponentProps, Ref } from 'react';
import styled from 'styled-components';
import type { Availability } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Field } from '../../Field/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { Status } from '../../LiveRegion/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { TimeSlotPicker } from '../../TimeSlotPicker/index.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { DayPicker, type DayPickerProps } from './DayPicker.tsx';
import { DAY_PICKER_TEXTS } from './dayPickerTexts.ts';
import { NextOpenNotice } from './NextOpenNotice.tsx';
import { daySlotChoice, nextOpenAfter, type OpenSlot } from './openDays.ts';

/** One controlled value of a form (react-hook-form's `field`, from `useController`). */
export interface OpenSlotFieldControl {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLButtonElement & HTMLInputElement>;
}

export interface OpenSlotFieldsProps extends LoadState, Pick<DayPickerProps, 'loadedMonths' | 'onMonthShown'> {
  /**
   * The doctor's open days; undefined while the first ones load. Read a month at a time, the load state
   * (`isLoading`, `error`) is the shown month's, and `loadedMonths` says which months the days cover.
   */
  days: Availability['days'] | undefined;
  /** The grid's first and last day: today and the last day a visit may be booked on. */
  min: string;
  max: string;
  dateLabel: string;
  timeLabel: string;
  /** The required marker after both labels, in the page's language. */
  requiredText: string;
  dateError?: string | undefined;
  timeError?: string | undefined;
  /** Under the time's label before a day is chosen. */
  timeHint?: string | undefined;
  date: OpenSlotFieldControl;
  time: OpenSlotFieldControl;
  /** Slots refused meanwhile (a 409) on the chosen day, shown booked whatever the read said. */
  takenMeanwhile?: readonly string[];
  /** Takes a day and slot at once (the full day's "next open time"). */
  onChooseSlot: (slot: OpenSlot) => void;
}

/**
 * The day and the time of a visit with a chosen doctor, as the booking dialog and the manage page ask them: a month
 * grid of the doctor's open days only, then that day's slots with the places left; a full day says when the next
 * open time is and offers it. Its own loading and error states stand in for the grid while the days load.
 */
export function OpenSlotFields({
  days,
  isLoading,
  error,
  onRetry,
  min,
  max,
  loadedMonths,
  onMonthShown,
  dateLabel,
  timeLabel,
  requiredText,
  dateError,
  timeError,
  timeHint,
  date,
  time,
  takenMeanwhile = [],
  onChooseSlot,
}: OpenSlotFieldsProps) {
  const texts = useUiTexts('dayPicker', DAY_PICKER_TEXTS);
  const states = useUiTexts('states', STATE_TEXTS);
  const required = { required: true, requiredText } as const;

  if (days === undefined) {
    const failed = loadPhase({ isLoading, error }) === 'error';
    return (
      <Field group label={dateLabel} {...required} error={dateError}>
        {(props) =>
          failed ? (
            <Problem id={props.id}>
              <Status element="p">{texts.error}</Status>
              {onRetry ? (
                <div>
                  <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
                    {states.tryAgain}
                  </Button>
                </div>
              ) : null}
            </Problem>
          ) : (
            <LoadingText id={props.id}>{texts.loading}</LoadingText>
          )
        }
      </Field>
    );
  }

  if (!days.some((day) => day.slots.some((slot) => slot.left > 0)) && days.every((day) => day.date !== date.value)) {
    return (
      <Field group label={dateLabel} {...required} error={dateError}>
        {(props) => (
          <Problem id={props.id}>
            <Status element="p">{texts.noOpenDays}</Status>
          </Problem>
        )}
      </Field>
    );
  }

  const choice = daySlotChoice(days, date.value);
  const unavailable = [...choice.unavailable, ...takenMeanwhile.filter((slot) => !choice.unavailable.includes(slot))];
  const dayIsFull = date.value !== '' && choice.slots.length > 0 && choice.slots.every((slot) => unavailable.includes(slot));
  return (
    <>
      <Field group label={dateLabel} {...required} error={dateError}>
        {({ 'aria-required': _required, ...props }) => (
          <DayPicker
            {...props}
            name={date.name}
            ref={date.ref}
            value={date.value}
            onChange={date.onChange}
            onBlur={date.onBlur}
            days={days}
            min={min}
            max={max}
            loadedMonths={loadedMonths}
            onMonthShown={onMonthShown}
            monthError={error}
            onRetry={onRetry}
          />
        )}
      </Field>
      {dayIsFull ? <NextOpenNotice date={date.value} next={nextOpenAfter(days, date.value)} onChoose={onChooseSlot} /> : null}
      <TimeSlotField
        label={timeLabel}
        requiredText={requiredText}
        hint={date.value === '' ? timeHint : undefined}
        error={timeError}
        time={time}
        slots={choice.slots}
        unavailable={unavailable}
        placesLeft={choice.placesLeft}
      />
    </>
  );
}

export interface TimeSlotFieldProps extends Pick<ComponentProps<typeof TimeSlotPicker>, 'slots' | 'unavailable' | 'placesLeft'> {
  label: string;
  /** The required marker after the label, in the page's language. */
  requiredText: string;
  hint?: string | undefined;
  error?: string | undefined;
  time: OpenSlotFieldControl;
}

/** The visit's time, required, as a group of slot choices bound to the form's time control. */
export function TimeSlotField({ label, requiredText, hint, error, time, ...slotChoice }: TimeSlotFieldProps) {
  return (
    <Field group label={label} required requiredText={requiredText} hint={hint} error={error}>
      {(props) => <TimeSlotPicker {...props} name={time.name} ref={time.ref} value={time.value} onChange={time.onChange} onBlur={time.onBlur} {...slotChoice} />}
    </Field>
  );
}

const Problem = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surfaceMuted};

  & p {
    margin: 0;
  }
`;
