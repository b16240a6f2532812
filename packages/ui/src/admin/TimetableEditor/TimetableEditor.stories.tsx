import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { TimetableImpact, WeeklySession } from '@hospital/contract';
import { TimetableEditor } from './TimetableEditor.tsx';

const weekday = (day: WeeklySession['weekday']): WeeklySession[] => [
  { weekday: day, start: '09:00', end: '12:00', slotMinutes: 30, capacity: 1 },
  { weekday: day, start: '14:00', end: '17:30', slotMinutes: 30, capacity: 1 },
];

/** The standard OPD: Monday to Friday mornings and afternoons, Saturday 9 to 2, Sunday closed. */
export const weeklyData: WeeklySession[] = [
  ...weekday(1),
  ...weekday(2),
  ...weekday(3),
  ...weekday(4),
  ...weekday(5),
  { weekday: 6, start: '09:00', end: '14:00', slotMinutes: 30, capacity: 1 },
];

export const noImpactData: TimetableImpact = { affected: [], affectedVisits: [] };

export const impactData: TimetableImpact = {
  affected: [41, 57],
  affectedVisits: [
    { id: 57, reference: 'CCH-7K4Q-M2XD', patientName: 'Ramesh Gupta', preferredDate: '2026-12-07', preferredTime: '4:30 PM' },
    { id: 41, reference: 'CCH-3F9A-P1QZ', patientName: 'Sunita Devi', preferredDate: '2026-12-07', preferredTime: '4:00 PM' },
  ],
};

const meta = {
  title: 'Admin/TimetableEditor',
  component: TimetableEditor,
  excludeStories: /.*Data$/,
  args: {
    doctorName: 'Dr. Priya Sharma',
    weekly: weeklyData,
    onPreview: fn(async () => noImpactData),
    onSave: fn(async () => undefined),
  },
  argTypes: { weekly: { control: false } },
} satisfies Meta<typeof TimetableEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayOf = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('region', { name });
const sessionOf = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('group', { name });
const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The week as saved: each session with its slots previewed and each day's total. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const monday = dayOf(canvas, 'Monday');
    await expect(within(monday).getByText('13 slots, 13 patients')).toBeVisible();
    await expect(within(sessionOf(canvas, 'Monday, session 1')).getByText('9:00 AM, 9:30 AM, ... 11:30 AM — 6 slots, 1 patient each')).toBeVisible();
    await expect(within(dayOf(canvas, 'Sunday')).getByText('Closed')).toBeVisible();
    // Nothing changed yet: nothing to save.
    await expect(canvas.getByRole('button', { name: 'Save timetable' })).toBeDisabled();
  },
};

/**
 * Everything by keyboard: add a session, change its end and see its slots change, make it overlap and see the
 * error at the session, then Save, which refuses and takes focus to the problem.
 */
