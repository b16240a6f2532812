import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from '@hospital/contract';
import { Select } from '../Select/index.ts';
import { AppointmentStatusBadge, appointmentStatusLabel } from '../StatusBadge/index.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { appointmentsData, longContentData } from './dataTableFixtures.ts';
import type { DataTableColumn, DataTableSort } from './sorting.ts';


/** "Nov 16, 2026": dates in US English, as the spec asks. The day is a calendar day, so it is read as UTC. */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The appointment's preferred slot as an instant, for sorting: "2026-11-16" + "2:30 PM". */
function preferredSlot({ preferredDate, preferredTime }: Appointment): Date {
  const [year, month, day] = preferredDate.split('-').map(Number);
  const [, hours = '0', minutes = '0', meridiem] = /^(\d+):(\d+)\s*(AM|PM)$/.exec(preferredTime) ?? [];
  const hour = (Number(hours) % 12) + (meridiem === 'PM' ? 12 : 0);
  return new Date(Date.UTC(year!, month! - 1, day, hour, Number(minutes)));
}

/** The admin dashboard's appointment columns (spec: Admin dashboard), without Actions. */
const appointmentColumns: DataTableColumn<Appointment>[] = [
  {
    key: 'patient',
    header: 'Patient',
    rowHeader: true,
    width: '10rem',
    sortValue: (a) => a.patientName,
    cell: (a) => (
      <>
        {a.patientName}
        <DataTable.SecondaryText>
          {a.age} years, {a.gender}
        </DataTable.SecondaryText>
      </>
    ),
  },
  {
    key: 'contact',
    header: 'Contact',
    width: '12rem',
    cell: (a) => (
      <>
        {a.email}
        <DataTable.SecondaryText>{a.phone}</DataTable.SecondaryText>
      </>
    ),
  },
  { key: 'department', header: 'Department', width: '9rem', sortValue: (a) => a.department, cell: (a) => a.department },
  {
    key: 'date',
    header: 'Date & Time',
    width: '8rem',
    sortValue: preferredSlot,
    cell: (a) => (
      <>
        {dateFormat.format(preferredSlot(a))}
        <DataTable.SecondaryText>{a.preferredTime}</DataTable.SecondaryText>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    width: '8.5rem',
    sortValue: (a) => a.status,
    cell: (a) => <AppointmentStatusBadge status={a.status} />,
  },
  { key: 'reason', header: 'Reason', width: '12rem', truncate: true, cell: (a) => a.reasonForVisit },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Appointment>,
  excludeStories: /.*Data$/,
  args: {
    caption: 'Appointments',
    columns: appointmentColumns,
    rows: appointmentsData,
    rowKey: (a: Appointment) => a.id,
    loadingText: 'Loading appointments...',
    emptyText: 'No appointments found',
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
    sort: { control: false },
    defaultSort: { control: false },
    ref: { control: false },
  },
} satisfies Meta<typeof DataTable<Appointment>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

// ---- helpers for the play functions ---------------------------------------------------------------

/** The first line of each body cell in one column, top to bottom: what a user reads down that column. */
function columnText(canvas: Canvas, header: string): string[] {
  const table = canvas.getByRole('table');
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((th) => th.textContent === header);
  if (index < 0) throw new Error(`No column "${header}"`);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[index]?.firstChild?.textContent ?? '');
}

/** Compares like the spec asks (en-IN, numbers inside text as numbers, case ignored), independently of sortRows. */
const byText = (a: string, b: string) => a.localeCompare(b, 'en-IN', { numeric: true, sensitivity: 'accent' });

const isOrdered = (values: readonly string[], direction: 'ascending' | 'descending') =>
  values.every((value, i) => i === 0 || (direction === 'ascending' ? 1 : -1) * byText(values[i - 1]!, value) <= 0);

const header = (canvas: Canvas, name: string) =>
  canvas.getByRole('columnheader', { name });

// ---- stories --------------------------------------------------------------------------------------

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

/**
 * Long names wrap inside their column; long reasons clip to one line with an ellipsis. A clipped reason is a
 * tab stop and opens to its full text on focus or hover; a short one is no tab stop.
 */
