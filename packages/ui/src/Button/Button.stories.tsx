import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonSize, type ButtonVariant } from './Button.tsx';

const variants = ['primary', 'secondary', 'ghost', 'danger', 'emergency'] as const satisfies readonly ButtonVariant[];
const sizes = ['sm', 'md', 'lg'] as const satisfies readonly ButtonSize[];
const union = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');

const meta = {
  title: 'Components/Button',
  component: Button,
  args: {
    children: 'Book Appointment',
    variant: 'secondary',
    size: 'md',
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: variants, table: { type: { summary: union(variants) } } },
    size: { control: 'inline-radio', options: sizes, table: { type: { summary: union(sizes) } } },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean', table: { type: { summary: 'boolean' } } },
    type: {
      control: 'inline-radio',
      options: ['button', 'submit', 'reset'],
      table: { type: { summary: "'button' | 'submit' | 'reset'" } },
    },
    children: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    onClick: { table: { type: { summary: '(event: MouseEvent<HTMLButtonElement>) => void' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLButtonElement>' } } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user clicks the button once, then tabs to it and presses Enter: both reach `onClick`. */
const clickAndKeyboard: Story['play'] = async ({ args, canvas, step, userEvent }) => {
  const button = canvas.getByRole('button', { name: String(args.children) });

  await step('click calls onClick', async () => {
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  });

  await step('Tab reaches the button and Enter calls onClick', async () => {
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  });
};

/** The accent: only for the one primary action of a screen, such as Book Appointment. */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: clickAndKeyboard,
};

/** Filled brand teal: the everyday action (the default variant). */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'View Profile' },
  play: clickAndKeyboard,
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Read more' },
  play: clickAndKeyboard,
};

/** Destructive admin actions: outlined, so the only filled red on a page stays the emergency button. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Cancel appointment' },
  play: clickAndKeyboard,
};

/** Reserved for emergency: the 101 call button in the header and hero. */
export const Emergency: Story = {
  args: { variant: 'emergency', children: 'Emergency 101' },
  play: clickAndKeyboard,
};

/** `md` and `lg` meet the 44px touch target. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().height;
    await expect(height('Medium')).toBeGreaterThanOrEqual(44);
    await expect(height('Large')).toBeGreaterThan(height('Medium'));
    await expect(height('Small')).toBeLessThan(height('Medium'));
  },
};

/** Busy: a spinner beside the label, `aria-busy`, disabled; the accessible name stays the label. */
export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: 'Booking...' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Booking...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleName('Booking...');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Submit' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Labels wrap instead of overflowing their container. */
export const LongLabel: Story = {
  args: {
    variant: 'primary',
    children: 'Book an appointment with the Department of General Medicine and Gastroenterology',
  },
  render: (args) => (
    <div style={{ maxWidth: '280px' }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: String(args.children) });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

/** Hindi at the same size and weight as English; `lang="hi"` selects the Devanagari face first. */
export const HindiLabel: Story = {
  args: { variant: 'primary', lang: 'hi', children: 'अपॉइंटमेंट बुक करें' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' });
    await expect(button).toHaveAttribute('lang', 'hi');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A 360px phone: the hero's two actions stack, full width, without horizontal scrolling. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Button {...args} variant="primary">
        Book Appointment
      </Button>
      <Button {...args} variant="emergency">
        Emergency 101
      </Button>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(viewportWidth).toBeLessThanOrEqual(360);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(viewportWidth);
    for (const name of ['Book Appointment', 'Emergency 101']) {
      const { right, height } = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(right).toBeLessThanOrEqual(viewportWidth);
      await expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};
