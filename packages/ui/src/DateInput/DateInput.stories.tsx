import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field, type FieldProps } from '../Field/index.ts';
import { DateInput, todayIsoDate, type DateInputProps } from './DateInput.tsx';

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIsoDate(date);
};

const meta = {
  title: 'Components/DateInput',
  component: DateInput,
  args: {
    min: todayIsoDate(),
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    min: { control: 'text', table: { type: { summary: 'string (YYYY-MM-DD)' } } },
    max: { control: 'text', table: { type: { summary: 'string (YYYY-MM-DD)' } } },
    disabled: { control: 'boolean', table: { type: { summary: 'boolean' } } },
    onChange: { table: { type: { summary: '(event: ChangeEvent<HTMLInputElement>) => void' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLInputElement>' } } },
  },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every story shows the date input as pages use it: inside a `Field` that gives it a label. */
function InField({ field, ...args }: DateInputProps & { field: Omit<FieldProps, 'children'> }) {
  return <Field {...field}>{(controlProps) => <DateInput {...controlProps} {...args} />}</Field>;
}

const inField =
  (field: Omit<FieldProps, 'children'>): Story['render'] =>
  (args) => <InField field={field} {...args} />;

/** A date typed on the keyboard becomes `YYYY-MM-DD`; today is the earliest allowed, so yesterday is out of range. */
export const Default: Story = {
  render: inField({ label: 'Preferred date' }),
  play: async ({ args, canvas, step, userEvent }) => {
    const input = canvas.getByLabelText('Preferred date') as HTMLInputElement;

    await step('the earliest date is today, on the local calendar', async () => {
      await expect(input).toHaveAttribute('type', 'date');
      await expect(input).toHaveAttribute('min', todayIsoDate());
    });

    await step('next week is accepted', async () => {
      await userEvent.type(input, daysFromToday(7));
      await expect(input).toHaveValue(daysFromToday(7));
      await expect(args.onChange).toHaveBeenCalled();
      await expect(input.validity.valid).toBe(true);
    });

    await step('yesterday is before the minimum', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, daysFromToday(-1));
      await expect(input.validity.rangeUnderflow).toBe(true);
    });
  },
};

export const WithHint: Story = {
  args: { max: daysFromToday(90) },
  render: inField({ label: 'Preferred date', hint: 'Up to three months ahead. We will call to confirm.' }),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Preferred date');
    await expect(input).toHaveAttribute('max', daysFromToday(90));
    await expect(input).toHaveAccessibleDescription('Up to three months ahead. We will call to confirm.');
  },
};

export const WithError: Story = {
  render: inField({ label: 'Preferred date', required: true, error: 'Date is required' }),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Preferred date/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Date is required/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: daysFromToday(3) },
  render: inField({ label: 'Appointment date' }),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Appointment date');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue(daysFromToday(3));
  },
};

export const Required: Story = {
  render: inField({ label: 'Preferred date', required: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Preferred date/)).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

export const LongLabel: Story = {
  render: (args) => (
    <div style={{ maxWidth: '300px' }}>
      <InField
        {...args}
        field={{ label: 'The date you would prefer to visit the outpatient department for your first consultation' }}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/^The date you would prefer/);
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const HindiLabel: Story = {
  render: inField({ lang: 'hi', label: 'पसंदीदा तारीख़', hint: 'आज या उसके बाद की कोई तारीख़' }),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('पसंदीदा तारीख़');
    await expect(input).toHaveAccessibleDescription('आज या उसके बाद की कोई तारीख़');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: inField({ label: 'Preferred date', required: true }),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/^Preferred date/);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const { right, height } = input.getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(doc.clientWidth);
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};
