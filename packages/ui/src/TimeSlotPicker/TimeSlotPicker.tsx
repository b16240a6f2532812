import { useId, useState, type ComponentPropsWithoutRef, type FocusEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { HOSPITAL_TIME_SLOTS } from '@hospital/contract';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing } from '../theme/focusRing.ts';

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

/** `'9:30 AM'` and `'09:30'` are morning; `'2:00 PM'`, `'12:00 PM'` and `'14:00'` afternoon; anything else other. */
export function slotPeriod(slot: string): SlotPeriod {
  const twelveHour = /^\s*(\d{1,2})(?::\d{2})?\s*([ap])\.?\s*m\.?\s*$/i.exec(slot);
  if (twelveHour) {
    const hour = Number(twelveHour[1]);
    if (hour < 1 || hour > 12) return 'other';
    return twelveHour[2]?.toLowerCase() === 'a' ? 'morning' : 'afternoon';
  }
  const twentyFourHour = /^\s*(\d{1,2}):\d{2}\s*$/.exec(slot);
  if (twentyFourHour) {
    const hour = Number(twentyFourHour[1]);
    if (hour > 23) return 'other';
    return hour < 12 ? 'morning' : 'afternoon';
  }
  return 'other';
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
  /** The chosen slot; `''`, `null` or a slot not in `slots` means none. Leave undefined to let the picker keep its own state. */
  value?: string | null;
  /** The first choice when `value` is not given. */
  defaultValue?: string;
  /** Called with the chosen slot's text, e.g. `'10:30 AM'`: react-hook-form's `field.onChange` takes it as is. */
  onChange?: (slot: string) => void;
  /** Called once when focus leaves the whole group, not when it moves between slots. */
  onBlur?: () => void;
  disabled?: boolean;
  /** The marker on unavailable slots; pass the Hindi word on Hindi pages. */
  bookedText?: ReactNode;
  /** Headings of the groups, e.g. Hindi ones. */
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
  value,
  defaultValue = '',
  onChange,
  onBlur,
  disabled = false,
  bookedText = 'Booked',
  periodLabels,
  ref,
  ...rest
}: TimeSlotPickerProps) {
  const baseId = useId();
  const radioName = name ?? `${baseId}-slot`;
  // Always controlled inside, so the radios never switch from uncontrolled to controlled when a form
  // starts with `undefined` and then gets a value.
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value === undefined ? ownValue : (value ?? '');
  const labels = { ...DEFAULT_PERIOD_LABELS, ...periodLabels };

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
                    <SlotText data-part="slot">{slot}</SlotText>
                    {booked ? <BookedMarker>{bookedText}</BookedMarker> : null}
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
