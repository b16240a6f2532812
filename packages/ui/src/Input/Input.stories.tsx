import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field, type FieldProps } from '../Field/index.ts';
import { theme } from '../theme/theme.ts';
import { Input, type InputProps } from './Input.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: {
    type: 'text',
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    type: {
      control: 'select',
      options: ['text', 'email', 'tel', 'number', 'password', 'search', 'url'],
      table: { type: { summary: 'HTMLInputTypeAttribute' }, defaultValue: { summary: "'text'" } },
    },
    disabled: { control: 'boolean', table: { type: { summary: 'boolean' } } },
    placeholder: { control: 'text', table: { type: { summary: 'string' } } },
    onChange: { table: { type: { summary: '(event: ChangeEvent<HTMLInputElement>) => void' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLInputElement>' } } },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every story shows the input as pages use it: inside a `Field` that gives it a label. */
function InField({ field, ...args }: InputProps & { field: Omit<FieldProps, 'children'> }) {
  return <Field {...field}>{(controlProps) => <Input {...controlProps} {...args} />}</Field>;
}

const inField =
  (field: Omit<FieldProps, 'children'>): Story['render'] =>
  (args) => <InField field={field} {...args} />;

/** WCAG 1.4.11's 3:1 edge in the normal state, the danger colour when invalid. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Typing updates the value and reaches `onChange` once per character. */
export const Default: Story = {
  args: { autoComplete: 'name' },
  render: inField({ label: 'Full name' }),
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'Asha Sharma');
    await expect(input).toHaveValue('Asha Sharma');
    await expect(args.onChange).toHaveBeenCalledTimes('Asha Sharma'.length);
    await expect(getComputedStyle(input).borderColor).toBe(rgb(theme.color.borderStrong));
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithHint: Story = {
  args: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  render: inField({ label: 'Phone number', hint: '10 digits, without +91' }),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAccessibleDescription('10 digits, without +91');
    await userEvent.type(input, '9876543210');
    await expect(input).toHaveValue('9876543210');
  },
};

/** `aria-invalid` from the Field draws the danger edge; the message with its icon says what is wrong. */
export const WithError: Story = {
  args: { type: 'email', defaultValue: 'asha.sharma@', autoComplete: 'email' },
  render: inField({ label: 'Email', error: 'Enter an email address like name@example.com' }),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter an email address/);
    await expect(getComputedStyle(input).borderColor).toBe(rgb(theme.color.danger));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'MRN-004217' },
  render: inField({ label: 'Patient ID' }),
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Patient ID' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('MRN-004217');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { autoComplete: 'name' },
  render: inField({ label: 'Full name', required: true }),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

/** A long label and a long value stay inside a narrow column; the value scrolls inside the box. */
export const LongLabel: Story = {
  args: { defaultValue: 'Flat 12, Shri Ram Apartments, Near Clock Tower, Civil Lines, Bareilly, Uttar Pradesh 243001' },
  render: (args) => (
    <div style={{ maxWidth: '300px' }}>
      <InField
        {...args}
        field={{
          label: 'Address for the appointment letter, including the landmark our driver should look for',
          hint: 'House or flat number, street, area, city and PIN code',
        }}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: /^Address for the appointment letter/ });
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Hindi label and typed Hindi text at the same size as English. */
export const HindiLabel: Story = {
  args: { lang: 'hi' },
  render: inField({ lang: 'hi', label: 'पूरा नाम', hint: 'जैसा आधार कार्ड पर लिखा है' }),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'पूरा नाम' });
    await userEvent.type(input, 'आशा शर्मा');
    await expect(input).toHaveValue('आशा शर्मा');
    await expect(getComputedStyle(input).fontSize).toBe('16px');
  },
};

/** A 360px phone: full width, 44px tall, 16px text (smaller makes phones zoom on focus). */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { autoComplete: 'name' },
  render: inField({ label: 'Full name', required: true }),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const { right, height } = input.getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(doc.clientWidth);
    await expect(height).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(input).fontSize).toBe('16px');
  },
};
