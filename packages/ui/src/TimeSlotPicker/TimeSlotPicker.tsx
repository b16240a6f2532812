import { useId, useState, type ComponentPropsWithoutRef, type FocusEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { HOSPITAL_TIME_SLOTS } from '@hospital/contract';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing } from '../theme/focusRing.ts';
import { useIntlLocale, useUiTexts } from '../UiTexts/index.ts';

/** `other` holds any slot whose time cannot be read, so a typo shows up instead of vanishing. */
export type SlotPeriod = 'morning' | 'afternoon' | 'other';

export interface SlotGroup {
  period: SlotPeriod;
  slots: string[];
}

const PERIOD_ORDER: readonly SlotPeriod[] = ['morning', 'afternoon', 'other'];

export const DEFAULT_PERIOD_LABELS: Readonly<Record<SlotPeriod, string>> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  other: 'Other times',
};

/** The words the picker writes itself: its groups' headings and the marker on a taken slot. */
export interface TimeSlotPickerTexts {
  periods: Readonly<Record<SlotPeriod, string>>;
  booked: string;
  /** Under a slot that takes more than one patient: "2 places left", "1 place left". */
  placesLeft: (count: number) => string;
}

declare module '../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    timeSlotPicker: TimeSlotPickerTexts;
  }
}

export const TIME_SLOT_PICKER_TEXTS: TimeSlotPickerTexts = {
  periods: DEFAULT_PERIOD_LABELS,
  booked: 'Booked',
  placesLeft: (count) => (count === 1 ? '1 place left' : `${count} places left`),
};

/** Minutes after midnight of "9:30 AM", "2 p.m." or "14:00"; undefined when the slot is not a time. */
function slotClock(slot: string): number | undefined {
  const twelveHour = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?\s*$/i.exec(slot);
  if (twelveHour) {
    const hour = Number(twelveHour[1]);
    const minute = Number(twelveHour[2] ?? 0);
    if (hour < 1 || hour > 12 || minute > 59) return undefined;
    return ((hour % 12) + (twelveHour[3]?.toLowerCase() === 'p' ? 12 : 0)) * 60 + minute;
  }
  const twentyFourHour = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(slot);
  if (!twentyFourHour) return undefined;
  const hour = Number(twentyFourHour[1]);
  const minute = Number(twentyFourHour[2]);
  return hour > 23 || minute > 59 ? undefined : hour * 60 + minute;
}

/**
 * A slot as a page in `locale` writes it: the hospital's own text on English pages ("9:30 AM", as the contract and
 * the API write it), and through Intl elsewhere: "सुबह 9:30", "दोपहर 2:00" in hi-IN. Only the label changes: the
 * value sent stays the contract's slot. A slot that is not a time stays as written.
 */
export function slotTimeText(slot: string, locale: string): string {
  if (new Intl.Locale(locale).language === 'en') return slot;
  const minutes = slotClock(slot);
  if (minutes === undefined) return slot;
  // As shared/localeFormat's formatTime writes a time of day, with the part of the day; not imported from there, so
  // the booking dialog's chunk needs no chunk of its own for it (which English pages would list, and pay for).
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', dayPeriod: 'short' });
  return time.format(Date.UTC(2026, 0, 1, 0, minutes));
}

/** `'9:30 AM'` and `'09:30'` are morning; `'2:00 PM'`, `'12:00 PM'` and `'14:00'` afternoon; anything else other. */
export function slotPeriod(slot: string): SlotPeriod {
  const minutes = slotClock(slot);
  if (minutes === undefined) return 'other';
  return minutes < 12 * 60 ? 'morning' : 'afternoon';
}

/** The slots split into morning, afternoon (and other) groups, in that order; each keeps the given order; empty groups are left out. */
export function groupSlotsByPeriod(slots: readonly string[]): SlotGroup[] {
  return PERIOD_ORDER.map((period) => ({ period, slots: slots.filter((slot) => slotPeriod(slot) === period) })).filter(
    (group) => group.slots.length > 0,
  );
}

