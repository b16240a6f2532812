import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  APPOINTMENT_STATUSES,
  GENDERS,
  HOSPITAL_TIME_SLOTS,
  NEW_TIME_REASONS,
  appointmentPage,
  newBookingReference,
  type Appointment,
  type AppointmentPage,
} from '@hospital/contract';
import { APPOINTMENT_SEARCH_DEBOUNCE_MS, APPOINTMENTS_PAGE_SIZE, AppointmentsTable, type AppointmentsTableProps } from './AppointmentsTable.tsx';
import { DEFAULT_APPOINTMENTS_QUERY, type AppointmentsTableQuery } from './appointmentsQuery.ts';

const PEOPLE = [
  ['Reyansh Agarwal', 'Pediatrics', 'Cough and cold with mild fever for four days; not eating well.'],
  ['Nisha Rastogi', 'Cardiology', 'Chest tightness while climbing stairs for the last two weeks.'],
  ['Aarav Bhatt', 'Pediatrics', 'Itchy skin rash on the arms and legs for a week.'],
  ['Komal Gupta', 'Cardiology', 'Breathlessness and swelling of both feet since last month.'],
  ['Kuldeep Verma', 'General Medicine', 'Diabetes review; fasting sugar readings around 180.'],
  ['Nisha Joshi', 'Gastroenterology', 'Constipation alternating with loose motions, with bloating.'],
  ['Vivek Thakur', 'General Surgery', 'Small painless lump in the neck noticed last month.'],
  ['Geeta Yadav', 'Gynecology', 'Heavy bleeding during periods with tiredness.'],
  ['Sachin Pandey', 'Urology', 'Left flank pain; ultrasound shows a 7 mm kidney stone.'],
  ['Ramesh Bhatt', 'Neurology', 'Frequent migraine headaches with nausea.'],
] as const;

/** A reference made the way the server makes one, from a seeded generator instead of crypto, so stories never change. */
function referenceFor(index: number): string {
  let state = (index + 1) * 2_654_435_761;
  return newBookingReference((bytes) =>
    bytes.map(() => {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      return state >>> 24;
    }),
  );
}

/** Sixty appointments made the way the seed makes them, so the table has three pages of 25. */
export const appointmentsData: Appointment[] = Array.from({ length: 60 }, (_, index) => {
  const [name, department, reason] = PEOPLE[index % PEOPLE.length]!;
  const round = Math.floor(index / PEOPLE.length);
  const patientName = round === 0 ? name : `${name} ${round + 1}`;
  return {
    id: index + 1,
    reference: referenceFor(index),
    patientName,
    email: `${patientName.toLowerCase().replaceAll(' ', '.')}@example.com`,
    phone: `+91 98${String(10_000_000 + index * 7919).slice(0, 8)}`,
    age: 5 + ((index * 13) % 80),
    gender: GENDERS[index % 3]!,
    department,
    preferredDate: `2026-12-${String(1 + (index % 28)).padStart(2, '0')}`,
    preferredTime: HOSPITAL_TIME_SLOTS[index % HOSPITAL_TIME_SLOTS.length]!,
    reasonForVisit: reason,
    status: APPOINTMENT_STATUSES[index % APPOINTMENT_STATUSES.length]!,
    createdAt: new Date(Date.UTC(2026, 10, 1 + (index % 24), 9, index)).toISOString(),
    language: index % 4 === 3 ? 'hi' : 'en',
    remindersStopped: index % 11 === 5,
    // A few bookings a timetable change stranded (a cancelled one among them, which needs nothing now).
    ...(index % 9 === 4 ? { needsNewTime: NEW_TIME_REASONS[Math.floor(index / 9) % NEW_TIME_REASONS.length]! } : {}),
  };
});

export const longContentData: Appointment[] = [
  {
    ...appointmentsData[0]!,
    id: 101,
    reference: 'CCH-W8RZ-5MTE',
    patientName: 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula',
    email: 'venkata.lakshmi.narasimha.satyanarayana.chakravarthula@example.com',
    reasonForVisit:
      'Persistent fatigue, breathlessness on climbing two flights of stairs and swelling of both ankles for the last three weeks; known case of type 2 diabetes and hypertension on regular medication; requests review of recent blood reports and an ECG.',
  },
  { ...appointmentsData[1]!, id: 102, reference: 'CCH-3J6Y-HQ9B', patientName: 'राधा कृष्णन', department: 'Gastroenterology' },
];

