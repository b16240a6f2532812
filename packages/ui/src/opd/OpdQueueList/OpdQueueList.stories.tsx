import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { opdDayVisits, opdLongDayVisits } from '../opdFixtures.ts';
import { OpdQueueList } from './OpdQueueList.tsx';

const meta = {
  title: 'OPD/OpdQueueList',
  component: OpdQueueList,
  args: {
    visits: opdDayVisits,
    onStatusChange: fn(async () => undefined),
    onCheckIn: fn(async () => ({ token: 7 })),
    onCallNext: fn(async () => ({ token: 3 })),
  },
  argTypes: { visits: { control: false } },
} satisfies Meta<typeof OpdQueueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The row (a list item) that names `name`. */
const rowOf = (canvas: Canvas, name: string) => {
  const row = canvas.getAllByRole('listitem').find((item) => item.textContent?.includes(name));
  if (!row) throw new globalThis.Error(`No row for ${name}`);
  return row;
};
const saying = (canvas: Canvas, text: string) => canvas.getAllByRole('status').find((region) => region.textContent === text);

/**
 * A cardiologist's morning: token 2 in the room, tokens 3, 4 and 5 waiting (5 came past the grace window: Late),
 * 1 seen, 6 absent; three bookings still expected, one made for the department alone. Call token 3 by keyboard.
 */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    await step('the queue is in token order, with the now-serving line', async () => {
      const queue = canvas.getByRole('region', { name: /^Queue/ });
      const tokens = within(queue)
        .getAllByRole('listitem')
        .map((row) => row.firstElementChild?.textContent);
      await expect(tokens).toEqual(['1', '2', '3', '4', '5', '6']);
      await expect(canvas.getByText('Now serving')).toBeVisible();
      await expect(canvas.getByText(/Next: token 3 · 3 waiting/)).toBeVisible();
      await expect(within(rowOf(canvas, 'Vivek Thakur')).getByText('Late')).toBeVisible();
      await expect(within(rowOf(canvas, 'Nisha Joshi')).getByText('Walk-in')).toBeVisible();
      await expect(within(rowOf(canvas, 'Kuldeep Verma')).queryByText('Late')).toBeNull();
    });
    await step('each row offers only what the contract allows', async () => {
      const names = (name: string) =>
        within(rowOf(canvas, name))
          .queryAllByRole('button')
          .map((button) => button.textContent?.split(' token')[0]);
      await expect(names('Kuldeep Verma')).toEqual(['Call', 'Absent', 'Undo check-in']);
      await expect(names('Nisha Joshi')).toEqual(['Call', 'Absent']);
      await expect(names('Geeta Yadav')).toEqual(['Completed', 'Undo call']);
      await expect(names('Ramesh Bhatt')).toEqual(['Undo completed']);
      await expect(names('Sachin Pandey')).toEqual(['Undo absent']);
    });
    await step('Call by keyboard: Tab to it, Enter; the step is announced', async () => {
      const call = canvas.getByRole('button', { name: 'Call token 3, Kuldeep Verma' });
      call.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onStatusChange).toHaveBeenCalledWith(opdDayVisits[2], 'in_consultation');
      await waitFor(() => expect(saying(canvas, 'Token 3 called')).toBeDefined());
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Absent token 3, Kuldeep Verma' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onStatusChange).toHaveBeenCalledWith(opdDayVisits[2], 'no_show');
      await waitFor(() => expect(saying(canvas, 'Token 3 marked absent')).toBeDefined());
    });
  },
};

/** Call next asks the server for the next patient and says which token it called. */
export const CallNext: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Call next' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCallNext).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(saying(canvas, 'Token 3 called')).toBeDefined());
  },
};

/** Another counter called token 3: the next refresh brings it, and the list says so as if it had called it. */
export const CalledElsewhere: Story = {
  render: function Render(args) {
    const [visits, setVisits] = useState(args.visits);
    return (
      <>
        <button
          type="button"
          onClick={() =>
            setVisits(opdDayVisits.map((visit) => (visit.id === 13 ? { ...visit, status: 'in_consultation', calledAt: '2026-11-27T04:30:00.000Z' } : visit.id === 12 ? { ...visit, status: 'completed' } : visit)))
          }
        >
          Refresh
        </button>
        <OpdQueueList {...args} visits={visits} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(saying(canvas, 'Token 3 called')).toBeUndefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(saying(canvas, 'Token 3 called')).toBeDefined());
    await expect(canvas.getByText(/Next: token 4 · 2 waiting/)).toBeVisible();
  },
};

/** An expected booking is checked in with its button; the token it got is announced. */
export const CheckInExpected: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const expected = canvas.getByRole('region', { name: /^Expected/ });
    const times = within(expected)
      .getAllByRole('listitem')
      .map((row) => row.firstElementChild?.textContent);
    await expect(times).toEqual(['11:00 AM', '11:15 AM', '2:00 PM']);
    await expect(within(rowOf(canvas, 'Reyansh Agarwal')).getByText('Department booking')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check in Komal Gupta' }));
    await expect(args.onCheckIn).toHaveBeenCalledWith(opdDayVisits[6]);
    await waitFor(() => expect(saying(canvas, 'Komal Gupta checked in: token 7')).toBeDefined());
  },
};

/** The server refused a step (another counter got there first): its words are said at once, and the buttons return. */
export const Refused: Story = {
  args: { onStatusChange: fn(async () => Promise.reject(new globalThis.Error('Cannot change from completed to in_consultation'))) },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Call token 4, Nisha Joshi' });
    await userEvent.click(button);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Cannot change from completed to in_consultation'));
    await expect(button).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { visits: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the queue...')).toBeVisible();
  },
};

/** Nobody has come yet and nothing is booked: the front desk is told what to do first; Call next waits. */
export const Empty: Story = {
  args: { visits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one checked in yet')).toBeVisible();
    await expect(canvas.getByText('Every booking of the day has arrived or been settled.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Call next' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { visits: undefined, error: new globalThis.Error('500'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load the queue')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Eighteen tokens, a very long name and Hindi names: rows wrap, nothing overflows. */
export const LongContent: Story = {
  args: { visits: opdLongDayVisits },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Call token 18, Pooja Ramachandran Subramaniam 12' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On a 360px phone the actions go under the name; nothing scrolls sideways. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Call token 3, Kuldeep Verma' })).toBeVisible();
  },
};
