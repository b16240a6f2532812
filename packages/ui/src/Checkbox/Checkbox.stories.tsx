import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    label: 'Show this image in the public gallery',
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    hint: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    error: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    disabled: { control: 'boolean', table: { type: { summary: 'boolean' } } },
    required: { control: 'boolean', table: { type: { summary: 'boolean' } } },
    onChange: { table: { type: { summary: '(event: ChangeEvent<HTMLInputElement>) => void' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLInputElement>' } } },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the box or on its label toggles it; so does Space once it has focus. */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: String(args.label) });

    await step('a click on the label checks it', async () => {
      await userEvent.click(canvas.getByText(String(args.label)));
      await expect(checkbox).toBeChecked();
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });

    await step('Space unchecks it', async () => {
      await expect(checkbox).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(checkbox).not.toBeChecked();
    });

    await step('the label row is a 44px target', async () => {
      const row = checkbox.closest('label');
      await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
  },
};

/** Checked by default, as the gallery form's "visible" box is; the hint is the description. */
export const WithHint: Story = {
  args: { defaultChecked: true, hint: 'Hidden images stay in the admin list and can be shown later.' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: String(args.label) });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('Hidden images stay in the admin list and can be shown later.');
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to be contacted by phone about this appointment',
    error: 'Please agree so we can confirm your appointment',
  },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: String(args.label) });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(/Please agree/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Published' },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Published' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true, label: 'I agree to be contacted by phone about this appointment' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: String(args.label) });
    await expect(checkbox).toBeRequired();
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

/** A long label wraps beside the box, which stays on the first line. */
export const LongLabel: Story = {
  args: {
    label:
      'Send me reminders about this appointment and the reports that follow it by SMS and WhatsApp on the number given above',
    hint: 'Standard message charges may apply.',
  },
  render: (args) => (
    <div style={{ maxWidth: '300px' }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: String(args.label) });
    const row = checkbox.closest('label') as HTMLElement;
    await expect(row.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(checkbox.getBoundingClientRect().top - row.getBoundingClientRect().top).toBeLessThan(24);
  },
};

export const HindiLabel: Story = {
  args: { label: <span lang="hi">सार्वजनिक गैलरी में दिखाएँ</span> },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'सार्वजनिक गैलरी में दिखाएँ' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Send me reminders about this appointment by SMS',
    hint: 'Standard message charges may apply.',
  },
  play: async ({ args, canvas, canvasElement }) => {
    const checkbox = canvas.getByRole('checkbox', { name: String(args.label) });
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(checkbox.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
