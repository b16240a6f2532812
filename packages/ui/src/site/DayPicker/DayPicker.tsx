import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import type { Availability } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { useIntlLocale, useUiTexts } from '../../UiTexts/index.ts';
import { DAY_PICKER_TEXTS } from './dayPickerTexts.ts';
import { DayButton, Grid, Legend, LegendItem, MonthBar, MonthHeading, MonthStatus, NavButton, Root } from './dayPickerStyles.ts';
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
  /** The first and last day the grid shows: today and the last day a visit may be booked on. */
  min: string;
  max: string;
  /**
   * The months (`YYYY-MM`) whose days `days` holds, when the page reads them a month at a time: the days of a month
   * shown that is not among them are loading, not "Not available". Every month, when not given.
   */
  loadedMonths?: readonly string[] | undefined;
  /** Called with the month the grid shows (`YYYY-MM`), as it opens and whenever it moves, so the page reads its days. */
  onMonthShown?: ((month: string) => void) | undefined;
  /** The shown month's read failed: said under the grid, with Try again when `onRetry` is given. */
  monthError?: unknown;
  onRetry?: (() => void) | undefined;
  /** A hidden input carries the value under this name, so a plain form post still has it. */
  name?: string;
  /** Reaches the day button Tab lands on, so react-hook-form can focus the picker when its value is invalid. */
  ref?: Ref<HTMLButtonElement>;
}

/** A day on the grid: as the doctor's days say (`DayState`), or `loading` while its month is being read. */
type GridDayState = DayState | 'loading';

/**
 * A month grid of a doctor's days (the APG date picker's grid, drawn inline): only the days the doctor works can be
 * chosen, a day with every slot taken is marked full, every other day is shown but disabled; the days of a month not
 * yet read show as loading. One Tab stop; the arrow keys move a day or a week, Home and End to the week's Monday and
 * Sunday, Page Up and Page Down a month, Enter or Space chooses. It needs a name: put it in
 * `<Field group label="Preferred Date">`.
 */
export function DayPicker({ days, value, onChange, onBlur, min, max, name, loadedMonths, onMonthShown, monthError, onRetry, ref, ...rest }: DayPickerProps) {
  const texts = useUiTexts('dayPicker', DAY_PICKER_TEXTS);
  const stateTexts = useUiTexts('states', STATE_TEXTS);
  const locale = useIntlLocale();
  const baseId = useId();
  const headingId = `${baseId}-month`;
  const legendId = `${baseId}-legend`;
  const states = dayStates(days);

  const [focusDate, setFocusDate] = useState(() => initialFocusDate(value, days, min));
  const [month, setMonth] = useState(() => monthOf(initialFocusDate(value, days, min)));
  // The grid takes the first open day as its Tab stop once the days arrive or change (another doctor). Days of more
  // months joining them (the page reads each month as the grid shows it) leave the grid where the patient took it.
  const daysKey = days.map((day) => day.date).join();
  const [shownDaysKey, setShownDaysKey] = useState(daysKey);
  if (daysKey !== shownDaysKey) {
    setShownDaysKey(daysKey);
    if (!onlyJoined(shownDaysKey, days)) {
      const start = initialFocusDate(value, days, min);
      setFocusDate(start);
      setMonth(monthOf(start));
    }
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

  useEffect(() => {
    onMonthShown?.(month);
  }, [month, onMonthShown]);

  const monthLoaded = loadedMonths === undefined || loadedMonths.includes(month);
  const monthFailed = !monthLoaded && monthError !== undefined && monthError !== null && monthError !== false;
  const stateOf = (date: string): GridDayState => {
    if (date < min || date > max) return 'closed';
    if (!monthLoaded) return 'loading';
    return states.get(date) ?? 'closed';
  };

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
      <Grid role="grid" aria-labelledby={headingId} aria-describedby={legendId} aria-busy={!monthLoaded || undefined}>
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
                const said = { open: undefined, full: texts.full, closed: texts.closed, loading: texts.dayLoading }[state];
                const label = said === undefined ? longDayText(date, locale) : `${longDayText(date, locale)}, ${said}`;
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
                      aria-disabled={state === 'closed' || state === 'loading' || undefined}
                      data-state={state}
                      data-selected={selected || undefined}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocusDate(date)}
                      onClick={() => {
                        if (state === 'closed' || state === 'loading') return;
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
      {/* Beside the busy grid, not in it, so it is heard; always in the page (hidden and empty once the month is
          read, taking no room) so its words are announced as they change. */}
      <MonthStatus element="p" visuallyHidden={monthLoaded}>
        {monthLoaded ? '' : monthFailed ? texts.error : texts.loading}
      </MonthStatus>
      {monthFailed && onRetry ? (
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
            {stateTexts.tryAgain}
          </Button>
        </div>
      ) : null}
      <Legend id={legendId}>
        <LegendItem data-state="open">{texts.legendOpen}</LegendItem>
        <LegendItem data-state="full">{texts.legendFull}</LegendItem>
        <LegendItem data-state="closed">{texts.legendClosed}</LegendItem>
      </Legend>
    </Root>
  );
}

/** Whether `days` keeps every day of `shownKey` (the days shown before, joined by commas) and only adds to them. */
function onlyJoined(shownKey: string, days: Availability['days']): boolean {
  if (shownKey === '') return false;
  const dates = new Set(days.map((day) => day.date));
  return shownKey.split(',').every((date) => dates.has(date));
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
