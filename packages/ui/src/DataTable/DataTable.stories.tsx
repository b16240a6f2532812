import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Appointment } from '@hospital/contract';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { appointmentColumns, appointmentsData, appointmentTableArgs, appointmentTableArgTypes, columnText, header, isOrdered } from './dataTableFixtures.tsx';
import type { DataTableSort } from './sorting.ts';

// The table's sorting, by itself, by the page and by a server, and its states: loading, empty, failed. Long
// content, a phone's width, row actions and Hindi have a story file of their own.
const meta = {
  title: 'Components/DataTable',
  component: DataTable<Appointment>,
  args: appointmentTableArgs(),
  argTypes: appointmentTableArgTypes,
} satisfies Meta<typeof DataTable<Appointment>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Thirty appointments in booking order. Click a sortable header (Patient, Department, Date & Time, Status) to
 * sort ascending, again for descending. The body scrolls under the sticky header.
 */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const unsorted = columnText(canvas, 'Patient');

    await step('no column is sorted at first, and only sortable headers are buttons', async () => {
      for (const th of canvas.getAllByRole('columnheader')) await expect(th).not.toHaveAttribute('aria-sort');
      await expect(within(header(canvas, 'Contact')).queryByRole('button')).toBeNull();
    });

    await step('a click on Patient sorts by name, ascending', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Patient' }));
      await expect(header(canvas, 'Patient')).toHaveAttribute('aria-sort', 'ascending');
      const names = columnText(canvas, 'Patient');
      await expect(names).not.toEqual(unsorted);
      await expect(isOrdered(names, 'ascending')).toBe(true);
      await expect(names[0]).toBe('Aarav Bhatt');
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'patient', direction: 'ascending' });
    });

    await step('a second click sorts descending', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Patient' }));
      await expect(header(canvas, 'Patient')).toHaveAttribute('aria-sort', 'descending');
      const names = columnText(canvas, 'Patient');
      await expect(isOrdered(names, 'descending')).toBe(true);
      await expect(names[0]).toBe('Vivek Thakur');
    });

    await step('Tab reaches the Department header button and Enter sorts by it', async () => {
      const region = canvas.getByRole('region', { name: 'Appointments' });
      region.focus();
      await userEvent.tab(); // Patient
      await userEvent.tab(); // Department: Contact is not sortable, so it is no tab stop
      await expect(canvas.getByRole('button', { name: 'Department' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(header(canvas, 'Department')).toHaveAttribute('aria-sort', 'ascending');
      await expect(header(canvas, 'Patient')).not.toHaveAttribute('aria-sort');
      const departments = columnText(canvas, 'Department');
      await expect(isOrdered(departments, 'ascending')).toBe(true);
      await expect(departments[0]).toBe('Cardiology');
    });

    await step('the header stays in view while the body scrolls', async () => {
      const region = canvas.getByRole('region', { name: 'Appointments' });
      await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
      region.scrollTop = region.scrollHeight;
      await waitFor(() =>
        expect(
          Math.abs(header(canvas, 'Patient').getBoundingClientRect().top - region.getBoundingClientRect().top),
        ).toBeLessThanOrEqual(2),
      );
    });

    await step('body text is at least 16 px, second lines at least 14 px', async () => {
      const cell = canvas.getAllByRole('cell')[0]!;
      await expect(parseFloat(getComputedStyle(cell).fontSize)).toBeGreaterThanOrEqual(16);
      const secondary = within(canvas.getAllByRole('rowheader')[0]!).getByText(/years/);
      await expect(parseFloat(getComputedStyle(secondary).fontSize)).toBeGreaterThanOrEqual(14);
    });
  },
};

/** Controlled: the page holds the sort (here newest slot first) and the table reports clicks through onSortChange. */
function ControlledSortTable(props: DataTableProps<Appointment>) {
  const [sort, setSort] = useState<DataTableSort | null | undefined>(props.sort);
  return (
    <DataTable
      {...props}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

export const Sorted: Story = {
  args: { sort: { key: 'date', direction: 'descending' } },
  render: (args) => <ControlledSortTable {...args} />,
  play: async ({ args, canvas, step, userEvent }) => {
    const slots = () =>
      canvas.getAllByRole('row').slice(1).map((row) => {
        const cell = row.children[3]!;
        // "Nov 16, 2026" and "10:00 AM": the date line and the time line of the cell.
        return new Date(`${cell.firstChild?.textContent} ${cell.lastChild?.textContent}`).getTime();
      });
    const descending = (times: number[]) => times.every((time, i) => i === 0 || times[i - 1]! >= time);

    await step('it opens sorted by Date & Time, latest first', async () => {
      await expect(header(canvas, 'Date & Time')).toHaveAttribute('aria-sort', 'descending');
      const times = slots();
      await expect(times.every(Number.isFinite)).toBe(true);
      await expect(descending(times)).toBe(true);
    });

    await step('a click asks the page for ascending, and the page passes it back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Date & Time' }));
      await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'date', direction: 'ascending' });
      await expect(header(canvas, 'Date & Time')).toHaveAttribute('aria-sort', 'ascending');
      await expect(descending(slots().reverse())).toBe(true);
    });
  },
};

/**
 * Sorted by a server (`manualSort`): the rows arrive as one page in the server's order, and the table marks the
 * sort and reports clicks without reordering them. Here the "server" put the rows in booking order.
 */
export const ServerSorted: Story = {
  args: { rows: appointmentsData.slice(0, 8), sort: { key: 'patient', direction: 'descending' }, manualSort: true },
  play: async ({ args, canvas, userEvent }) => {
    const given = appointmentsData.slice(0, 8).map((a) => a.patientName);
    await expect(header(canvas, 'Patient')).toHaveAttribute('aria-sort', 'descending');
    await expect(columnText(canvas, 'Patient')).toEqual(given);
    await userEvent.click(canvas.getByRole('button', { name: 'Department' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'department', direction: 'ascending' });
    // Controlled by the story's args, so the sort shown is still the one given, and the order still the server's.
    await expect(columnText(canvas, 'Patient')).toEqual(given);
  },
};

/** Placeholder rows marked busy; the status text sits outside them, so a screen reader says it at once. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading appointments...');
    await expect(status.closest('[aria-busy="true"]')).toBeNull();
    const busy = canvasElement.querySelectorAll('[aria-busy="true"]');
    await expect(busy).toHaveLength(1);
    await expect(busy[0]!.querySelectorAll('tr')).toHaveLength(3);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(appointmentColumns.length);
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('cell', { name: 'No appointments found' })).toBeVisible();
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  args: { error: new Error('500: Internal Server Error'), errorText: 'Failed to load appointments. Please try again later.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    // A load failure is news, not the answer to an action: polite.
    await expect(canvas.getByRole('status')).toHaveTextContent('Failed to load appointments. Please try again later.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