/**
 * What the server answers for a query, made by the contract's own rules (the mock API's): the stories need no
 * server, and search, filter, sort and pages behave as they will against one.
 */
function serverPage(query: AppointmentsTableQuery, rows: readonly Appointment[] = appointmentsData): AppointmentPage {
  return appointmentPage(rows, {
    q: query.q || undefined,
    status: query.status === 'all' ? undefined : query.status,
    needsNewTime: query.needsNewTime ? '1' : undefined,
    sort: query.sort ?? undefined,
    page: query.page,
    pageSize: APPOINTMENTS_PAGE_SIZE,
  });
}

/** An export link as the site makes one; the table only passes it on. */
const EXPORT_HREF = 'https://hospital.example/api/appointments/export?status=pending&sort=-preferredDate';

/** The table with a caller that keeps the query, as the site does in its URL, and a server made of the contract. */
function WithServer(args: AppointmentsTableProps) {
  const [query, setQuery] = useState(args.query);
  return (
    <AppointmentsTable
      {...args}
      query={query}
      page={serverPage(query)}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/AppointmentsTable',
  component: AppointmentsTable,
  excludeStories: /.*Data$/,
  args: {
    page: serverPage(DEFAULT_APPOINTMENTS_QUERY),
    query: DEFAULT_APPOINTMENTS_QUERY,
    onQueryChange: fn(),
    exportHref: EXPORT_HREF,
    onStatusChange: fn(),
  },
  argTypes: { page: { control: false }, query: { control: false } },
} satisfies Meta<typeof AppointmentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The patient names in the table body, top to bottom. */
const patientNames = (canvas: Canvas) =>
  canvas
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent ?? '');

/** The live region saying `text` (the table has several: its own, the pagination's, the busy note). */
const statusSaying = (canvas: Canvas, text: string | RegExp) =>
  canvas.getAllByRole('status').find((status) => (typeof text === 'string' ? status.textContent === text : text.test(status.textContent ?? '')));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first of three pages the server answered: the spec's columns, the page's 25 rows, the export link. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('the spec’s seven columns with the reference, and the first page of 25', async () => {
      const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
      await expect(headers).toEqual(['Patient', 'Reference', 'Contact', 'Department', 'Date & Time', 'Status', 'Reason', 'Actions']);
      await expect(canvas.getByRole('cell', { name: appointmentsData[0]!.reference })).toBeVisible();
      await expect(canvas.getAllByRole('rowheader')).toHaveLength(25);
      await expect(canvas.getByText('Showing 1–25 of 60')).toBeVisible();
      await expect(canvas.getByText(`${appointmentsData[0]!.age} years, ${appointmentsData[0]!.gender}`)).toBeVisible();
      await expect(canvas.getByRole('navigation', { name: 'Appointments pages' })).toBeVisible();
    });
    await step('Export CSV is a download link to the address it was given', async () => {
      const link = canvas.getByRole('link', { name: 'Export CSV' });
      await expect(link).toHaveAttribute('href', EXPORT_HREF);
      await expect(link).toHaveAttribute('download');
    });
  },
};

/**
 * Typing waits for a pause, then asks once for the whole text from page 1 (here the table was on page 2). The
 * server matches name, e-mail, phone, department or reference, in any case.
 */
