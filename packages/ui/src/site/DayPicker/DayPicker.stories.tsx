import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { availabilityMonthRange, lastBookableDay } from '@hospital/contract';
import { Field } from '../../Field/index.ts';
import { DayPicker, type DayPickerProps } from './DayPicker.tsx';
import { FULL_DAY, LAST_DAY, TODAY, availabilityFixture } from '../availabilityFixtures.ts';
import { NextOpenNotice } from './NextOpenNotice.tsx';
import { OpenSlotFields } from './OpenSlotFields.tsx';
import type { OpenSlot } from './openDays.ts';

export const availabilityData = availabilityFixture();

/** The picker as a form holds it: inside a group `Field`, which names it, its value kept as react-hook-form would. */
function Controlled(args: DayPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Field group label="Preferred Date" required requiredText="required">
      {({ 'aria-required': _required, ...props }) => (
        <DayPicker
          {...props}
          {...args}
          value={value}
          onChange={(date) => {
            setValue(date);
            args.onChange(date);
          }}
        />
      )}
    </Field>
  );
}

const meta = {
  title: 'Site/DayPicker',
  component: DayPicker,
  excludeStories: /.*Data$/,
  args: {
    days: availabilityData.days,
    value: '',
    onChange: fn(),
    onBlur: fn(),
    min: TODAY,
    max: LAST_DAY,
    name: 'preferredDate',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvas: { getByRole: (role: 'button', options: { name: RegExp }) => HTMLElement }, pattern: RegExp) => canvas.getByRole('button', { name: pattern });

/** November 2026 from today: Sundays and the leave day cannot be chosen, 1 December shows as fully booked. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('names the month and the grid', async () => {
      await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    });
    await step('only the open days can be chosen', async () => {
      await expect(day(canvas, /^Sunday, November 29, 2026, Not available$/)).toHaveAttribute('aria-disabled', 'true');
      await expect(day(canvas, /^Thursday, November 26, 2026$/)).not.toHaveAttribute('aria-disabled');
      await expect(day(canvas, /^Wednesday, November 25, 2026, Not available$/)).toHaveAttribute('aria-disabled', 'true');
    });
  },
};

/**
 * The keyboard, as the APG date grid: one Tab stop on the first open day; arrows move a day or a week, Home and End
 * to the week's ends, Page Down a month; Enter chooses; a closed day cannot be chosen; Tab leaves the grid.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('Tab lands on the first open day', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(day(canvas, /^Thursday, November 26, 2026$/)).toHaveFocus();
    });
    await step('arrows move a day and a week, across months', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(day(canvas, /^Friday, November 27, 2026$/)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
      await expect(day(canvas, /^Friday, December 4, 2026$/)).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(day(canvas, /^Thursday, December 3, 2026, Not available$/)).toHaveFocus();
    });
    await step('a day on leave cannot be chosen', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('Home and End go to the week’s Monday and Sunday', async () => {
      await userEvent.keyboard('{Home}');
      await expect(day(canvas, /^Monday, November 30, 2026$/)).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(day(canvas, /^Sunday, December 6, 2026, Not available$/)).toHaveFocus();
    });
    await step('Page Down moves a month; Enter chooses an open day', async () => {
      await userEvent.keyboard('{PageDown}');
      await expect(day(canvas, /^Wednesday, January 6, 2027$/)).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-06');
      await expect(day(canvas, /^Wednesday, January 6, 2027$/).closest('td')).toHaveAttribute('aria-selected', 'true');
    });
    await step('Space chooses too, and Tab leaves the grid', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-07');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /^Thursday, January 7, 2027$/ })).not.toHaveFocus();
      await waitFor(() => expect(args.onBlur).toHaveBeenCalled());
    });
  },
};

/** A full day can be chosen (the form then offers the next open time); the month buttons page through the window. */
export const FullDay: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    const full = day(canvas, /^Tuesday, December 1, 2026, Fully booked$/);
    await expect(full).not.toHaveAttribute('aria-disabled');
    await userEvent.click(full);
    await expect(args.onChange).toHaveBeenLastCalledWith(FULL_DAY);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('grid', { name: 'January 2027' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await expect(day(canvas, /^Wednesday, January 27, 2027, Not available$/)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A chosen day shows its month. */
export const Chosen: Story = {
  args: { value: '2026-12-10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(day(canvas, /^Thursday, December 10, 2026$/).closest('td')).toHaveAttribute('aria-selected', 'true');
  },
};

/** A phone: the grid fits 360 px without scrolling sideways, each day a finger's width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: '2026-12-10' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(day(canvas, /^Thursday, December 10, 2026$/).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A Hindi page: the month, the weekdays and each day's name in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { value: '2026-12-10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'दिसंबर 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पिछला महीना' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^मंगलवार, 1 दिसंबर 2026, पूरा बुक$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^गुरुवार, 3 दिसंबर 2026, उपलब्ध नहीं$/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Under a full day: when the next open time is, and a button that takes it. */
export const FullDayNotice: StoryObj<typeof NextOpenNotice> = {
  render: () => <NextOpenNotice date={FULL_DAY} next={{ date: '2026-12-02', time: '9:00 AM' }} onChoose={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('All times on Tue 1 Dec are booked. The next open time is Wed 2 Dec, 9:00 AM.');
    await expect(canvas.getByRole('button', { name: 'Choose Wed 2 Dec, 9:00 AM' })).toBeVisible();
  },
};

/** The same in Hindi. */
export const FullDayNoticeHindi: StoryObj<typeof NextOpenNotice> = {
  globals: { locale: 'hi' },
  render: () => <NextOpenNotice date={FULL_DAY} next={{ date: '2026-12-02', time: '9:00 AM' }} onChoose={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/के सभी समय बुक हो चुके हैं। अगला खाली समय बुध 2 दिस/);
    await expect(canvas.getByRole('button', { name: /चुनें$/ })).toBeVisible();
  },
};

/** Day and time together, as the booking dialog and the manage page ask them; a full day offers the next open time. */
function Fields({ state = 'ready' }: { state?: 'ready' | 'loading' | 'error' | 'empty' }) {
  const days = state === 'ready' ? availabilityData.days : state === 'empty' ? [] : undefined;
  const isLoading = state === 'loading';
  const error = state === 'error' ? new globalThis.Error('500') : undefined;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const control = (value: string, set: (value: string) => void, name: string) => ({ name, value, onChange: set, onBlur: () => undefined, ref: () => undefined });
  return (
    <OpenSlotFields
      days={days}
      isLoading={isLoading}
      error={error}
      onRetry={fn()}
      min={TODAY}
      max={LAST_DAY}
      dateLabel="Preferred Date"
      timeLabel="Preferred Time"
      requiredText="required"
      timeHint="Choose one of the doctor's open days above to see its times."
      date={control(date, setDate, 'preferredDate')}
      time={control(time, setTime, 'preferredTime')}
      onChooseSlot={(slot: OpenSlot) => {
        setDate(slot.date);
        setTime(slot.time);
      }}
    />
  );
}

/** The day, then its slots with the places left; a full day says when the next open time is and takes it. */
export const WithSlots: StoryObj<typeof Fields> = {
  render: () => <Fields />,
  play: async ({ canvas, userEvent, step }) => {
    await step('places left on slots that take two patients; a taken one is booked', async () => {
      await userEvent.click(day(canvas, /^Friday, November 27, 2026$/));
      await expect(canvas.getByRole('radio', { name: '9:00 AM 2 places left' })).toBeEnabled();
      await expect(canvas.getByRole('radio', { name: '9:30 AM 1 place left' })).toBeEnabled();
      await expect(canvas.getByRole('radio', { name: /2:30 PM Booked/ })).toBeDisabled();
    });
    await step('a full day offers the next open time', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
      await userEvent.click(day(canvas, /^Tuesday, December 1, 2026, Fully booked$/));
      await expect(canvas.getByText('All times on Tue 1 Dec are booked. The next open time is Wed 2 Dec, 9:00 AM.')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Choose Wed 2 Dec, 9:00 AM' }));
      await expect(day(canvas, /^Wednesday, December 2, 2026$/).closest('td')).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('radio', { name: /^9:00 AM/ })).toBeChecked();
    });
  },
};

/** While the doctor's days load. */
export const Loading: StoryObj<typeof Fields> = {
  render: () => <Fields state="loading" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading the doctor's open days...")).toBeVisible();
  },
};

/** The read failed: say so, and try again. */
export const Error: StoryObj<typeof Fields> = {
  render: () => <Fields state="error" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The doctor's open days could not be loaded.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** No open day in the weeks read (a long leave, no sessions). */
export const Empty: StoryObj<typeof Fields> = {
  render: () => <Fields state="empty" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/has no open day in the coming weeks/)).toBeVisible();
  },
};