export interface TimeSlotPickerProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'onBlur' | 'defaultValue' | 'role'> {
  /** The radios' shared name, e.g. react-hook-form's `field.name`. Generated when not given. */
  name?: string;
  /** The slots offered, in order. */
  slots?: readonly string[];
  /** Slots already taken: shown, marked "Booked", and not selectable. */
  unavailable?: readonly string[];
  /** Places left by slot, for slots that take more than one patient (the doctor's availability): "2 places left" under the time. */
  placesLeft?: Readonly<Record<string, number>>;
  /** The chosen slot; `''`, `null` or a slot not in `slots` means none. Leave undefined to let the picker keep its own state. */
  value?: string | null;
  /** The first choice when `value` is not given. */
  defaultValue?: string;
  /** Called with the chosen slot's text, e.g. `'10:30 AM'`: react-hook-form's `field.onChange` takes it as is. */
  onChange?: (slot: string) => void;
  /** Called once when focus leaves the whole group, not when it moves between slots. */
  onBlur?: () => void;
  disabled?: boolean;
  /** The marker on unavailable slots; the page's language's word (`UiTextsProvider`) when not given. */
  bookedText?: ReactNode;
  /** Headings of the groups; the page's language's (`UiTextsProvider`) when not given. */
  periodLabels?: Partial<Record<SlotPeriod, string>>;
  /**
   * Reaches the radio that Tab lands on (the chosen one, else the first free one), so react-hook-form's
   * `Controller` can focus the picker when its value is invalid: a `<div>` could not take that focus.
   */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Pick one of the hospital's time slots. A `radiogroup` of native radios drawn as chips: Tab enters at the
 * chosen slot, arrow keys move the choice and skip booked slots, exactly as the browser does for radios.
 * Each chip says its time in the page's language (`slotTimeText`); its value is the slot as given.
 * It needs an accessible name: put it in `<Field group label="Preferred time">` or pass `aria-label`.
 *
 * ```tsx
 * <Field group label="Preferred time" required error={errors.preferredTime?.message}>
 *   {(controlProps) => (
 *     <Controller name="preferredTime" control={control}
 *       render={({ field }) => <TimeSlotPicker {...controlProps} {...field} unavailable={booked} />} />
 *   )}
 * </Field>
 * ```
 */
export function TimeSlotPicker({
  name,
  slots = HOSPITAL_TIME_SLOTS,
  unavailable = [],
  placesLeft,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  disabled = false,
  bookedText,
  periodLabels,
  ref,
  ...rest
}: TimeSlotPickerProps) {
  const texts = useUiTexts('timeSlotPicker', TIME_SLOT_PICKER_TEXTS);
  const locale = useIntlLocale();
  const baseId = useId();
  const radioName = name ?? `${baseId}-slot`;
  // Always controlled inside, so the radios never switch from uncontrolled to controlled when a form
  // starts with `undefined` and then gets a value.
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value === undefined ? ownValue : (value ?? '');
  const labels = { ...texts.periods, ...periodLabels };

  const isFree = (slot: string) => !disabled && !unavailable.includes(slot);
  const tabStop = slots.includes(current) && isFree(current) ? current : slots.find(isFree);

  const choose = (slot: string) => {
    setOwnValue(slot);
    onChange?.(slot);
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  return (
    <Root {...rest} role="radiogroup" onBlur={handleBlur}>
      {groupSlotsByPeriod(slots).map(({ period, slots: groupSlots }) => {
        const labelId = `${baseId}-${period}`;
        return (
          <Group key={period} role="group" aria-labelledby={labelId}>
            <GroupLabel id={labelId}>{labels[period]}</GroupLabel>
            <Chips>
              {groupSlots.map((slot) => {
                const booked = unavailable.includes(slot);
                const places = booked ? undefined : placesLeft?.[slot];
                return (
                  <Chip key={slot} data-booked={booked || undefined}>
                    <Radio
                      ref={slot === tabStop ? ref : undefined}
                      type="radio"
                      name={radioName}
                      value={slot}
                      checked={slot === current}
                      disabled={disabled || booked}
                      onChange={() => choose(slot)}
                    />
                    <CheckMark aria-hidden="true" viewBox="0 0 16 16" focusable="false">
                      <path
                        d="M3 8.5l3.25 3.25L13 5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </CheckMark>
                    <SlotText data-part="slot">{slotTimeText(slot, locale)}</SlotText>
                    {booked ? <BookedMarker>{bookedText ?? texts.booked}</BookedMarker> : null}
                    {places !== undefined ? <PlacesMarker>{texts.placesLeft(places)}</PlacesMarker> : null}
                  </Chip>
                );
              })}
            </Chips>
          </Group>
        );
      })}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Group = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
`;

const GroupLabel = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.medium};
  line-height: ${cssVar.font.lineHeight.body};
`;

/* Two columns on a 360px phone, more as space allows; equal widths keep the times in a tidy grid. */
const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${cssVar.space[16]} * 2), 1fr));
  gap: ${cssVar.space[2]};
`;

const CheckMark = styled.svg`
  display: none;
  flex: none;
  inline-size: ${cssVar.size.icon.sm};
  block-size: ${cssVar.size.icon.sm};
`;

const SlotText = styled.span`
  white-space: nowrap;
`;

const BookedMarker = styled.span`
  flex-basis: 100%;
  font-size: ${cssVar.font.size.sm};
  font-weight: ${cssVar.font.weight.semibold};
  text-align: center;
`;

const PlacesMarker = styled.span`
  flex-basis: 100%;
  font-size: ${cssVar.font.size.sm};
  font-weight: ${cssVar.font.weight.regular};
  text-align: center;
`;

/* Covers the whole chip, invisible: the chip is the radio's hit area and the radio keeps native keyboard and screen reader behaviour. */
const Radio = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Chip = styled.label`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  column-gap: ${cssVar.space[1]};
  min-block-size: ${cssVar.size.control.md};
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.medium};
  line-height: ${cssVar.font.lineHeight.tight};
  cursor: pointer;
  touch-action: manipulation;
  transition:
    background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    border-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:hover:has(input:enabled:not(:checked)) {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.brandSubtle};
  }

  ${Root}[aria-invalid='true'] &:has(input:enabled) {
    border-color: ${cssVar.color.danger};
  }

  /* Chosen: a filled chip and a check mark, so the choice does not rest on colour alone. */
  &:has(input:checked) {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }

  &:has(input:checked) ${CheckMark} {
    display: block;
  }

  &:has(input:focus-visible) {
    ${focusRing}
  }

  /* Booked: dashed edge, struck-through time and the "Booked" word, not a paler colour alone. */
  &:has(input:disabled) {
    border-style: dashed;
    border-color: ${cssVar.color.borderStrong};
    background-color: ${cssVar.color.surfaceMuted};
    color: ${cssVar.color.textMuted};
    cursor: not-allowed;
  }

  &[data-booked] ${SlotText} {
    text-decoration: line-through;
  }

  &:has(input:disabled:checked) {
    background-color: ${cssVar.color.surfaceMuted};
    color: ${cssVar.color.textMuted};
  }
`;
