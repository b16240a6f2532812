import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { appointmentMessagesData, longMessagesData } from '../messageFixtures.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { layerShown } from '../../shared/layerShown.ts';

const meta = {
  title: 'Admin/MessageDialog',
  component: MessageDialog,
  args: { message: appointmentMessagesData[0]!, onOpenChange: fn(), onResend: fn() },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
const opened = async (canvasElement: Parameters<Play>[0]['canvasElement'], name: string) =>
  layerShown(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** A sent e-mail: subject, the text with its line breaks, status and times; no Resend. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement, 'Confirmation e-mail');
    await expect(within(dialog).getByText('Your appointment at City Care Hospital: CCH-7K4Q-M2XD')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Resend' })).toBeNull();
  },
};

/** An SMS has no subject. */
export const Sms: Story = {
  args: { message: appointmentMessagesData[3]! },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement, 'Reminder SMS');
    await expect(within(dialog).getByText('Not sent')).toBeVisible();
  },
};

/** A failed one: its error, and Resend calls back. */
export const Failed: Story = {
  args: { message: appointmentMessagesData[4]! },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await opened(canvasElement, 'Rescheduled e-mail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledWith(appointmentMessagesData[4]);
  },
};

export const ResendRefused: Story = {
  args: { message: appointmentMessagesData[4]!, resendError: 'Only a message that failed can be sent again.' },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement, 'Rescheduled e-mail');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Only a message that failed can be sent again.');
  },
};

export const HindiMessage: Story = {
  args: { message: longMessagesData[1]! },
  play: async ({ canvasElement }) => {
    const dialog = await opened(canvasElement, 'Confirmation e-mail');
    await expect(within(dialog).getByRole('region', { name: 'What the patient reads' })).toHaveAttribute('lang', 'hi');
  },
};
