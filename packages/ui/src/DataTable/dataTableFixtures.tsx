// Story fixtures of the DataTable: appointments shaped like the seed data, the admin dashboard's columns for them,
// and the reading of a column its play functions share. Shared by its story files; not exported from the package.
import type { Appointment } from '@hospital/contract';
import { fn, within } from 'storybook/test';
import { AppointmentStatusBadge } from '../StatusBadge/index.ts';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './sorting.ts';

/** The first 30 appointments of the seed data, in booking order (by id), as the admin dashboard receives them. */
export const appointmentsData: Appointment[] = [
  { id: 1, reference: 'CCH-FPCX-6PY7', patientName: 'Reyansh Agarwal', email: 'reyansh.agarwal@example.com', phone: '+91 9324149232', age: 10, gender: 'Male', department: 'Pediatrics', preferredDate: '2026-11-16', preferredTime: '10:00 AM', reasonForVisit: 'Cough and cold with mild fever for four days; not eating well.', status: 'completed', createdAt: '2026-11-12T08:38:00.000Z', language: 'en', remindersStopped: false },
  { id: 2, reference: 'CCH-XQAC-7NMJ', patientName: 'Nisha Rastogi', email: 'nisha.rastogi@example.com', phone: '+91 9619285177', age: 66, gender: 'Female', department: 'Cardiology', doctorId: 2, preferredDate: '2026-11-13', preferredTime: '3:30 PM', reasonForVisit: 'Chest tightness while climbing stairs for the last two weeks.', status: 'completed', createdAt: '2026-11-12T11:26:00.000Z', language: 'en', remindersStopped: false },
  { id: 3, reference: 'CCH-GQQP-ZGDR', patientName: 'Aarav Bhatt', email: 'aarav.bhatt69@example.com', phone: '+91 9902604786', age: 14, gender: 'Male', department: 'Pediatrics', doctorId: 10, preferredDate: '2026-11-26', preferredTime: '4:00 PM', reasonForVisit: 'Itchy skin rash on the arms and legs for a week.', status: 'confirmed', createdAt: '2026-11-12T15:02:00.000Z', language: 'en', remindersStopped: false },
  { id: 4, reference: 'CCH-1BRD-RB7P', patientName: 'Komal Gupta', email: 'komal.gupta22@example.com', phone: '+91 8890615360', age: 52, gender: 'Female', department: 'Cardiology', doctorId: 2, preferredDate: '2026-11-16', preferredTime: '10:30 AM', reasonForVisit: 'Breathlessness and swelling of both feet since last month.', status: 'completed', createdAt: '2026-11-13T03:16:00.000Z', language: 'en', remindersStopped: false },
  { id: 5, reference: 'CCH-P88A-5AMA', patientName: 'Kiran Srivastava', email: 'kiran.srivastava@example.in', phone: '+91 6344677585', age: 80, gender: 'Female', department: 'Cardiology', doctorId: 2, preferredDate: '2026-11-13', preferredTime: '9:00 AM', reasonForVisit: 'High blood pressure not controlled on two medicines.', status: 'completed', createdAt: '2026-11-13T14:14:00.000Z', language: 'en', remindersStopped: false },
  { id: 6, reference: 'CCH-BANE-F8VP', patientName: 'Kuldeep Verma', email: 'kuldeep.verma54@example.in', phone: '+91 9425631145', age: 20, gender: 'Male', department: 'General Medicine', doctorId: 7, preferredDate: '2026-11-17', preferredTime: '10:30 AM', reasonForVisit: 'Diabetes review; fasting sugar readings around 180 despite taking medicines regularly.', status: 'completed', createdAt: '2026-11-13T14:45:00.000Z', language: 'en', remindersStopped: false },
  { id: 7, reference: 'CCH-D8W7-MV2D', patientName: 'Nisha Joshi', email: 'nisha.joshi@example.org', phone: '+91 9042007991', age: 36, gender: 'Female', department: 'Gastroenterology', doctorId: 14, preferredDate: '2026-11-14', preferredTime: '10:30 AM', reasonForVisit: 'Constipation alternating with loose motions, with bloating.', status: 'completed', createdAt: '2026-11-13T17:02:00.000Z', language: 'en', remindersStopped: false },
  { id: 8, reference: 'CCH-CJ28-KSD7', patientName: 'Vivek Thakur', email: 'vivek.thakur@example.in', phone: '+91 9380207380', age: 51, gender: 'Male', department: 'General Surgery', doctorId: 12, preferredDate: '2026-11-16', preferredTime: '11:30 AM', reasonForVisit: 'Small painless lump in the neck noticed last month.', status: 'completed', createdAt: '2026-11-14T09:55:00.000Z', language: 'en', remindersStopped: false },
  { id: 9, reference: 'CCH-RPKV-JGA9', patientName: 'Mohit Bhatt', email: 'mohit.bhatt@example.com', phone: '+91 8755198808', age: 51, gender: 'Other', department: 'General Medicine', doctorId: 8, preferredDate: '2026-11-18', preferredTime: '4:00 PM', reasonForVisit: 'Feeling weak and dizzy for a week with poor appetite. I had dengue last year and would like a blood test to make sure my platelet count is normal before I travel for a family wedding next month.', status: 'completed', createdAt: '2026-11-14T10:14:00.000Z', language: 'en', remindersStopped: false },
  { id: 10, reference: 'CCH-NN9H-C3W5', patientName: 'Siya Rawat', email: 'siya.rawat@example.in', phone: '+91 9110562892', age: 7, gender: 'Female', department: 'Pediatrics', doctorId: 9, preferredDate: '2026-11-16', preferredTime: '11:30 AM', reasonForVisit: 'Cough and cold with mild fever for four days; not eating well.', status: 'completed', createdAt: '2026-11-14T10:54:00.000Z', language: 'en', remindersStopped: false },
  { id: 11, reference: 'CCH-1TA8-XN4T', patientName: 'Geeta Yadav', email: 'geeta.yadav@example.com', phone: '+91 9071336077', age: 32, gender: 'Female', department: 'Gynecology', doctorId: 5, preferredDate: '2026-11-16', preferredTime: '3:00 PM', reasonForVisit: 'Heavy bleeding during periods with tiredness; recent hemoglobin was 9.2.', status: 'completed', createdAt: '2026-11-14T12:48:00.000Z', language: 'en', remindersStopped: false },
  { id: 12, reference: 'CCH-92CG-MMH7', patientName: 'Ananya Rawat', email: 'ananya.rawat@example.com', phone: '+91 8715403612', age: 26, gender: 'Female', department: 'Gynecology', doctorId: 5, preferredDate: '2026-11-16', preferredTime: '11:00 AM', reasonForVisit: 'Routine antenatal check-up, 24 weeks pregnant.', status: 'completed', createdAt: '2026-11-15T02:44:00.000Z', language: 'en', remindersStopped: false },
  { id: 13, reference: 'CCH-HC13-0YE3', patientName: 'Megha Rawat', email: 'megha.rawat@example.com', phone: '+91 9126119676', age: 38, gender: 'Female', department: 'Gynecology', preferredDate: '2026-12-07', preferredTime: '4:30 PM', reasonForVisit: 'Heavy bleeding during periods with tiredness; recent hemoglobin was 9.2.', status: 'pending', createdAt: '2026-11-15T04:36:00.000Z', language: 'en', remindersStopped: false },
  { id: 14, reference: 'CCH-GHWW-B4RY', patientName: 'Sachin Pandey', email: 'sachin.pandey@example.com', phone: '+91 6229506516', age: 69, gender: 'Male', department: 'Urology', preferredDate: '2026-11-16', preferredTime: '4:30 PM', reasonForVisit: 'Left flank pain; ultrasound shows a 7 mm kidney stone.', status: 'completed', createdAt: '2026-11-15T06:39:00.000Z', language: 'en', remindersStopped: false },
  { id: 15, reference: 'CCH-V5YA-4PFG', patientName: 'Sachin Bhatt', email: 'sachin.bhatt@example.com', phone: '+91 9776299292', age: 44, gender: 'Male', department: 'General Surgery', doctorId: 12, preferredDate: '2026-11-18', preferredTime: '11:00 AM', reasonForVisit: 'Painful swelling near the tailbone with discharge, possibly a pilonidal sinus.', status: 'completed', createdAt: '2026-11-16T02:19:00.000Z', language: 'en', remindersStopped: false },
  { id: 16, reference: 'CCH-791M-64CE', patientName: 'Ramesh Bhatt', email: 'ramesh.bhatt@example.com', phone: '+91 6237461300', age: 30, gender: 'Male', department: 'Neurology', doctorId: 3, preferredDate: '2026-11-17', preferredTime: '9:00 AM', reasonForVisit: 'Frequent migraine headaches with nausea, three to four times a week.', status: 'completed', createdAt: '2026-11-16T04:08:00.000Z', language: 'en', remindersStopped: false },
  { id: 17, reference: 'CCH-K0C1-10TB', patientName: 'Ishita Rawat', email: 'ishita.rawat@example.com', phone: '+91 8836162543', age: 56, gender: 'Female', department: 'Cardiology', doctorId: 1, preferredDate: '2026-11-21', preferredTime: '10:30 AM', reasonForVisit: 'Breathlessness and swelling of both feet since last month.', status: 'completed', createdAt: '2026-11-16T05:39:00.000Z', language: 'en', remindersStopped: false },
  { id: 18, reference: 'CCH-MFWP-5AH6', patientName: 'Dinesh Shukla', email: 'dinesh.shukla@example.in', phone: '+91 7674489827', age: 75, gender: 'Male', department: 'General Medicine', doctorId: 7, preferredDate: '2026-11-26', preferredTime: '10:00 AM', reasonForVisit: 'Persistent dry cough for three weeks, worse at night.', status: 'cancelled', createdAt: '2026-11-16T09:01:00.000Z', language: 'en', remindersStopped: false },
  { id: 19, reference: 'CCH-YCZB-HAFQ', patientName: 'Rashmi Shukla', email: 'rashmi.shukla34@example.in', phone: '+91 9376201116', age: 38, gender: 'Female', department: 'Gynecology', preferredDate: '2026-11-18', preferredTime: '3:00 PM', reasonForVisit: 'Trying to conceive for two years without success. My husband’s semen analysis was normal. I would like to discuss ovulation tracking, a pelvic ultrasound and what further tests or treatment options are available.', status: 'completed', createdAt: '2026-11-17T01:32:00.000Z', language: 'en', remindersStopped: false },
  { id: 20, reference: 'CCH-QD50-0KTV', patientName: 'Preeti Rawat', email: 'preeti.rawat@example.com', phone: '+91 8112791758', age: 64, gender: 'Female', department: 'Cardiology', doctorId: 2, preferredDate: '2026-11-19', preferredTime: '5:00 PM', reasonForVisit: 'High blood pressure not controlled on two medicines.', status: 'completed', createdAt: '2026-11-17T11:34:00.000Z', language: 'en', remindersStopped: false },
  { id: 21, reference: 'CCH-4HQ4-1GXD', patientName: 'Poonam Dixit', email: 'poonam.dixit96@example.com', phone: '+91 9710118226', age: 63, gender: 'Female', department: 'Pathology', preferredDate: '2026-11-19', preferredTime: '4:00 PM', reasonForVisit: 'Full-body blood tests; home sample collection is not possible this week.', status: 'cancelled', createdAt: '2026-11-17T12:03:00.000Z', language: 'en', remindersStopped: false },
  { id: 22, reference: 'CCH-XYH2-0RA5', patientName: 'Dinesh Thakur', email: 'dinesh.thakur@example.com', phone: '+91 9014690355', age: 36, gender: 'Male', department: 'Neurology', doctorId: 3, preferredDate: '2026-11-19', preferredTime: '3:00 PM', reasonForVisit: 'Tingling and numbness in both feet; diabetic for ten years.', status: 'completed', createdAt: '2026-11-17T16:26:00.000Z', language: 'en', remindersStopped: false },
  { id: 23, reference: 'CCH-3WXT-6D2F', patientName: 'Rekha Bhatt', email: 'rekha.bhatt@example.in', phone: '+91 9138263012', age: 49, gender: 'Female', department: 'Pathology', doctorId: 16, preferredDate: '2026-11-20', preferredTime: '10:00 AM', reasonForVisit: 'Full-body blood tests; home sample collection is not possible this week.', status: 'completed', createdAt: '2026-11-17T16:42:00.000Z', language: 'en', remindersStopped: false },
  { id: 24, reference: 'CCH-HKJ0-8DPM', patientName: 'Navya Bhatt', email: 'navya.bhatt@example.com', phone: '+91 9430052711', age: 7, gender: 'Female', department: 'Pediatrics', doctorId: 9, preferredDate: '2026-11-21', preferredTime: '9:00 AM', reasonForVisit: 'Vaccination due as per the immunisation schedule.', status: 'completed', createdAt: '2026-11-18T01:43:00.000Z', language: 'en', remindersStopped: false },
  { id: 25, reference: 'CCH-YADA-9ZJ9', patientName: 'Komal Srivastava', email: 'komal.srivastava@example.com', phone: '+91 9783073462', age: 68, gender: 'Female', department: 'Urology', preferredDate: '2026-11-23', preferredTime: '2:00 PM', reasonForVisit: 'Passing urine frequently at night with a weak stream.', status: 'cancelled', createdAt: '2026-11-18T02:10:00.000Z', language: 'en', remindersStopped: false },
  { id: 26, reference: 'CCH-E4T4-FM6E', patientName: 'Preeti Saxena', email: 'preeti.saxena36@example.com', phone: '+91 9773068371', age: 60, gender: 'Female', department: 'Cardiology', doctorId: 1, preferredDate: '2026-11-20', preferredTime: '3:00 PM', reasonForVisit: 'Palpitations at night, especially after tea. An ECG at a local clinic showed an irregular rhythm and the doctor there advised a cardiologist’s opinion and an echo. No chest pain, but I get tired quickly on my morning walk.', status: 'cancelled', createdAt: '2026-11-18T07:30:00.000Z', language: 'en', remindersStopped: false },
  { id: 27, reference: 'CCH-NFGM-2HMA', patientName: 'Vihaan Chauhan', email: 'vihaan.chauhan@example.org', phone: '+91 8738211730', age: 1, gender: 'Male', department: 'Pediatrics', doctorId: 10, preferredDate: '2026-11-23', preferredTime: '10:30 AM', reasonForVisit: 'Vaccination due as per the immunisation schedule.', status: 'cancelled', createdAt: '2026-11-18T09:57:00.000Z', language: 'en', remindersStopped: false },
  { id: 28, reference: 'CCH-HNWY-D0V6', patientName: 'Reyansh Saxena', email: 'reyansh.saxena38@example.com', phone: '+91 6303834828', age: 10, gender: 'Male', department: 'Pediatrics', preferredDate: '2026-11-24', preferredTime: '2:00 PM', reasonForVisit: 'Itchy skin rash on the arms and legs for a week.', status: 'completed', createdAt: '2026-11-18T10:19:00.000Z', language: 'en', remindersStopped: false },
  { id: 29, reference: 'CCH-G24X-0C8S', patientName: 'Anvi Thakur', email: 'anvi.thakur26@example.in', phone: '+91 9014708491', age: 4, gender: 'Female', department: 'Pediatrics', doctorId: 10, preferredDate: '2026-11-23', preferredTime: '2:30 PM', reasonForVisit: 'Vaccination due as per the immunisation schedule.', status: 'completed', createdAt: '2026-11-19T01:43:00.000Z', language: 'en', remindersStopped: false },
  { id: 30, reference: 'CCH-C3GW-G5AR', patientName: 'Poonam Gupta', email: 'poonam.gupta@example.in', phone: '+91 9371556998', age: 18, gender: 'Female', department: 'Pathology', doctorId: 16, preferredDate: '2026-11-20', preferredTime: '3:30 PM', reasonForVisit: 'Discussion of the biopsy report for the sample sent last week.', status: 'cancelled', createdAt: '2026-11-19T03:22:00.000Z', language: 'en', remindersStopped: false },
];

