import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { APPOINTMENT_STATUSES, GENDERS, HOSPITAL_TIME_SLOTS, newBookingReference, type Appointment } from '@hospital/contract';
import { AppointmentsTable } from './AppointmentsTable.tsx';

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

const meta = {
  title: 'Admin/AppointmentsTable',
  component: AppointmentsTable,
  excludeStories: /.*Data$/,
  args: {
    appointments: appointmentsData,
    onStatusChange: fn(),
    onExportCsv: fn(),
  },
  argTypes: { appointments: { control: false } },
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

/** Thirty appointments: 25 a page, search, status filter, sortable headers and a status select per row. */
export const Default: Story = {
  args: { appointments: appointmentsData.slice(0, 30) },
  play: async ({ canvas, step }) => {
    await step('the spec’s seven columns with the reference, and the first page of 25', async () => {
      const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
      await expect(headers).toEqual(['Patient', 'Reference', 'Contact', 'Department', 'Date & Time', 'Status', 'Reason', 'Actions']);
      await expect(canvas.getByRole('cell', { name: appointmentsData[0]!.reference })).toBeVisible();
      await expect(canvas.getAllByRole('rowheader')).toHaveLength(25);
      await expect(canvas.getByText('Showing 1–25 of 30')).toBeVisible();
      await expect(canvas.getByText(`${appointmentsData[0]!.age} years, ${appointmentsData[0]!.gender}`)).toBeVisible();
    });
  },
};

/** Typing into the search box: "Search appointments..." matches name, e-mail, department or reference, ignoring case. */
async function search(canvas: Canvas, text: string) {
  const box = canvas.getByRole('searchbox', { name: 'Search appointments' });
  await userEvent.clear(box);
  await userEvent.click(box);
  // Pasted rather than typed: sixty rows re-render on every key, which a shared CI machine feels.
  if (text) await userEvent.paste(text);
}

export const Search: Story = {
  play: async ({ canvas, step }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search appointments...');
    await step('a department, in capitals', async () => {
      await search(canvas, 'CARDIO');
      await waitFor(() => expect(patientNames(canvas).length).toBe(12));
      for (const name of patientNames(canvas)) await expect(name).toMatch(/^(Nisha Rastogi|Komal Gupta)/);
    });
    await step('an e-mail address', async () => {
      await search(canvas, 'vivek.thakur.3@');
      await waitFor(() => expect(patientNames(canvas)).toEqual(['Vivek Thakur 3']));
    });
    await step('a booking reference read over the phone: any case, no dashes', async () => {
      const { reference, patientName } = appointmentsData[41]!;
      await search(canvas, reference.toLowerCase().replaceAll('-', ''));
      await waitFor(() => expect(patientNames(canvas)).toEqual([patientName]));
      await expect(canvas.getByRole('cell', { name: reference })).toBeVisible();
    });
    await step('nothing matches', async () => {
      await search(canvas, 'no such patient');
      await waitFor(() => expect(canvas.getByText('No appointments found')).toBeVisible());
    });
  },
};

/** The status filter offers the spec's choices and narrows the rows; it combines with the search. */
export const FilterByStatus: Story = {
  play: async ({ canvas, userEvent }) => {
    const filter = canvas.getByRole('combobox', { name: 'Filter by status' });
    const options = within(filter).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['All Status', 'Pending', 'Confirmed', 'Cancelled', 'Completed']);
    await userEvent.selectOptions(filter, 'cancelled');
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(15));
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(within(row).getByRole('combobox')).toHaveValue('cancelled');
    await search(canvas, 'urology');
    await waitFor(() => expect(patientNames(canvas)).toEqual(['Sachin Pandey 2', 'Sachin Pandey 4', 'Sachin Pandey 6']));
  },
};

/** Picking another status calls back with the appointment and the new status; the row waits for the answer. */
export const ChangeStatus: Story = {
  args: {
    appointments: appointmentsData.slice(0, 3),
    onStatusChange: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Status for Nisha Rastogi' });
    await expect(select).toHaveValue('confirmed');
    await userEvent.selectOptions(select, 'completed');
    await expect(args.onStatusChange).toHaveBeenCalledWith(appointmentsData[1], 'completed');
    // While the update runs, the row shows the choice and cannot be changed again.
    await expect(select).toHaveValue('completed');
    await expect(select).toBeDisabled();
    // The caller did not change the data, so once it answers the row shows the stored status again.
    await waitFor(() => expect(select).toBeEnabled());
    await expect(select).toHaveValue('confirmed');
  },
};

/** Sorting and paging: a click on Patient sorts all sixty, not just the page, and Next moves on. */
export const SortAndPages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Patient' }));
    const sortedAll = appointmentsData.map((a) => a.patientName).sort((a, b) => a.localeCompare(b, 'en-IN', { numeric: true }));
    await waitFor(() => expect(patientNames(canvas)).toEqual(sortedAll.slice(0, 25)));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(patientNames(canvas)).toEqual(sortedAll.slice(25, 50)));
    await expect(canvas.getByText('Showing 26–50 of 60')).toBeVisible();
  },
};

/** Export CSV hands over the rows the filters show, all pages of them, not only the page in view. */
export const ExportCsv: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'pending');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
    const [csv, fileName] = (args.onExportCsv as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toMatch(/^appointments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split('\r\n');
    await expect(lines).toHaveLength(1 + 15);
    for (const line of lines.slice(1)) await expect(line).toContain(',pending,');
  },
};

export const Loading: Story = {
  args: { appointments: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading appointments...');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { appointments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointments found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { appointments: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Failed to load appointments');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: { appointments: longContentData },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status for राधा कृष्णन' })).toBeVisible();
  },
};

export const MobileWidth: Story = {
  args: { appointments: appointmentsData.slice(0, 8) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search appointments' })).toBeVisible();
  },
};