export const LongContent: Story = {
  args: { rows: longContentData, maxHeight: 'none' },
  play: async ({ canvas, step, userEvent }) => {
    const [long, , short] = longContentData;
    const reason = canvas.getByText(long!.reasonForVisit);

    await step('the long reason is clipped but all of it is in the page', async () => {
      await waitFor(() => expect(reason).toHaveAttribute('tabindex', '0'));
      await expect(reason.scrollWidth).toBeGreaterThan(reason.clientWidth);
      await expect(getComputedStyle(reason).textOverflow).toBe('ellipsis');
    });

    await step('a short reason is not clipped and is no tab stop', async () => {
      await expect(canvas.getByText(short!.reasonForVisit)).not.toHaveAttribute('tabindex');
    });

    await step('focus opens the clipped reason to its full text', async () => {
      const closedHeight = reason.getBoundingClientRect().height;
      canvas.getByRole('button', { name: 'Status' }).focus();
      await userEvent.tab();
      await expect(reason).toHaveFocus();
      await expect(reason.getBoundingClientRect().height).toBeGreaterThan(closedHeight * 2);
      await expect(reason.scrollWidth).toBeLessThanOrEqual(reason.clientWidth);
      await userEvent.tab();
      await expect(reason).not.toHaveFocus();
      await expect(reason).toHaveAttribute('tabindex', '0');
    });

    await step('a long name wraps instead of overflowing its cell', async () => {
      const name = canvas.getByRole('rowheader', { name: new RegExp(long!.patientName) });
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    });
  },
};

/** A 360 px phone: the table keeps its columns and scrolls sideways inside its own region, not the page. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const cell = canvas.getAllByRole('cell')[0]!;
    await expect(parseFloat(getComputedStyle(cell).fontSize)).toBeGreaterThanOrEqual(16);
  },
};

/** Fires when a row's status select changes; shared with the play function below. */
const statusChangeData = fn();

/** The Appointments tab: a status select in every row, and the table's caption hidden behind the tab's name. */
function AppointmentsWithActions(props: DataTableProps<Appointment>) {
  const [rows, setRows] = useState(props.rows);
  const setStatus = (id: number, status: AppointmentStatus) => {
    statusChangeData(id, status);
    setRows((current) => current.map((row) => (row.id === id ? { ...row, status } : row)));
  };
  const columns: DataTableColumn<Appointment>[] = [
    ...props.columns,
    {
      key: 'actions',
      header: 'Actions',
      width: '11rem',
      cell: (a) => (
        <Select
          aria-label={`Status for ${a.patientName}`}
          value={a.status}
          options={APPOINTMENT_STATUSES.map((value) => ({ value, label: appointmentStatusLabel(value) }))}
          onChange={(event) => setStatus(a.id, event.target.value as AppointmentStatus)}
        />
      ),
    },
  ];
  return <DataTable {...props} rows={rows} columns={columns} />;
}

export const WithRowActions: Story = {
  args: { hideCaption: true, rows: appointmentsData.slice(0, 8) },
  render: (args) => <AppointmentsWithActions {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Appointments' })).toBeInTheDocument();
    const first = appointmentsData[0]!;
    const row = canvas.getByRole('rowheader', { name: new RegExp(first.patientName) }).closest('tr')!;
    await expect(within(row).getByText('Completed', { selector: ':not(option)' })).toBeInTheDocument();
    const select = within(row).getByRole('combobox', { name: `Status for ${first.patientName}` });
    await userEvent.selectOptions(select, 'confirmed');
    await expect(statusChangeData).toHaveBeenCalledWith(first.id, 'confirmed');
    await expect(select).toHaveValue('confirmed');
    await expect(within(row).getByText('Confirmed', { selector: ':not(option)' })).toBeInTheDocument();
  },
};

const hindiRows: Appointment[] = [
  { ...appointmentsData[3]!, id: 201, patientName: 'सुनीता शर्मा', department: 'स्त्री रोग', reasonForVisit: 'पिछले दो हफ़्तों से पेट के निचले हिस्से में दर्द।' },
  { ...appointmentsData[4]!, id: 202, patientName: 'अर्जुन मेहता', department: 'बाल रोग', reasonForVisit: 'चार दिन से खाँसी और हल्का बुखार; खाना ठीक से नहीं खा रहा है और रात में नींद भी नहीं आती।' },
  { ...appointmentsData[5]!, id: 203, patientName: 'नेहा गुप्ता', department: 'तंत्रिका विज्ञान', reasonForVisit: 'बार-बार सिरदर्द।' },
];

/** Hindi at the same size as English; `lang="hi"` on the table picks the Devanagari face. */
export const HindiContent: Story = {
  args: {
    lang: 'hi',
    caption: 'अपॉइंटमेंट',
    rows: hindiRows,
    emptyText: 'कोई अपॉइंटमेंट नहीं मिला',
    columns: [
      { ...appointmentColumns[0]!, header: 'मरीज़', cell: (a) => a.patientName },
      { ...appointmentColumns[2]!, header: 'विभाग' },
      { ...appointmentColumns[5]!, header: 'कारण' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('lang', 'hi');
    await userEvent.click(canvas.getByRole('button', { name: 'मरीज़' }));
    await expect(header(canvas, 'मरीज़')).toHaveAttribute('aria-sort', 'ascending');
    await expect(isOrdered(columnText(canvas, 'मरीज़'), 'ascending')).toBe(true);
  },
};
