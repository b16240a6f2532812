import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QueueBoard } from './QueueBoard.tsx';
import type { QueueBoardDoctor } from './queueBoard.ts';

const queueOf = (nowServing: number | null, waiting: number[]) => ({ nowServing, waiting: waiting.map((token) => ({ token })) });

const doctorData: QueueBoardDoctor = {
  id: 1,
  name: 'Dr. Asha Verma',
  department: 'Cardiology',
  queue: queueOf(14, [15, 17, 16, 18, 19, 21, 22, 23]),
};

const departmentData: QueueBoardDoctor[] = [
  { id: 1, name: 'Dr. Asha Verma', department: 'Cardiology', queue: queueOf(14, [15, 17, 16, 18, 19, 21, 22]) },
  { id: 2, name: 'Dr. Rakesh Gupta', department: 'Cardiology', queue: queueOf(6, [7, 8]) },
  { id: 3, name: 'Dr. Meera Iyer', department: 'Cardiology', queue: queueOf(null, []) },
];

const updatedAtData = new Date('2026-11-27T05:12:00Z');

const meta = {
  title: 'OPD/QueueBoard',
  component: QueueBoard,
  excludeStories: /.*Data$/,
  args: { doctors: [doctorData], updatedAt: updatedAtData, onRetry: fn() },
  argTypes: { doctors: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof QueueBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A doctor's board: now serving token 14, the next six tokens in calling order, two more waiting. Never a name. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: 'Dr. Asha Verma' });
    await expect(within(board).getByText('Cardiology')).toBeVisible();
    await expect(within(board).getByText('Now serving')).toBeVisible();
    await expect(within(board).getAllByRole('status').some((region) => region.textContent === 'Token 1414')).toBe(true);
    const next = within(board).getAllByRole('listitem').map((item) => item.textContent);
    await expect(next).toEqual(['Token 1515', 'Token 1717', 'Token 1616', 'Token 1818', 'Token 1919', 'Token 2121']);
    await expect(within(board).getByText('+2 more waiting')).toBeVisible();
    await expect(within(board).getByText(/^Updated /)).toBeVisible();
  },
};

/** The day has begun and no one has been called or checked in yet. */
export const Empty: Story = {
  args: { doctors: [{ ...doctorData, queue: queueOf(null, []) }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No token called yet')).toBeVisible();
    await expect(canvas.getByText('No one waiting')).toBeVisible();
  },
};

/** Waiting for the first answer. */
export const Loading: Story = {
  args: { doctors: [{ ...doctorData, queue: undefined }], isLoading: true, updatedAt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the queue…')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Dr. Asha Verma' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The connection dropped after a reading: the last known queue stays, with "Reconnecting…". */
export const Error: Story = {
  args: { error: new globalThis.Error('Network error') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reconnecting…')).toBeVisible();
    await expect(canvas.getByText('Now serving')).toBeVisible();
    await expect(canvas.getAllByText('14').length).toBeGreaterThan(0);
  },
};

/** Nothing read at all and the reading failed: said in words, with a way to ask again. */
export const ErrorBeforeAnyReading: Story = {
  args: { doctors: [{ ...doctorData, queue: undefined }], error: new globalThis.Error('Network error'), updatedAt: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Connection lost. Reconnecting…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A long name and department wrap; three-digit tokens fit. */
export const LongContent: Story = {
  args: {
    doctors: [
      {
        ...doctorData,
        name: 'Dr. Venkataraghavan Subramaniam Ramakrishnan-Chakravarthy',
        department: 'General Medicine',
        queue: queueOf(128, [129, 131, 130, 132, 133, 135, 136, 137, 138, 140, 141, 142]),
      },
    ],
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dr. Venkataraghavan Subramaniam Ramakrishnan-Chakravarthy');
    await expect(canvas.getByText('+6 more waiting')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a phone: the two panels stack. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A department's board: a row per doctor with the token in each room and the next few. */
export const Department: Story = {
  args: { doctors: departmentData, department: 'Cardiology' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cardiology OPD' })).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Dr. Asha Verma');
    await expect(rows[1]!).toHaveTextContent('Token 14');
    await expect(rows[1]!).toHaveTextContent('+1 more waiting');
    await expect(rows[3]!).toHaveTextContent('No token called yet');
  },
};

/** A department none of whose doctors is listed. */
export const DepartmentEmpty: Story = {
  args: { doctors: [], department: 'Urology' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No doctor of this department to show.')).toBeVisible();
  },
};

/** A department's board on a phone. */
export const DepartmentMobile: Story = {
  args: { doctors: departmentData, department: 'Cardiology' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** In Hindi: the board's words in Hindi, the doctor's name as the hospital writes it (marked English). */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('वर्तमान टोकन')).toBeVisible();
    await expect(canvas.getByText('अगले टोकन')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('+2 और प्रतीक्षा में')).toBeVisible();
  },
};

/** A department's board in Hindi. */
export const HindiDepartment: Story = {
  args: { doctors: departmentData, department: 'Cardiology' },
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ओपीडी');
  },
};
