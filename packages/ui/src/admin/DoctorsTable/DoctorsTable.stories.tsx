import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Department, Doctor, TimetableImpact, Timetable, WeeklySession } from '@hospital/contract';
import { DoctorsTable } from './DoctorsTable.tsx';

export const departmentsData: Department[] = [
  { id: 1, name: 'Cardiology' },
  { id: 2, name: 'General Medicine' },
  { id: 3, name: 'Orthopedics' },
];

export const doctorsData: Doctor[] = [
  { id: 1, name: 'Dr. Rajesh Malhotra', specialization: 'Cardiologist', departmentId: 1, qualifications: 'MBBS, MD, DM (Cardiology)', experience: 22, languages: ['Hindi', 'English', 'Punjabi'], featured: true },
  { id: 2, name: 'Dr. Priya Sharma', specialization: 'General Physician', departmentId: 2, qualifications: 'MBBS, MD (Medicine)', experience: 9, languages: ['Hindi', 'English'] },
  { id: 3, name: 'Dr. Arjun Mehta', specialization: 'Orthopedic Surgeon', departmentId: 3, qualifications: 'MBBS, MS (Ortho)', experience: 15, languages: [] },
];

const standard = (day: WeeklySession['weekday']): WeeklySession[] => [
  { weekday: day, start: '09:00', end: '12:00', slotMinutes: 30, capacity: 1 },
  { weekday: day, start: '14:00', end: '17:30', slotMinutes: 30, capacity: 1 },
];

export const timetablesData = new Map<number, Timetable>([
  [1, { weekly: [...standard(1), ...standard(2), ...standard(3), ...standard(4), ...standard(5), { weekday: 6, start: '09:00', end: '14:00', slotMinutes: 30, capacity: 1 }], leave: [] }],
  [2, { weekly: [1, 2, 3, 4, 5].map((day) => ({ weekday: day as WeeklySession['weekday'], start: '09:00', end: '12:00', slotMinutes: 15 as const, capacity: 2 })), leave: [{ id: 4, from: '2026-12-01', to: '2026-12-02', reason: 'Conference' }] }],
  [3, { weekly: [{ weekday: 2, start: '10:00', end: '13:00', slotMinutes: 20, capacity: 1 }, { weekday: 4, start: '10:00', end: '13:00', slotMinutes: 20, capacity: 1 }], leave: [] }],
]);

export const impactData: TimetableImpact = {
  affected: [12, 18],
  affectedVisits: [
    { id: 12, reference: 'CCH-7K4Q-M2XD', patientName: 'Ramesh Gupta', preferredDate: '2026-12-03', preferredTime: '10:00 AM' },
    { id: 18, reference: 'CCH-3F9A-P1QZ', patientName: 'Sunita Devi', preferredDate: '2026-12-08', preferredTime: '10:20 AM' },
  ],
};

// Tuesday 1 December 2026, 10:00 AM in India.
const NOW = new Date('2026-12-01T04:30:00.000Z');

