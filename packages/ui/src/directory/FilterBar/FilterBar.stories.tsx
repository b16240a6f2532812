import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FilterBar } from './FilterBar.tsx';

export const categoryOptionsData = [
  { value: '', label: 'All Categories' },
  { value: 'facility', label: 'facility' },
  { value: 'staff', label: 'staff' },
  { value: 'equipment', label: 'equipment' },
  { value: 'events', label: 'events' },
];

const meta = {
  title: 'Directory/FilterBar',
  component: FilterBar<string>,
  excludeStories: /.*Data$/,
  args: { label: 'Filter by category', options: categoryOptionsData, value: '', onChange: fn() },
} satisfies Meta<typeof FilterBar<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button is pressed; choosing another calls back with its value, choosing the pressed one does nothing. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Filter by category' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'staff' }));
    await expect(args.onChange).toHaveBeenCalledWith('staff');
    await userEvent.click(canvas.getByRole('button', { name: 'All Categories' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The news types: keyboard alone reaches and presses a filter. */
export const NewsTypes: Story = {
  args: {
    label: 'Filter by type',
    options: [
      { value: '', label: 'All Updates' },
      { value: 'news', label: 'News' },
      { value: 'event', label: 'Events' },
    ],
    value: 'news',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'News' })).toHaveAttribute('aria-pressed', 'true');
    canvas.getByRole('button', { name: 'News' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('event');
  },
};

/**
 * With `name`, the buttons submit a GET form to the page's own address (`?category=staff`; All Categories sends
 * nothing), so a choice made before the page's script has run loads the filtered page. With the script running, a
 * press calls back instead and the page stays.
 */
export const AsForm: Story = {
  args: { name: 'category', value: 'staff' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).not.toHaveAttribute('action');
    const staff = canvas.getByRole('button', { name: 'staff' });
    await expect(staff).toHaveAttribute('type', 'submit');
    await expect(staff).toHaveAttribute('name', 'category');
    await expect(staff).toHaveAttribute('value', 'staff');
    await expect(staff).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All Categories' })).not.toHaveAttribute('name');
    const submitted = fn();
    form?.addEventListener('submit', submitted);
    await userEvent.click(canvas.getByRole('button', { name: 'equipment' }));
    await expect(args.onChange).toHaveBeenCalledWith('equipment');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    options: [
      ...categoryOptionsData,
      { value: 'long', label: 'Outpatient department renovation and new reception area' },
    ],
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
