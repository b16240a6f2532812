import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QueueTokenCard } from './QueueTokenCard.tsx';

const meta = {
  title: 'OPD/QueueTokenCard',
  component: QueueTokenCard,
  args: { token: 14, status: 'checked_in', ahead: 3, following: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QueueTokenCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checked in, three patients before them: the token large, the place in words, read out when it changes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your token' });
    await expect(card).toHaveTextContent('Token 14');
    await expect(canvas.getByText('3 patients before you')).toBeVisible();
    await expect(canvas.getByText('This updates by itself every few seconds.')).toBeVisible();
  },
};

/** One patient before them: the singular. */
export const OneBefore: Story = {
  args: { ahead: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 patient before you')).toBeVisible();
  },
};

/** No one before them. */
export const Next: Story = {
  args: { ahead: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^You are next/)).toBeVisible();
  },
};

/** Called into the doctor's room. */
export const YourTurn: Story = {
  args: { status: 'in_consultation', ahead: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('It’s your turn — please go to the doctor’s room.')).toBeVisible();
  },
};

/** Checked in, the place not known. */
export const CheckedIn: Story = {
  args: { ahead: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^You are checked in\./)).toBeVisible();
  },
};

/** Seen: the token stays, the page no longer follows the queue. */
export const Completed: Story = {
  args: { status: 'completed', ahead: null, following: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your visit is complete.')).toBeVisible();
    await expect(canvas.queryByText(/updates by itself/)).toBeNull();
  },
};

/** Marked absent after the check-in. */
export const Absent: Story = {
  args: { status: 'no_show', ahead: null, following: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/marked absent/)).toBeVisible();
  },
};

/** Waiting for the first answer. */
export const Loading: Story = {
  args: { token: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

/** Not checked in: no token, no card. */
export const Empty: Story = {
  args: { token: null, status: 'confirmed', ahead: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** The last reading failed: the last known place stays, and the card says it is trying again. */
export const Error: Story = {
  args: { error: new globalThis.Error('Network error') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 patients before you')).toBeVisible();
    await expect(canvas.getByText('Could not update just now. Trying again…')).toBeVisible();
  },
};

/** A three-digit token and a long queue. */
export const LongContent: Story = {
  args: { token: 187, ahead: 124 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('124 patients before you')).toBeVisible();
  },
};

/** On a phone. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** In Hindi, with the plural. */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'आपका टोकन' })).toHaveTextContent('टोकन 14');
    await expect(canvas.getByText('आपसे पहले 3 मरीज़ हैं')).toBeVisible();
  },
};

/** Called, in Hindi. */
export const HindiYourTurn: Story = {
  args: { status: 'in_consultation', ahead: 0 },
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('आपकी बारी है — कृपया डॉक्टर के कमरे में जाएँ।')).toBeVisible();
  },
};
