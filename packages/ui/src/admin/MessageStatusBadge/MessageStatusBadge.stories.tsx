import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MESSAGE_STATUSES } from '@hospital/contract';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';

const meta = {
  title: 'Admin/MessageStatusBadge',
  component: MessageStatusBadge,
  args: { status: 'sent' },
} satisfies Meta<typeof MessageStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sent')).toBeVisible();
  },
};

/** Every status side by side: each says its state in words, the colour only repeats it. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {MESSAGE_STATUSES.map((status) => (
        <MessageStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Queued', 'Sending', 'Sent', 'Failed', 'Cancelled', 'Not configured']) await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed', size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toHaveAttribute('data-tone', 'danger');
  },
};
