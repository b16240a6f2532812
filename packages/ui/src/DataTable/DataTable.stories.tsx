import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from '@hospital/contract';
import { Select } from '../Select/index.ts';
import { AppointmentStatusBadge, statusLabel } from '../StatusBadge/index.ts';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable.tsx';

/** The first 30 appointments of the seed data, in booking order (by id), as the admin dashboard receives them. */
export const appointmentsData: Appointment[] = [
  { id: 1, patientName: 'Reyansh Agarwal', email: 'reyansh.agarwal@example.com', phone: '+91 9324149232', age: 10, gender: 'Male', department: 'Pediatrics', preferredDate: '2026-11-16', preferredTime: '10:00 AM', reasonForVisit: 'Cough and cold with mild fever for four days; not eating well.', status: 'completed', createdAt: '2026-11-12T08:38:00.000Z' },
  { id: 2, patientName: 'Nisha Rastogi', email: 'nisha.rastogi@example.com', phone: '+91 9619285177', age: 66, gender: 'Female', department: 'Cardiology', doctorId: 2, preferredDate: '2026-11-13', preferredTime: '3:30 PM', reasonForVisit: 'Chest tightness while climbing stairs for the last two weeks.', status: 'completed', createdAt: '2026-11-12T11:26:00.000Z' },
  { id: 3, patientName: 'Aarav Bhatt', email: 'aarav.bhatt69@example.com', phone: '+91 9902604786', age: 14, gender: 'Male', department: 'Pediatrics', doctorId: 10, preferredDate: '2026-11-26', preferredTime: '4:00 PM', reasonForVisit: 'Itchy skin rash on the arms and legs for a week.', status: 'confirmed', createdAt: '2026-11-12T15:02:00.000Z' },
  { id: 4, patientName: 'Komal Gupta', email: 'komal.gupta22@example.com', phone: '+91 8890615360', age: 52, gender: 'Female', department: 'Cardiology', doctorId: 2, preferredDate: '2026-11-16', preferredTime: '10:30 AM', reasonForVisit: 'Breathlessness and swelling of both feet since last month.', status: 'completed', createdAt: '2026-11-13T03:16:00.000Z' },
  { id: 5, patientName: 'Kiran Srivastava', email: 'kiran.srivastava@example.in', phone: '+91 6344677585', age: 80, gender: 'Female', department: 'Cardiology', doctorId: 2, preferredDate: '2026-11-13', preferredTime: '9:00 AM', reasonForVisit: 'High blood pressure not controlled on two medicines.', status: 'completed', createdAt: '2026-11-13T14:14:00.000Z' },
  { id: 6, patientName: 'Kuldeep Verma', email: 'kuldeep.verma54@example.in', phone: '+91 9425631145', age: 20, gender: 'Male', department: 'General Medicine', doctorId: 7, preferredDate: '2026-11-17', preferredTime: '10:30 AM', reasonForVisit: 'Diabetes review; fasting sugar readings around 180 despite taking medicines regularly.', status: 'completed', createdAt: '2026-11-13T14:45:00.000Z' },
  { id: 7, patientName: 'Nisha Joshi', email: 'nisha.joshi@example.org', phone: '+91 9042007991', age: 36, gender: 'Female', department: 'Gastroenterology', doctorId: 14, preferredDate: '2026-11-14', preferredTime: '10:30 AM', reasonForVisit: 'Constipation alternating with loose motions, with bloating.', status: 'completed', createdAt: '2026-11-13T17:02:00.000Z' },
  { id: 8, patientName: 'Vivek Thakur', email: 'vivek.thakur@example.in', phone: '+91 9380207380', age: 51, gender: 'Male', department: 'General Surgery', doctorId: 12, preferredDate: '2026-11-16', preferredTime: '11:30 AM', reasonForVisit: 'Small painless lump in the neck noticed last month.', status: 'completed', createdAt: '2026-11-14T09:55:00.000Z' },
  { id: 9, patientName: 'Mohit Bhatt', email: 'mohit.bhatt@example.com', phone: '+91 8755198808', age: 51, gender: 'Other', department: 'General Medicine', doctorId: 8, preferredDate: '2026-11-18', preferredTime: '4:00 PM', reasonForVisit: 'Feeling weak and dizzy for a week with poor appetite. I had dengue last year and would like a blood test to make sure my platelet count is normal before I travel for a family wedding next month.', status: 'completed', createdAt: '2026-11-14T10:14:00.000Z' },
  { id: 10, patientName: 'Siya Rawat', email: 'siya.rawat@example.in', phone: '+91 9110562892', age: 7, gender: 'Female', department: 'Pediatrics', doctorId: 9, preferredDate: '2026-11-16', preferredTime: '11:30 AM', reasonForVisit: 'Cough and cold with mild fever for four days; not eating well.', status: 'completed', createdAt: '2026-11-14T10:54:00.000Z' },
  { id: 11, patientName: 'Geeta Yadav', email: 'geeta.yadav@example.com', phone: '+91 9071336077', age: 32, gender: 'Female', department: 'Gynecology', doctorId: 5, preferredDate: '2026-11-16', preferredTime: '3:00 PM', reasonForVisit: 'Heavy bleeding during periods with tiredness; recent hemoglobin was 9.2.', status: 'completed', createdAt: '2026-11-14T12:48:00.000Z' },
  { id: 12, patientName: 'Ananya Rawat', email: 'ananya.rawat@example.com', phone: '+91 8715403612', age: 26, gender: 'Female', department: 'Gynecology', doctorId: 5, preferredDate: '2026-11-16', preferredTime: '11:00 AM', reasonForVisit: 'Routine antenatal check-up, 24 weeks pregnant.', status: 'completed', createdAt: '2026-11-15T02:44:00.000Z' },
  { id: 13, patientName: 'Megha Rawat', email: 'megha.rawat@example.com', phone: '+91 9126119676', age: 38, gender: 'Female', department: 'Gynecology', preferredDate: '2026-12-07', preferredTime: '4:30 PM', reasonForVisit: 'Heavy bleeding during periods with tiredness; recent hemoglobin was 9.2.', status: 'pending', createdAt: '2026-11-15T04:36:00.000Z' },
  { id: 14, patientName: 'Sachin Pandey', email: 'sachin.pandey@example.com', phone: '+91 6229506516', age: 69, gender: 'Male', department: 'Urology', preferredDate: '2026-11-16', preferredTime: '4:30 PM', reasonForVisit: 'Left flank pain; ultrasound shows a 7 mm kidney stone.', status: 'completed', createdAt: '2026-11-15T06:39:00.000Z' },
  { id: 15, patientName: 'Sachin Bhatt', email: 'sachin.bhatt@example.com', phone: '+91 9776299292', age: 44, gender: 'Male', department: 'General Surgery', doctorId: 12, preferredDate: '2026-11-18', preferredTime: '11:00 AM', reasonForVisit: 'Painful swelling near the tailbone with discharge, possibly a pilonidal sinus.', status: 'completed', createdAt: '2026-11-16T02:19:00.000Z' },
  { id: 16, patientName: 'Ramesh Bhatt', email: 'ramesh.bhatt@example.com', phone: '+91 6237461300', age: 30, gender: 'Male', department: 'Neurology', doctorId: 3, preferredDate: '2026-11-17', preferredTime: '9:00 AM', reasonForVisit: 'Frequent migraine headaches with nausea, three to four times a week.', status: 'completed', createdAt: '2026-11-16T04:08:00.000Z' },
  { id: 17, patientName: 'Ishita Rawat', email: 'ishita.rawat@example.com', phone: '+91 8836162543', age: 56, gender: 'Female', department: 'Cardiology', doctorId: 1, preferredDate: '2026-11-21', preferredTime: '10:30 AM', reasonForVisit: 'Breathlessness and swelling of both feet since last month.', status: 'completed', createdAt: '2026-11-16T05:39:00.000Z' },
  { id: 18, patientName: 'Dinesh Shukla', email: 'dinesh.shukla@example.in', phone: '+91 7674489827', age: 75, gender: 'Male', department: 'General Medicine', doctorId: 7, preferredDate: '2026-11-26', preferredTime: '10:00 AM', reasonForVisit: 'Persistent dry cough for three weeks, worse at night.', status: 'cancelled', createdAt: '2026-11-16T09:01:00.000Z' },
  { id: 19, patientName: 'Rashmi Shukla', email: 'rashmi.shukla34@example.in', phone: '+91 9376201116', age: 38, gender: 'Female', department: 'Gynecology', preferredDate: '2026-11-18', preferredTime: '3:00 PM', reasonForVisit: 'Trying to conceive for two years without success. My husband’s semen analysis was normal. I would like to discuss ovulation tracking, a pelvic ultrasound and what further tests or treatment options are available.', status: 'completed', createdAt: '2026-11-17T01:32:00.000Z' },
  { id: 20, patientName: 'Preeti Rawat', email: 'preeti.rawat@example.com', phone: '+91 8112791758', age: 64, gender: 'Female', department: 'Cardiology', doctorId: 2, preferredDate: '2026-11-19', preferredTime: '5:00 PM', reasonForVisit: 'High blood pressure not controlled on two medicines.', status: 'completed', createdAt: '2026-11-17T11:34:00.000Z' },
  { id: 21, patientName: 'Poonam Dixit', email: 'poonam.dixit96@example.com', phone: '+91 9710118226', age: 63, gender: 'Female', department: 'Pathology', preferredDate: '2026-11-19', preferredTime: '4:00 PM', reasonForVisit: 'Full-body blood tests; home sample collection is not possible this week.', status: 'cancelled', createdAt: '2026-11-17T12:03:00.000Z' },
  { id: 22, patientName: 'Dinesh Thakur', email: 'dinesh.thakur@example.com', phone: '+91 9014690355', age: 36, gender: 'Male', department: 'Neurology', doctorId: 3, preferredDate: '2026-11-19', preferredTime: '3:00 PM', reasonForVisit: 'Tingling and numbness in both feet; diabetic for ten years.', status: 'completed', createdAt: '2026-11-17T16:26:00.000Z' },
  { id: 23, patientName: 'Rekha Bhatt', email: 'rekha.bhatt@example.in', phone: '+91 9138263012', age: 49, gender: 'Female', department: 'Pathology', doctorId: 16, preferredDate: '2026-11-20', preferredTime: '10:00 AM', reasonForVisit: 'Full-body blood tests; home sample collection is not possible this week.', status: 'completed', createdAt: '2026-11-17T16:42:00.000Z' },
  { id: 24, patientName: 'Navya Bhatt', email: 'navya.bhatt@example.com', phone: '+91 9430052711', age: 7, gender: 'Female', department: 'Pediatrics', doctorId: 9, preferredDate: '2026-11-21', preferredTime: '9:00 AM', reasonForVisit: 'Vaccination due as per the immunisation schedule.', status: 'completed', createdAt: '2026-11-18T01:43:00.000Z' },
  { id: 25, patientName: 'Komal Srivastava', email: 'komal.srivastava@example.com', phone: '+91 9783073462', age: 68, gender: 'Female', department: 'Urology', preferredDate: '2026-11-23', preferredTime: '2:00 PM', reasonForVisit: 'Passing urine frequently at night with a weak stream.', status: 'cancelled', createdAt: '2026-11-18T02:10:00.000Z' },
  { id: 26, patientName: 'Preeti Saxena', email: 'preeti.saxena36@example.com', phone: '+91 9773068371', age: 60, gender: 'Female', department: 'Cardiology', doctorId: 1, preferredDate: '2026-11-20', preferredTime: '3:00 PM', reasonForVisit: 'Palpitations at night, especially after tea. An ECG at a local clinic showed an irregular rhythm and the doctor there advised a cardiologist’s opinion and an echo. No chest pain, but I get tired quickly on my morning walk.', status: 'cancelled', createdAt: '2026-11-18T07:30:00.000Z' },
  { id: 27, patientName: 'Vihaan Chauhan', email: 'vihaan.chauhan@example.org', phone: '+91 8738211730', age: 1, gender: 'Male', department: 'Pediatrics', doctorId: 10, preferredDate: '2026-11-23', preferredTime: '10:30 AM', reasonForVisit: 'Vaccination due as per the immunisation schedule.', status: 'cancelled', createdAt: '2026-11-18T09:57:00.000Z' },
  { id: 28, patientName: 'Reyansh Saxena', email: 'reyansh.saxena38@example.com', phone: '+91 6303834828', age: 10, gender: 'Male', department: 'Pediatrics', preferredDate: '2026-11-24', preferredTime: '2:00 PM', reasonForVisit: 'Itchy skin rash on the arms and legs for a week.', status: 'completed', createdAt: '2026-11-18T10:19:00.000Z' },
  { id: 29, patientName: 'Anvi Thakur', email: 'anvi.thakur26@example.in', phone: '+91 9014708491', age: 4, gender: 'Female', department: 'Pediatrics', doctorId: 10, preferredDate: '2026-11-23', preferredTime: '2:30 PM', reasonForVisit: 'Vaccination due as per the immunisation schedule.', status: 'completed', createdAt: '2026-11-19T01:43:00.000Z' },
  { id: 30, patientName: 'Poonam Gupta', email: 'poonam.gupta@example.in', phone: '+91 9371556998', age: 18, gender: 'Female', department: 'Pathology', doctorId: 16, preferredDate: '2026-11-20', preferredTime: '3:30 PM', reasonForVisit: 'Discussion of the biopsy report for the sample sent last week.', status: 'cancelled', createdAt: '2026-11-19T03:22:00.000Z' },
];

