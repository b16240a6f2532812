import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import type { Availability } from '@hospital/contract';
import { Status } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { useIntlLocale, useUiTexts } from '../../UiTexts/index.ts';
import { DAY_PICKER_TEXTS } from './dayPickerTexts.ts';
import {
  GRID_KEYS,
  addMonths,
  dayStates,
  initialFocusDate,
  longDayText,
  monthOf,
  monthText,
  monthWeeks,
  movedDate,
  weekdayNames,
  type DayState,
  type GridKey,
} from './openDays.ts';

export interface DayPickerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'onBlur' | 'defaultValue' | 'role'> {
  /** The doctor's bookable days (GET availability): only these can be chosen; a day whose slots are all taken shows as full. */
  days: Availability['days'];
  /** The chosen day, `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with the chosen day (react-hook-form's `field.onChange` takes it as is). */
  onChange: (date: string) => void;
  /** Called once when focus leaves the whole picker. */
  onBlur?: () => void;
  /** The first and last day the grid shows: today and the read's last day. */
  min: string;
  max: string;
  /** A hidden input carries the value under this name, so a plain form post still has it. */
  name?: string;
  /** Reaches the day button Tab lands on, so react-hook-form can focus the picker when its value is invalid. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A month grid of a doctor's days (the APG date picker's grid, drawn inline): only the days the doctor works can be
 * chosen, a day with every slot taken is marked full, every other day is shown but disabled. One Tab stop; the arrow
 * keys move a day or a week, Home and End to the week's Monday and Sunday, Page Up and Page Down a month, Enter or
 * Space chooses. It needs a name: put it in `<Field group label="Preferred Date">`.
 */
export function DayPicker({ days, value, onChange, onBlur, min, max, name, ref, ...rest }: DayPickerProps) {
  const texts = useUiTexts('dayPicker', DAY_PICKER_TEXTS);
  const locale = useIntlLocale();
  const baseId = useId();
  const headingId = `${baseId}-month`;
  const legendId = `${baseId}-legend`;
  const states = dayStates(days);
  const stateOf = (date: string): DayState => (date < min || date > max ? 'closed' : (states.get(date) ?? 'closed'));

  const [focusDate, setFocusDate] = useState(() => initialFocusDate(value, days, min));
  const [month, setMonth] = useState(() => monthOf(initialFocusDate(value, days, min)));
  // The grid takes the first open day as its Tab stop once the days arrive or change (another doctor).
  const daysKey = days.map((day) => day.date).join();
  const [shownDaysKey, setShownDaysKey] = useState(daysKey);
  if (daysKey !== shownDaysKey) {
    setShownDaysKey(daysKey);
    const start = initialFocusDate(value, days, min);
    setFocusDate(start);
    setMonth(monthOf(start));
  }
  // A value chosen from outside (the "next open time" button) shows its month.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) {
      setFocusDate(value);
      setMonth(monthOf(value));
    }
  }

  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    buttons.current.get(focusDate)?.focus();
  }, [focusDate, month]);

  const firstMonth = monthOf(min);
  const lastMonth = monthOf(max);
  const tabStop = monthOf(focusDate) === month ? focusDate : clampToMonth(month, min, max);

  const goTo = (date: string) => {
    moveFocus.current = true;
    setFocusDate(date);
    setMonth(monthOf(date));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    if (!(GRID_KEYS as readonly string[]).includes(event.key)) return;
    event.preventDefault();
    goTo(movedDate(date, event.key as GridKey, { min, max }));
  };

  const showMonth = (next: string) => {
    setMonth(next);
    setFocusDate(clampToMonth(next, min, max));
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  const weekdays = weekdayNames(locale);
  return (
    <Root {...rest} role="group" onBlur={handleBlur}>
      {name !== undefined ? <input type="hidden" name={name} value={value} /> : null}
      <MonthBar>
        <NavButton type="button" aria-label={texts.previousMonth} disabled={month <= firstMonth} onClick={() => showMonth(addMonths(month, -1))}>
          <Chevron direction="back" />
        </NavButton>
        {/* Said when the month changes, so a screen reader hears where Page Down went. */}
        <MonthHeading id={headingId} element="p">
          {monthText(month, locale)}
        </MonthHeading>
        <NavButton type="button" aria-label={texts.nextMonth} disabled={month >= lastMonth} onClick={() => showMonth(addMonths(month, 1))}>
          <Chevron direction="forward" />
        </NavButton>
      </MonthBar>
      <Grid role="grid" aria-labelledby={headingId} aria-describedby={legendId}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((date) => date !== null) ?? month}>
              {week.map((date, index) => {
                if (date === null) return <td key={`empty-${index}`} role="gridcell" />;
                const state = stateOf(date);
                const selected = date === value;
                const label = `${longDayText(date, locale)}${state === 'full' ? `, ${texts.full}` : state === 'closed' ? `, ${texts.closed}` : ''}`;
                return (
                  <td key={date} role="gridcell" aria-selected={selected}>
                    <DayButton
                      type="button"
                      ref={(element) => {
                        if (element) buttons.current.set(date, element);
                        else buttons.current.delete(date);
                        if (date === tabStop && ref) {
                          if (typeof ref === 'function') ref(element);
                          else ref.current = element;
                        }
                      }}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={label}
                      aria-disabled={state === 'closed' || undefined}
                      data-state={state}
                      data-selected={selected || undefined}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocusDate(date)}
                      onClick={() => {
                        if (state === 'closed') return;
                        onChange(date);
                      }}
                    >
                      {Number(date.slice(8, 10))}
                    </DayButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Legend id={legendId}>
        <LegendItem data-state="open">{texts.legendOpen}</LegendItem>
        <LegendItem data-state="full">{texts.legendFull}</LegendItem>
        <LegendItem data-state="closed">{texts.legendClosed}</LegendItem>
      </Legend>
    </Root>
  );
}

/** The day a month's grid starts its Tab stop on: the month's first day within the bounds. */
function clampToMonth(month: string, min: string, max: string): string {
  const first = `${month}-01`;
  if (first < min) return min;
  if (first > max) return max;
  return first;
}

function Chevron({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'back' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  max-inline-size: 26rem;
  min-inline-size: 0;
`;

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[2]};
`;

const MonthHeading = styled(Status)`
  margin: 0;
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
  text-align: center;
`;

const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${cssVar.size.touchTarget};
  block-size: ${cssVar.size.touchTarget};
  padding: 0;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.brand};
  cursor: pointer;

  & > svg {
    inline-size: ${cssVar.size.icon.md};
    block-size: ${cssVar.size.icon.md};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    border-color: ${cssVar.color.border};
    color: ${cssVar.color.textMuted};
    cursor: not-allowed;
  }
`;

const Grid = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: ${cssVar.space[1]};
  table-layout: fixed;

  & th {
    padding-block: ${cssVar.space[1]};
    color: ${cssVar.color.textMuted};
    font-size: ${cssVar.font.size.sm};
    font-weight: ${cssVar.font.weight.medium};
    text-align: center;
  }

  & td {
    padding: 0;
    text-align: center;
  }
`;

const DayButton = styled.button`
  position: relative;
  inline-size: 100%;
  min-block-size: ${cssVar.size.control.md};
  padding: 0;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
  font: inherit;
  font-weight: ${cssVar.font.weight.semibold};
  cursor: pointer;
  touch-action: manipulation;

  &:hover[data-state='open']:not([data-selected]) {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.brandSubtle};
  }

  &:focus-visible {
    ${focusRing}
  }

  /* Full: a dashed edge and a struck-through number, not a colour alone. */
  &[data-state='full'] {
    border-style: dashed;
    background-color: ${cssVar.color.surfaceMuted};
    color: ${cssVar.color.textMuted};
    text-decoration: line-through;
  }

  /* Not a working day: no edge, the muted number, and not choosable. */
  &[data-state='closed'] {
    border-color: transparent;
    background-color: transparent;
    color: ${cssVar.color.textMuted};
    font-weight: ${cssVar.font.weight.regular};
    cursor: not-allowed;
  }

  &[data-selected] {
    border-color: ${cssVar.color.brand};
    border-style: solid;
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }
`;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]} ${cssVar.space[4]};
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
`;

const LegendItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar.space[2]};

  &::before {
    content: '';
    inline-size: ${cssVar.space[4]};
    block-size: ${cssVar.space[4]};
    border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
    border-radius: ${cssVar.radius.sm};
    background-color: ${cssVar.color.surface};
  }

  &[data-state='full']::before {
    border-style: dashed;
    background-color: ${cssVar.color.surfaceMuted};
  }

  &[data-state='closed']::before {
    border-style: dotted;
    border-color: ${cssVar.color.border};
    background-color: transparent;
  }
`;