/** The last day a visit may be booked on, a year from the stories' today. */
const HORIZON = lastBookableDay(TODAY);

/**
 * The months a `MonthByMonth` picker asked for and is still waiting on, each with what gives it its days: a play
 * function answers a month when it has seen it loading, as the site's read would.
 */
const monthsAsked = new Map<string, () => void>();

/** The picker as the booking forms hold it: the doctor's days read a month at a time, as the grid shows each month. */
function MonthByMonth(args: DayPickerProps) {
  const [loaded, setLoaded] = useState<readonly string[]>(args.loadedMonths ?? []);
  const days = loaded.flatMap((month) => {
    const range = availabilityMonthRange(month, TODAY);
    return range ? availabilityFixture(1, range.from, range.to).days : [];
  });
  return (
    <Controlled
      {...args}
      days={days}
      loadedMonths={loaded}
      onMonthShown={(month) => {
        args.onMonthShown?.(month);
        if (!loaded.includes(month)) monthsAsked.set(month, () => setLoaded((current) => (current.includes(month) ? current : [...current, month])));
      }}
    />
  );
}

const answerMonth = (month: string) => {
  const answer = monthsAsked.get(month);
  if (!answer) throw new globalThis.Error(`the picker never asked for ${month}`);
  monthsAsked.delete(month);
  answer();
};