/** Made to overflow: long names without spaces to break at, and reasons of several sentences. */
export const longContentData: Appointment[] = [
  {
    ...appointmentsData[0]!,
    id: 101,
    patientName: 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula',
    email: 'venkata.lakshmi.narasimha.satyanarayana.chakravarthula@example.com',
    department: 'General Medicine',
    reasonForVisit:
      'Persistent fatigue, breathlessness on climbing two flights of stairs and swelling of both ankles for the last three weeks; known case of type 2 diabetes and hypertension on regular medication; requests review of recent blood reports and an ECG.',
  },
  {
    ...appointmentsData[1]!,
    id: 102,
    patientName: 'Dr. Parameshwari Ramalingam-Venkataraghavan',
    department: 'Gastroenterology',
    reasonForVisit:
      'Recurrent burning pain in the upper abdomen after meals, occasional vomiting and weight loss of about four kilograms over two months. Previous endoscopy in 2024 showed gastritis. Wants a follow-up endoscopy and diet advice.',
  },
  {
    ...appointmentsData[2]!,
    id: 103,
    patientName: 'Aditi Rao',
    reasonForVisit: 'Fever.',
  },
];

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

// ---- helpers for the play functions ---------------------------------------------------------------

/** The first line of each body cell in one column, top to bottom: what a user reads down that column. */
function columnText(canvasElement: HTMLElement, header: string): string[] {
  const table = within(canvasElement).getByRole('table');
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

const header = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('columnheader', { name });

// ---- stories --------------------------------------------------------------------------------------

/**
 * Thirty appointments in booking order. Click a sortable header (Patient, Department, Date & Time, Status) to
 * sort ascending, again for descending. The body scrolls under the sticky header.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const unsorted = columnText(canvasElement, 'Patient');

    await step('no column is sorted at first, and only sortable headers are buttons', async () => {
      for (const th of canvas.getAllByRole('columnheader')) await expect(th).not.toHaveAttribute('aria-sort');
      await expect(within(header(canvasElement, 'Contact')).queryByRole('button')).toBeNull();
    });

    await step('a click on Patient sorts by name, ascending', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Patient' }));
      await expect(header(canvasElement, 'Patient')).toHaveAttribute('aria-sort', 'ascending');
      const names = columnText(canvasElement, 'Patient');
      await expect(names).not.toEqual(unsorted);
      await expect(isOrdered(names, 'ascending')).toBe(true);
      await expect(names[0]).toBe('Aarav Bhatt');
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'patient', direction: 'ascending' });
    });

    await step('a second click sorts descending', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Patient' }));
      await expect(header(canvasElement, 'Patient')).toHaveAttribute('aria-sort', 'descending');
      const names = columnText(canvasElement, 'Patient');
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
      await expect(header(canvasElement, 'Department')).toHaveAttribute('aria-sort', 'ascending');
      await expect(header(canvasElement, 'Patient')).not.toHaveAttribute('aria-sort');
      const departments = columnText(canvasElement, 'Department');
      await expect(isOrdered(departments, 'ascending')).toBe(true);
      await expect(departments[0]).toBe('Cardiology');
    });

    await step('the header stays in view while the body scrolls', async () => {
      const region = canvas.getByRole('region', { name: 'Appointments' });
      await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
      region.scrollTop = region.scrollHeight;
      await waitFor(() =>
        expect(
          Math.abs(header(canvasElement, 'Patient').getBoundingClientRect().top - region.getBoundingClientRect().top),
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
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const slots = () =>
      canvas.getAllByRole('row').slice(1).map((row) => {
        const cell = row.children[3]!;
        // "Nov 16, 2026" and "10:00 AM": the date line and the time line of the cell.
        return new Date(`${cell.firstChild?.textContent} ${cell.lastChild?.textContent}`).getTime();
      });
    const descending = (times: number[]) => times.every((time, i) => i === 0 || times[i - 1]! >= time);

    await step('it opens sorted by Date & Time, latest first', async () => {
      await expect(header(canvasElement, 'Date & Time')).toHaveAttribute('aria-sort', 'descending');
      const times = slots();
      await expect(times.every(Number.isFinite)).toBe(true);
      await expect(descending(times)).toBe(true);
    });

    await step('a click asks the page for ascending, and the page passes it back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Date & Time' }));
      await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'date', direction: 'ascending' });
      await expect(header(canvasElement, 'Date & Time')).toHaveAttribute('aria-sort', 'ascending');
      await expect(descending(slots().reverse())).toBe(true);
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading appointments...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(appointmentColumns.length);
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'No appointments found' })).toBeVisible();
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  args: { error: 'Failed to load appointments. Please try again later.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load appointments. Please try again later.');
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
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
          options={APPOINTMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('lang', 'hi');
    await userEvent.click(canvas.getByRole('button', { name: 'मरीज़' }));
    await expect(header(canvasElement, 'मरीज़')).toHaveAttribute('aria-sort', 'ascending');
    await expect(isOrdered(columnText(canvasElement, 'मरीज़'), 'ascending')).toBe(true);
  },
};