/** Made to overflow: long names without spaces to break at, and reasons of several sentences. */
export const longContentData: Appointment[] = [
  {
    ...appointmentsData[0]!,
    id: 101,
    reference: 'CCH-P7S3-2R4N',
    patientName: 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula',
    email: 'venkata.lakshmi.narasimha.satyanarayana.chakravarthula@example.com',
    department: 'General Medicine',
    reasonForVisit:
      'Persistent fatigue, breathlessness on climbing two flights of stairs and swelling of both ankles for the last three weeks; known case of type 2 diabetes and hypertension on regular medication; requests review of recent blood reports and an ECG.',
  },
  {
    ...appointmentsData[1]!,
    id: 102,
    reference: 'CCH-PCH3-CY53',
    patientName: 'Dr. Parameshwari Ramalingam-Venkataraghavan',
    department: 'Gastroenterology',
    reasonForVisit:
      'Recurrent burning pain in the upper abdomen after meals, occasional vomiting and weight loss of about four kilograms over two months. Previous endoscopy in 2024 showed gastritis. Wants a follow-up endoscopy and diet advice.',
  },
  {
    ...appointmentsData[2]!,
    id: 103,
    reference: 'CCH-WRQS-6BXB',
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
export const appointmentColumns: DataTableColumn<Appointment>[] = [
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

/** Every story file's starting args: the thirty appointments under the columns above. */
export const appointmentTableArgs = () => ({
  caption: 'Appointments',
  columns: appointmentColumns,
  rows: appointmentsData,
  rowKey: (a: Appointment) => a.id,
  loadingText: 'Loading appointments...',
  emptyText: 'No appointments found',
  onSortChange: fn(),
});

/** The props a story passes as data, not as a control to play with. */
export const appointmentTableArgTypes = {
  columns: { control: false },
  rows: { control: false },
  rowKey: { control: false },
  sort: { control: false },
  defaultSort: { control: false },
  ref: { control: false },
} as const;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = ReturnType<typeof within>;

/** The first line of each body cell in one column, top to bottom: what a user reads down that column. */
export function columnText(canvas: Canvas, header: string): string[] {
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

export const isOrdered = (values: readonly string[], direction: 'ascending' | 'descending') =>
  values.every((value, i) => i === 0 || (direction === 'ascending' ? 1 : -1) * byText(values[i - 1]!, value) <= 0);

export const header = (canvas: Canvas, name: string) =>
  canvas.getByRole('columnheader', { name });