export const Search: Story = {
  args: { query: { ...DEFAULT_APPOINTMENTS_QUERY, page: 2 } },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas, step, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search appointments' });
    await expect(box).toHaveAttribute('placeholder', 'Search appointments...');

    await step('six keys, one request, after the pause', async () => {
      await userEvent.type(box, 'CARDIO');
      await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledTimes(1));
      await expect(args.onQueryChange).toHaveBeenCalledWith({ ...DEFAULT_APPOINTMENTS_QUERY, q: 'CARDIO', page: 1 });
      await sleep(APPOINTMENT_SEARCH_DEBOUNCE_MS * 2);
      await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(patientNames(canvas)).toHaveLength(12));
      for (const name of patientNames(canvas)) await expect(name).toMatch(/^(Nisha Rastogi|Komal Gupta)/);
      await expect(canvas.getByText('Showing 1–12 of 12')).toBeVisible();
    });

    await step('a booking reference read over the phone: any case, no dashes', async () => {
      const { reference, patientName } = appointmentsData[41]!;
      await userEvent.clear(box);
      await userEvent.paste(reference.toLowerCase().replaceAll('-', ''));
      await waitFor(() => expect(patientNames(canvas)).toEqual([patientName]));
      await expect(canvas.getByRole('cell', { name: reference })).toBeVisible();
    });

    await step('nothing matches: the empty text, no pages, and nothing to export', async () => {
      await userEvent.clear(box);
      await userEvent.paste('no such patient');
      await waitFor(() => expect(canvas.getByText('No appointments found')).toBeVisible());
      await expect(canvas.queryByRole('navigation', { name: 'Appointments pages' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    });
  },
};

/** "Needs new time" keeps the live bookings a timetable change stranded; each row says why. */
export const FilterNeedsNewTime: Story = {
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const filter = canvas.getByRole('checkbox', { name: 'Needs new time' });
    await expect(filter).not.toBeChecked();
    await userEvent.click(filter);
    await expect(args.onQueryChange).toHaveBeenCalledWith({ ...DEFAULT_APPOINTMENTS_QUERY, needsNewTime: true, page: 1 });
    await waitFor(() => expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(0));
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.length).toBeLessThan(10);
    for (const row of rows) await expect(within(row).getByText('Needs new time')).toBeVisible();
    // Of the sixty, the live ones marked are a confirmed booking outside the new hours and a pending one on a day the
    // OPD closed (the others marked are past booking: in the queue, seen, absent or cancelled, and need nothing).
    await expect(rows.map((row) => within(row).getByText('Needs new time').nextSibling?.textContent)).toContain('Outside the new hours');
  },
};

/** The status filter offers the spec's choices and asks at once for that status from page 1. */
export const FilterByStatus: Story = {
  args: { query: { ...DEFAULT_APPOINTMENTS_QUERY, page: 3 } },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const filter = canvas.getByRole('combobox', { name: 'Filter by status' });
    const options = within(filter).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['All Status', 'Pending', 'Confirmed', 'Cancelled', 'Completed', 'Checked in', 'In consultation', 'No-show']);
    await userEvent.selectOptions(filter, 'cancelled');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await expect(args.onQueryChange).toHaveBeenCalledWith({ ...DEFAULT_APPOINTMENTS_QUERY, status: 'cancelled', page: 1 });
    // Every seventh of the sixty is cancelled.
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(9));
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(within(row).getByRole('combobox')).toHaveValue('cancelled');
  },
};

/** A header asks the server to sort every row (ascending, then descending), from page 1; Next asks for page 2. */
export const SortAndPages: Story = {
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas, step, userEvent }) => {
    const patient = () => canvas.getByRole('columnheader', { name: 'Patient' });

    await step('Patient, ascending', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Patient' }));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_APPOINTMENTS_QUERY, sort: { key: 'patientName', direction: 'asc' }, page: 1 });
      await expect(patient()).toHaveAttribute('aria-sort', 'ascending');
      await waitFor(() => expect(patientNames(canvas)[0]).toBe('Aarav Bhatt'));
    });

    await step('Patient again, descending', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Patient' }));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_APPOINTMENTS_QUERY, sort: { key: 'patientName', direction: 'desc' }, page: 1 });
      await expect(patient()).toHaveAttribute('aria-sort', 'descending');
      await waitFor(() => expect(patientNames(canvas)[0]).toBe('Vivek Thakur 6'));
    });

    await step('Date & Time sorts by the visit’s day and slot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Date & Time' }));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_APPOINTMENTS_QUERY, sort: { key: 'preferredDate', direction: 'asc' }, page: 1 });
      await expect(patient()).not.toHaveAttribute('aria-sort');
    });

    await step('Next asks for page 2 of the same order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_APPOINTMENTS_QUERY, sort: { key: 'preferredDate', direction: 'asc' }, page: 2 });
      await expect(canvas.getByText('Showing 26–50 of 60')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    });
    await expect(args.onQueryChange).toHaveBeenCalledTimes(4);
  },
};

/**
 * Page 2 asked for while page 1 is still shown (the site's SWR keeps the previous data): the rows stay, the table
 * is marked busy and a screen reader hears that appointments are loading; no placeholder rows.
 */
