import type { Meta, StoryObj } from '@storybook/react-vite';
import { GENDERS } from '@hospital/contract';
import { expect, fn, within } from 'storybook/test';
import { Field, type FieldProps } from '../Field/index.ts';
import { theme } from '../theme/theme.ts';
import { Select, type SelectProps } from './Select.tsx';

/** A few doctors as the booking form lists them: the id is the value, the name and department the label. */
export const doctorOptionsData = [
  { value: '1', label: 'Dr. Rajesh Kumar (General Medicine)' },
  { value: '2', label: 'Dr. Priya Sharma (Gastroenterology)' },
  { value: '3', label: 'Dr. Amit Verma (General Surgery)' },
  { value: '4', label: 'Dr. Sunita Gupta (Pathology)', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  excludeStories: /.*Data$/,
  args: {
    options: doctorOptionsData,
    placeholder: 'Select doctor (optional)',
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    options: { control: 'object', table: { type: { summary: 'readonly (string | SelectOption)[]' } } },
    placeholder: { control: 'text', table: { type: { summary: 'string' } } },
    disabled: { control: 'boolean', table: { type: { summary: 'boolean' } } },
    onChange: { table: { type: { summary: '(event: ChangeEvent<HTMLSelectElement>) => void' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLSelectElement>' } } },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every story shows the select as pages use it: inside a `Field` that gives it a label. */
function InField({ field, ...args }: SelectProps & { field: Omit<FieldProps, 'children'> }) {
  return <Field {...field}>{(controlProps) => <Select {...controlProps} {...args} />}</Field>;
}

const inField =
  (field: Omit<FieldProps, 'children'>): Story['render'] =>
  (args) => <InField field={field} {...args} />;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The placeholder shows first, muted; choosing a doctor gives its id; the placeholder can clear it again. */
export const Default: Story = {
  render: inField({ label: 'Doctor' }),
  play: async ({ args, canvas, step, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Doctor' });

    await step('the placeholder is the first choice, shown muted', async () => {
      await expect(select).toHaveValue('');
      await expect(select).toHaveDisplayValue('Select doctor (optional)');
      await expect(getComputedStyle(select).color).toBe(rgb(theme.color.textMuted));
      await expect(getComputedStyle(select).backgroundColor).toBe(rgb(theme.color.surface));
    });

    await step('choosing a doctor gives its id', async () => {
      await userEvent.selectOptions(select, 'Dr. Priya Sharma (Gastroenterology)');
      await expect(select).toHaveValue('2');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(getComputedStyle(select).color).toBe(rgb(theme.color.text));
    });

    await step('the placeholder clears the choice again', async () => {
      await userEvent.selectOptions(select, 'Select doctor (optional)');
      await expect(select).toHaveValue('');
    });

    await step('an unavailable doctor is listed but cannot be chosen', async () => {
      await expect(within(select).getByRole('option', { name: /Sunita Gupta/ })).toBeDisabled();
    });
  },
};

/** Plain strings, such as the contract's gender list, are both value and label. */
export const WithHint: Story = {
  args: { options: GENDERS, placeholder: 'Select gender' },
  render: inField({ label: 'Gender', hint: 'Helps the doctor prepare; choose “Prefer not to say” to skip.' }),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Gender' });
    await expect(select).toHaveAccessibleDescription(/Helps the doctor prepare/);
    await userEvent.selectOptions(select, 'Prefer not to say');
    await expect(select).toHaveValue('Prefer not to say');
  },
};

export const WithError: Story = {
  args: { options: GENDERS, placeholder: 'Select gender' },
  render: inField({ label: 'Gender', required: true, error: 'Required' }),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Gender' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Required');
    await expect(getComputedStyle(select).borderColor).toBe(rgb(theme.color.danger));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1' },
  render: inField({ label: 'Doctor' }),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Doctor' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Dr. Rajesh Kumar (General Medicine)');
  },
};

export const Required: Story = {
  args: { options: ['General Medicine', 'General Surgery', 'Gastroenterology', 'Pathology'], placeholder: 'Select department' },
  render: inField({ label: 'Department', required: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Department' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

/** A long label and long option text stay inside a narrow column; the chevron never covers the text. */
export const LongLabel: Story = {
  args: {
    options: [
      { value: '9', label: 'Dr. Venkataraghavan Subramaniam Iyer (Anesthesiology and Critical Care Medicine)' },
      ...doctorOptionsData,
    ],
    defaultValue: '9',
  },
  render: (args) => (
    <div style={{ maxWidth: '300px' }}>
      <InField {...args} field={{ label: 'The doctor you would like to see, if you have seen one of our doctors before' }} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: /^The doctor you would like to see/ });
    await expect(select.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const HindiLabel: Story = {
  args: {
    lang: 'hi',
    options: [
      { value: 'Male', label: 'पुरुष' },
      { value: 'Female', label: 'महिला' },
      { value: 'Other', label: 'अन्य' },
      { value: 'Prefer not to say', label: 'बताना नहीं चाहते' },
    ],
    placeholder: 'लिंग चुनें',
  },
  render: inField({ lang: 'hi', label: 'लिंग' }),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'लिंग' });
    await userEvent.selectOptions(select, 'महिला');
    await expect(select).toHaveValue('Female');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: inField({ label: 'Doctor' }),
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Doctor' });
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const { right, height } = select.getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(doc.clientWidth);
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};
