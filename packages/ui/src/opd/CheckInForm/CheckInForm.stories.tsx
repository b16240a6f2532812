import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { opdDayVisits, opdDepartmentDoctors, opdLongDayVisits } from '../opdFixtures.ts';
import { CheckInForm } from './CheckInForm.tsx';

const meta = {
  title: 'OPD/CheckInForm',
  component: CheckInForm,
  args: {
    visits: opdDayVisits,
    doctors: opdDepartmentDoctors,
    defaultDoctorId: 3,
    onCheckIn: fn(async () => ({ token: 7 })),
  },
  argTypes: { visits: { control: false } },
} satisfies Meta<typeof CheckInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const saying = (canvas: Canvas, text: string) => canvas.getAllByRole('status').find((region) => region.textContent === text);

/** Type a reference as it was read out (lower case, spaces), Tab to Check in, Enter: the token is shown big. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: /Find a booking/ });
    await userEvent.click(box);
    await userEvent.keyboard('cch 4nfe 1rkd');
    await waitFor(() => expect(saying(canvas, '1 booking matches.')).toBeDefined());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Check in Komal Gupta' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheckIn).toHaveBeenCalledWith(opdDayVisits[6], undefined);
    await expect(await canvas.findByText('Token 7')).toBeVisible();
    await waitFor(() => expect(saying(canvas, 'Komal Gupta checked in: token 7')).toBeDefined());
  },
};

/** A phone number finds the booking; a surname finds every patient who has it, those to check in first. */
export const ByPhoneAndName: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: /Find a booking/ });
    await userEvent.type(box, '98111 20304');
    const results = () => within(canvas.getByRole('list', { name: 'Matching bookings' })).getAllByRole('listitem');
    await waitFor(() => expect(results()).toHaveLength(1));
    await expect(results()[0]).toHaveTextContent('Aarav Bhatt');
    await userEvent.clear(box);
    await userEvent.type(box, 'bhatt');
    await waitFor(() => expect(results()).toHaveLength(2));
    // Ramesh Bhatt is already seen: listed after, with his status and token, and no Check in.
    await expect(results()[1]).toHaveTextContent('Completed');
    await expect(within(results()[1]!).queryByRole('button')).toBeNull();
  },
};

/** A booking made for the department alone asks which doctor; the OPD day's own doctor is chosen first. */
export const DepartmentBooking: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Find a booking/ }), 'Reyansh');
    const doctor = await canvas.findByRole('combobox', { name: 'Doctor for Reyansh Agarwal' });
    await expect(doctor).toHaveValue('3');
    await userEvent.selectOptions(doctor, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Check in Reyansh Agarwal' }));
    await expect(args.onCheckIn).toHaveBeenCalledWith(opdDayVisits[8], 7);
  },
};

/** The server refused (the visit is not today's, or another counter cancelled it): its words, at once. */
export const Refused: Story = {
  args: { onCheckIn: fn(async () => Promise.reject(new globalThis.Error('This visit is not today.'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Find a booking/ }), 'komal');
    await userEvent.click(await canvas.findByRole('button', { name: 'Check in Komal Gupta' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('This visit is not today.'));
  },
};

/** Nothing matches: said, with what to do instead. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Find a booking/ }), 'Nobody Here');
    await expect(await canvas.findByText(/No booking today matches\. A patient/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { visits: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading the day's bookings...")).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: /Find a booking/ })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { visits: undefined, error: new globalThis.Error('500'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Many matches with long and Hindi names wrap; nothing overflows. */
export const LongContent: Story = {
  args: { visits: opdLongDayVisits },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Find a booking/ }), '+91 9');
    await expect(await canvas.findByText('Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Find a booking/ }), 'Reyansh');
    await expect(await canvas.findByRole('button', { name: 'Check in Reyansh Agarwal' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
