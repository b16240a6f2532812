import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Status } from '../LiveRegion/index.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Loading' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows, yet the text is in the accessibility tree. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Loading');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(text).display).not.toBe('none');
  },
};

/** A hidden live message is a `Status` (or `Alert`) with `visuallyHidden`: heard, and the page does not move. */
export const LiveStatus: Story = {
  render: () => <Status visuallyHidden>Appointment list updated</Status>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Appointment list updated');
  },
};

/** Long text stays on one clipped line instead of growing the page. */
export const LongContent: Story = {
  args: { children: 'Priority: high. '.repeat(40) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