const meta = {
  title: 'Admin/DoctorsTable',
  component: DoctorsTable,
  excludeStories: /.*Data$/,
  args: {
    doctors: doctorsData,
    departments: departmentsData,
    timetables: timetablesData,
    closures: [{ id: 1, date: '2026-12-25', name: 'Christmas' }],
    now: NOW,
    onAdd: fn(),
    onEdit: fn(),
    onTimetable: fn(),
    onRetirePreview: fn(async () => impactData),
    onRetire: fn(async () => undefined),
  },
  argTypes: { doctors: { control: false }, timetables: { control: false }, now: { control: false } },
} satisfies Meta<typeof DoctorsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Each doctor by name with department, languages and the next session (leave skipped); Add, Timetable, Edit. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Dr. Arjun Mehta'),
      expect.stringContaining('Dr. Priya Sharma'),
      expect.stringContaining('Dr. Rajesh Malhotra'),
    ]);
    await expect(within(rows[0]!).getByText('Today, 10:00 AM – 1:00 PM')).toBeVisible();
    await expect(within(rows[0]!).getByText('Tue, Thu')).toBeVisible();
    await expect(within(rows[0]!).getByText('Not given')).toBeVisible();
    // On leave today and tomorrow: Thursday.
    await expect(within(rows[1]!).getByText('Thu 3 Dec, 9:00 AM – 12:00 PM')).toBeVisible();
    await expect(within(rows[2]!).getByText('Today, 9:00 AM – 12:00 PM')).toBeVisible();
    await expect(within(rows[2]!).getByText('Mon–Sat')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add doctor' }));
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Timetable of Dr. Priya Sharma' }));
    await expect(args.onTimetable).toHaveBeenCalledWith(doctorsData[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Dr. Arjun Mehta' }));
    await expect(args.onEdit).toHaveBeenCalledWith(doctorsData[2]);
  },
};

/** Retire asks the server first: the bookings it strands are listed, Cancel has the focus, then Retire. */
export const Retire: Story = {
  play: async ({ args, canvas, canvasElement, step, userEvent }) => {
    const page = pageOf(canvasElement);
    await step('the preview lists the bookings; Cancel keeps the doctor', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retire Dr. Arjun Mehta' }));
      const dialog = await page.findByRole('dialog', { name: 'Retire Dr. Arjun Mehta?' });
      await waitFor(() => expect(within(dialog).getByText('2 bookings need a new time.')).toBeVisible());
      await waitFor(() => expect(within(dialog).getByText('Thu 3 Dec 2026, 10:00 AM')).toBeVisible());
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await expect(args.onRetire).not.toHaveBeenCalled();
    });
    await step('confirmed, the doctor is retired', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retire Dr. Arjun Mehta' }));
      const dialog = await page.findByRole('dialog', { name: 'Retire Dr. Arjun Mehta?' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Retire doctor' }));
      await waitFor(() => expect(args.onRetire).toHaveBeenCalledWith(doctorsData[2]));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    });
  },
};

/** The doctor whose timetable is open below is marked, and a retired doctor has no actions. */
export const SelectedAndRetired: Story = {
  args: { selectedId: 2, doctors: [...doctorsData, { id: 9, name: 'Dr. Anil Kapoor', specialization: 'ENT Specialist', departmentId: null, qualifications: 'MBBS, MS (ENT)', experience: 30, retired: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Timetable of Dr. Priya Sharma' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Retired')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retire Dr. Anil Kapoor' })).toBeNull();
  },
};

/**
 * The home page's eight: the doctors marked Featured first, whatever their years, then the most experienced; the
 * rule is written above the table, and each chosen doctor is marked.
 */
export const HomePageChoice: Story = {
  args: {
    timetables: undefined,
    doctors: Array.from({ length: 11 }, (_, index) => ({
      id: 20 + index,
      name: `Dr. Doctor ${String.fromCharCode(65 + index)}`,
      specialization: 'General Physician',
      departmentId: 2,
      qualifications: 'MBBS, MD (Medicine)',
      experience: 10 + index,
      ...(index < 2 ? { featured: true } : {}),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The home page shows 8 doctors: those marked Featured first, then the most experienced.')).toBeVisible();
    const marked = (name: string) => within(canvas.getByRole('rowheader', { name: new RegExp(`^${name}`) }));
    await expect(canvas.getAllByText('On home page')).toHaveLength(8);
    await expect(canvas.getAllByText('Featured')).toHaveLength(2);
    // The two featured doctors have the fewest years, and are on the home page all the same.
    for (const name of ['Dr. Doctor A', 'Dr. Doctor B']) {
      await expect(marked(name).getByText('Featured')).toBeVisible();
      await expect(marked(name).getByText('On home page')).toBeVisible();
    }
    // Six places are left to the most experienced of the others (K down to F); C, D and E have fewer years.
    await expect(marked('Dr. Doctor F').getByText('On home page')).toBeVisible();
    for (const name of ['Dr. Doctor C', 'Dr. Doctor D', 'Dr. Doctor E']) await expect(marked(name).queryByText('On home page')).toBeNull();
  },
};

/** A new doctor without sessions yet says so rather than a next session. */
export const NoSessions: Story = {
  args: { doctors: [doctorsData[0]!], timetables: new Map([[1, { weekly: [], leave: [] }]]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sessions')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { doctors: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading doctors...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add doctor' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { doctors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No doctors yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { doctors: undefined, error: new globalThis.Error('500'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load doctors. Please try again later.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    doctors: [
      ...doctorsData,
      {
        id: 10,
        name: 'Dr. Venkata Lakshmi Narasimha Satyanarayana Chakravarthula',
        specialization: 'Paediatric Cardiothoracic and Vascular Surgeon',
        departmentId: 1,
        qualifications: 'MBBS, MS (General Surgery), MCh (Cardiothoracic and Vascular Surgery), FRCS (Edinburgh)',
        experience: 41,
        languages: ['Telugu', 'Tamil', 'Kannada', 'Malayalam', 'Hindi', 'English', 'Sanskrit'],
      },
    ],
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