/**
 * Bookings run a year ahead: the grid pages on to the horizon, says which month it shows, and a month whose days
 * have not come shows them loading (never "Not available") until they do; then they can be chosen.
 */
export const FarMonth: Story = {
  args: { max: HORIZON, loadedMonths: ['2026-11', '2026-12'], onMonthShown: fn() },
  render: (args) => <MonthByMonth {...args} />,
  play: async ({ args, canvas, userEvent, step }) => {
    await expect(args.onMonthShown).toHaveBeenLastCalledWith('2026-11');
    await step('four months on, the days are loading, not unavailable', async () => {
      for (let month = 0; month < 4; month += 1) await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
      await expect(canvas.getByRole('grid', { name: 'March 2027' })).toHaveAttribute('aria-busy', 'true');
      await expect(args.onMonthShown).toHaveBeenLastCalledWith('2027-03');
      await expect(day(canvas, /^Monday, March 1, 2027, Loading$/)).toHaveAttribute('aria-disabled', 'true');
      await expect(canvas.queryByRole('button', { name: /March \d+, 2027, Not available$/ })).toBeNull();
      await expect(canvas.getByText("Loading the doctor's open days...")).toBeVisible();
      await userEvent.click(day(canvas, /^Monday, March 1, 2027, Loading$/));
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('once the month’s days are given, they can be chosen', async () => {
      answerMonth('2027-03');
      await waitFor(() => expect(canvas.getByRole('grid', { name: 'March 2027' })).not.toHaveAttribute('aria-busy'));
      await expect(day(canvas, /^Sunday, March 7, 2027, Not available$/)).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(day(canvas, /^Monday, March 1, 2027$/));
      await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-01');
      await expect(canvas.queryByText("Loading the doctor's open days...")).toBeNull();
    });
  },
};

/** The month buttons stop at the booking horizon: the last month shows its days up to it, the rest not available. */
export const UpToTheHorizon: Story = {
  args: { max: HORIZON, loadedMonths: ['2026-11', '2026-12'], onMonthShown: fn() },
  render: (args) => <MonthByMonth {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    for (let month = 0; month < 12; month += 1) await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('grid', { name: 'November 2027' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await expect(args.onMonthShown).toHaveBeenLastCalledWith('2027-11');
    answerMonth('2027-11');
    await waitFor(() => expect(day(canvas, /^Friday, November 26, 2027$/)).not.toHaveAttribute('aria-disabled'));
    await expect(day(canvas, /^Saturday, November 27, 2027, Not available$/)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A month whose days have not come: every day of it loading, said beside the grid. */
export const MonthLoading: Story = {
  args: { days: [], max: HORIZON, loadedMonths: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toHaveAttribute('aria-busy', 'true');
    await expect(day(canvas, /^Friday, November 27, 2026, Loading$/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(canvas, /^Wednesday, November 25, 2026, Not available$/)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText("Loading the doctor's open days...")).toBeVisible();
  },
};

/** The same in Hindi. */
export const MonthLoadingHindi: Story = {
  ...MonthLoading,
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^शुक्रवार, 27 नवंबर 2026, लोड हो रहा है$/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('डॉक्टर के खुले दिन लोड हो रहे हैं...')).toBeVisible();
  },
};

/** A month's read failed: said beside the grid, with Try again; its days stay unchosen. */
export const MonthFailed: Story = {
  args: { days: [], max: HORIZON, loadedMonths: [], monthError: new globalThis.Error('500'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("The doctor's open days could not be loaded.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