export const PreviousPageKeptWhileNextLoads: Story = {
  args: { query: { ...DEFAULT_APPOINTMENTS_QUERY, page: 2 }, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(25);
    await expect(patientNames(canvas)[0]).toBe(appointmentsData[0]!.patientName);
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await expect(region.closest('[aria-busy="true"]')).not.toBeNull();
    const status = statusSaying(canvas, 'Loading appointments...');
    await expect(status).toBeDefined();
    await expect(status!.closest('[aria-busy="true"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Picking another status calls back with the appointment and the new status; the row waits for the answer. Each
 * row offers only the steps the server allows from its status (the contract's nextStatuses): a cancelled booking
 * goes back to pending or confirmed, never to completed; a completion recorded on a day kept on paper goes back to
 * confirmed; checking in is the OPD day tab's, as it gives a token.
 */
export const ChangeStatus: Story = {
  args: {
    page: { items: appointmentsData.slice(0, 7), total: 7, page: 1, pageSize: APPOINTMENTS_PAGE_SIZE },
    onStatusChange: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args, canvas, step, userEvent }) => {
    const optionsOf = (name: string) =>
      within(canvas.getByRole('combobox', { name: `Status for ${name}` }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await step('each row offers only the steps allowed from its status', async () => {
      await expect(optionsOf('Nisha Rastogi')).toEqual(['Confirmed', 'Pending', 'Cancelled', 'Completed', 'No-show']);
      await expect(optionsOf('Aarav Bhatt')).toEqual(['Cancelled', 'Pending', 'Confirmed']);
      // Completed on a day kept on paper (no token): a mistaken completion goes back to confirmed.
      await expect(optionsOf('Komal Gupta')).toEqual(['Completed', 'Confirmed']);
    });
    const select = canvas.getByRole('combobox', { name: 'Status for Nisha Rastogi' });
    await expect(select).toHaveValue('confirmed');
    // By keyboard, as a receptionist would: focus the select and choose with the arrow keys.
    await userEvent.selectOptions(select, 'completed');
    await expect(args.onStatusChange).toHaveBeenCalledWith(appointmentsData[1], 'completed');
    // While the update runs, the row shows the choice and cannot be changed again.
    await expect(select).toHaveValue('completed');
    await expect(select).toBeDisabled();
    // The caller did not change the data, so once it answers the row shows the stored status again.
    await waitFor(() => expect(select).toBeEnabled());
    await expect(select).toHaveValue('confirmed');
    await step('a completion recorded by mistake is taken back', async () => {
      const completed = canvas.getByRole('combobox', { name: 'Status for Komal Gupta' });
      await userEvent.selectOptions(completed, 'Confirmed');
      await expect(args.onStatusChange).toHaveBeenCalledWith(appointmentsData[3], 'confirmed');
      await waitFor(() => expect(completed).toBeEnabled());
    });
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};

/** The first page on its way: placeholder rows, said politely; nothing to export or page through yet. */
export const Loading: Story = {
  args: { page: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(statusSaying(canvas, 'Loading appointments...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvas.queryByRole('navigation', { name: 'Appointments pages' })).toBeNull();
  },
};

/** No appointment matches: the spec's text; Export CSV is a disabled button, not a link to an empty file. */
export const Empty: Story = {
  args: { page: { items: [], total: 0, page: 1, pageSize: APPOINTMENTS_PAGE_SIZE }, query: { ...DEFAULT_APPOINTMENTS_QUERY, q: 'no such patient' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointments found')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search appointments' })).toHaveValue('no such patient');
    await expect(canvas.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { page: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(statusSaying(canvas, /Failed to load appointments/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: { page: { items: longContentData, total: 2, page: 1, pageSize: APPOINTMENTS_PAGE_SIZE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status for राधा कृष्णन' })).toBeVisible();
  },
};

export const MobileWidth: Story = {
  args: { page: { items: appointmentsData.slice(0, 8), total: 60, page: 1, pageSize: 8 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search appointments' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  },
};

/** With a caller that shows messages: each row has "Messages" under its status, which calls back with the row. */
export const WithMessages: Story = {
  args: { page: { items: appointmentsData.slice(0, 3), total: 3, page: 1, pageSize: APPOINTMENTS_PAGE_SIZE }, onShowMessages: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Messages for Nisha Rastogi' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShowMessages).toHaveBeenCalledWith(appointmentsData[1]);
  },
};