export const KeyboardEditing: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    await step('add a session on Monday: the new session’s start gets the focus', async () => {
      canvas.getByRole('button', { name: 'Add session on Monday' }).focus();
      await userEvent.keyboard('{Enter}');
      const added = sessionOf(canvas, 'Monday, session 3');
      await waitFor(() => expect(within(added).getByLabelText(/^Start/)).toHaveFocus());
      await expect(within(added).getByLabelText(/^Start/)).toHaveValue('17:30');
      await expect(within(added).getByLabelText(/^End/)).toHaveValue('20:30');
      await expect(within(added).getByLabelText(/^Slot length/)).toHaveValue('30');
    });
    await step('change its end: the preview follows', async () => {
      await userEvent.tab();
      const added = sessionOf(canvas, 'Monday, session 3');
      await expect(within(added).getByLabelText(/^End/)).toHaveFocus();
      await userEvent.keyboard('{Backspace>5/}19:00');
      await expect(within(added).getByText('5:30 PM, 6:00 PM, 6:30 PM — 3 slots, 1 patient each')).toBeVisible();
      await userEvent.tab();
      await expect(within(added).getByLabelText(/^Slot length/)).toHaveFocus();
      await userEvent.selectOptions(within(added).getByLabelText(/^Slot length/), '15');
      await expect(within(added).getByText('5:30 PM, 5:45 PM, ... 6:45 PM — 6 slots, 1 patient each')).toBeVisible();
    });
    await step('make it start inside the afternoon session: an overlap, shown at the session', async () => {
      const added = sessionOf(canvas, 'Monday, session 3');
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(within(added).getByLabelText(/^Start/)).toHaveFocus();
      await userEvent.keyboard('{Backspace>5/}17:00');
      await userEvent.tab();
      await expect(within(added).getByText('Overlaps another session on the same day')).toBeVisible();
      await expect(within(added).getByLabelText(/^Start/)).toHaveAttribute('aria-invalid', 'true');
    });
    await step('Save refuses, says why and takes the focus to the problem', async () => {
      canvas.getByRole('button', { name: 'Save timetable' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('alert')).toHaveTextContent('Fix the problems marked above before saving.');
      await waitFor(() => expect(within(sessionOf(canvas, 'Monday, session 2')).getByLabelText(/^Start/)).toHaveFocus());
      await expect(args.onPreview).not.toHaveBeenCalled();
    });
    await step('remove the session by keyboard: the focus goes back to the day’s Add button', async () => {
      within(sessionOf(canvas, 'Monday, session 3')).getByRole('button', { name: 'Remove Monday, session 3' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Add session on Monday' })).toHaveFocus();
      await expect(canvas.queryByRole('alert')).toHaveTextContent('');
      await expect(canvas.getByRole('button', { name: 'Save timetable' })).toBeDisabled();
    });
  },
};

/** Sunday gets a session; the server finds no booking it strands, so it is saved at once. */
export const SaveWithoutImpact: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add session on Sunday' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save timetable' }));
    const expected = [...weeklyData, { weekday: 7, start: '09:00', end: '12:00', slotMinutes: 15, capacity: 1 }];
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expected));
    await expect(args.onPreview).toHaveBeenCalledWith(expected);
  },
};

/** Shorter Monday hours leave two bookings outside: they are listed, and nothing is saved until confirmed. */
export const SaveWithAffectedBookings: Story = {
  args: { onPreview: fn(async () => impactData) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const afternoon = sessionOf(canvas, 'Monday, session 2');
    const end = within(afternoon).getByLabelText(/^End/);
    await userEvent.clear(end);
    await userEvent.type(end, '16:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save timetable' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Save Dr. Priya Sharma’s timetable?' });
    await waitFor(() => expect(within(dialog).getByText('2 bookings need a new time.')).toBeVisible());
    const visits = within(within(dialog).getByRole('list', { name: 'Bookings that need a new time' })).getAllByRole('listitem');
    await expect(visits.map((item) => item.textContent)).toEqual([
      'Sunita DeviCCH-3F9A-P1QZMon 7 Dec 2026, 4:00 PM',
      'Ramesh GuptaCCH-7K4Q-M2XDMon 7 Dec 2026, 4:30 PM',
    ]);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save timetable' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
  },
};

/** The server refused a session (another admin's change came first): its reason is shown at that session. */
export const ServerErrors: Story = {
  args: { serverErrors: { 'weekly.1.start': 'Overlaps another session on the same day' } },
  play: async ({ canvas }) => {
    await expect(within(sessionOf(canvas, 'Monday, session 2')).getByText('Overlaps another session on the same day')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { weekly: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the timetable...')).toBeVisible();
  },
};

/** A doctor without sessions: every day closed, each with its Add button. */
export const Empty: Story = {
  args: { weekly: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Closed')).toHaveLength(7);
  },
};

export const Error: Story = {
  args: { weekly: undefined, error: new globalThis.Error('500'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load the timetable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A visiting consultant's busy week: four sessions a day with 10-minute slots and 20 patients each. */
export const LongContent: Story = {
  args: {
    doctorName: 'Dr. Venkata Lakshmi Narasimha Satyanarayana Chakravarthula',
    weekly: ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((day) => [
      { weekday: day, start: '06:00', end: '09:00', slotMinutes: 10, capacity: 20 },
      { weekday: day, start: '09:00', end: '13:00', slotMinutes: 10, capacity: 20 },
      { weekday: day, start: '14:00', end: '18:00', slotMinutes: 10, capacity: 20 },
      { weekday: day, start: '18:00', end: '23:50', slotMinutes: 10, capacity: 20 },
    ]),
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
