import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Loading');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(text).display).not.toBe('none');
  },
};

/** A live message: a screen reader hears the change, the page does not move. */
export const LiveStatus: Story = {
  args: { role: 'status', children: 'Appointment list updated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Appointment list updated');
  },
};

/** Long text stays on one clipped line instead of growing the page. */
export const LongContent: Story = {
  args: { children: 'Priority: high. '.repeat(40) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
