import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Message } from '@hospital/contract';
import { appointmentMessagesData, longMessagesData } from '../messageFixtures.ts';
import { AppointmentMessages, AppointmentMessagesDialog } from './AppointmentMessages.tsx';
import { layerShown } from '../../shared/layerShown.ts';

const meta = {
  title: 'Admin/AppointmentMessages',
  component: AppointmentMessages,
  args: { messages: appointmentMessagesData, onResend: fn(async (_message: Message) => undefined) },
} satisfies Meta<typeof AppointmentMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

const failed = appointmentMessagesData.find((message) => message.status === 'failed')!;

/** One booking's messages: each with its status, time and error; View opens its text in place. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(/421 4\.7\.0 Try again later/)).toBeVisible();
    const view = canvas.getAllByRole('button', { name: 'View Confirmation e-mail' })[0]!;
    view.focus();
    await userEvent.keyboard('{Enter}');
    await expect(view).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'What the patient reads' })).toHaveTextContent(/Your appointment at City Care Hospital is booked/);
    await userEvent.keyboard('{Enter}');
    await expect(view).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Resend, with the keyboard, on the failed one only. */
export const ResendFailed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const buttons = canvas.getAllByRole('button', { name: /^Resend / });
    await expect(buttons).toHaveLength(1);
    buttons[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledWith(failed);
  },
};

export const ReadOnlyForReception: Story = {
  args: { onResend: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: /^Resend / })).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { messages: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages...');
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages for this appointment yet.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { messages: undefined, error: new globalThis.Error('500'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: { messages: longMessagesData },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Recipient address rejected/)).toBeVisible();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** In the appointments table's dialog, named for the booking. */
export const InDialog: Story = {
  render: (args) => <AppointmentMessagesDialog {...args} appointment={{ reference: 'CCH-7K4Q-M2XD', patientName: 'Kavita Sharma' }} onOpenChange={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await layerShown(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Messages about CCH-7K4Q-M2XD' }));
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
  },
};
