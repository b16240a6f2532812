import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NextAvailable } from './NextAvailable.tsx';

const meta = {
  title: 'Directory/NextAvailable',
  component: NextAvailable,
  args: { next: { date: '2026-12-01', time: '9:30 AM' }, days: 14 },
} satisfies Meta<typeof NextAvailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The doctor's first open slot, short: the day and the slot in the page's words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Next available: Tue 1 Dec, 9:30 AM')).toBeVisible();
  },
};

/** No slot with a place in the days read. */
export const Empty: Story = {
  args: { next: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open slot in the next 14 days')).toBeVisible();
  },
};

/** While the doctor's days load: an empty line of the same height, so the card does not move when the words come. */
export const Loading: Story = {
  args: { next: undefined },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('p');
    await expect(line).toHaveTextContent('');
    await expect(line?.getBoundingClientRect().height).toBeGreaterThan(20);
  },
};

/** A failed read says nothing (the page passes undefined): nothing untrue on a card. */
export const Error: Story = { ...Loading };

/** A long answer wraps on a narrow card. */
export const LongContent: Story = {
  args: { next: { date: '2027-01-27', time: '12:45 PM' }, days: 62 },
  render: (args) => (
    <div style={{ inlineSize: '12rem' }}>
      <NextAvailable {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A Hindi page: the day, the time of day and the words in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^अगला खाली समय: मंगल 1 दिस.*सुबह 9:30$/)).toBeVisible();
  },
};

/** None in Hindi. */
export const HindiEmpty: Story = {
  globals: { locale: 'hi' },
  args: { next: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('अगले 14 दिनों में कोई समय खाली नहीं')).toBeVisible();
  },
};
