import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field, type FieldProps } from '../Field/index.ts';
import { Textarea, type TextareaProps } from './Textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: {
    rows: 4,
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    rows: { control: { type: 'number', min: 2, max: 12 }, table: { defaultValue: { summary: '4' } } },
    disabled: { control: 'boolean', table: { type: { summary: 'boolean' } } },
    placeholder: { control: 'text', table: { type: { summary: 'string' } } },
    onChange: { table: { type: { summary: '(event: ChangeEvent<HTMLTextAreaElement>) => void' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLTextAreaElement>' } } },
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every story shows the textarea as pages use it: inside a `Field` that gives it a label. */
function InField({ field, ...args }: TextareaProps & { field: Omit<FieldProps, 'children'> }) {
  return <Field {...field}>{(controlProps) => <Textarea {...controlProps} {...args} />}</Field>;
}

const inField =
  (field: Omit<FieldProps, 'children'>): Story['render'] =>
  (args) => <InField field={field} {...args} />;

const symptoms = 'Mild fever for three days.\nPain in the upper stomach after meals.';

/** Typing, new lines included, updates the value and reaches `onChange`. */
export const Default: Story = {
  render: inField({ label: 'Reason for visit' }),
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Reason for visit' });
    await userEvent.type(textarea, 'Mild fever for three days.{Enter}Pain in the upper stomach after meals.');
    await expect(textarea).toHaveValue(symptoms);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  render: inField({ label: 'Reason for visit', hint: 'Symptoms, how long you have had them, and any medicines you take.' }),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Reason for visit' });
    await expect(textarea).toHaveAccessibleDescription(/Symptoms, how long/);
  },
};

export const WithError: Story = {
  args: { defaultValue: '' },
  render: inField({ label: 'Description', required: true, error: 'Description is required' }),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Description is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: symptoms },
  render: inField({ label: 'Reason for visit' }),
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Reason for visit' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue(symptoms);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  render: inField({ label: 'Content', required: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

/** Long label and long text wrap inside a narrow column; the reader can drag it taller, not wider. */
export const LongLabel: Story = {
  args: {
    defaultValue:
      'My mother has had a dry cough for two weeks, worse at night, and she becomes breathless when climbing the stairs to our second-floor flat.',
  },
  render: (args) => (
    <div style={{ maxWidth: '300px' }}>
      <InField
        {...args}
        field={{
          label: 'Tell us about the patient’s symptoms, their duration and anything the doctor should know beforehand',
        }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /^Tell us about/ });
    await expect(textarea.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(textarea.scrollWidth).toBeLessThanOrEqual(textarea.clientWidth);
    await expect(getComputedStyle(textarea).resize).toBe('vertical');
  },
};

export const HindiLabel: Story = {
  args: { lang: 'hi' },
  render: inField({ lang: 'hi', label: 'आने का कारण', hint: 'लक्षण और वे कब से हैं' }),
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'आने का कारण' });
    await userEvent.type(textarea, 'तीन दिन से बुखार');
    await expect(textarea).toHaveValue('तीन दिन से बुखार');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: inField({ label: 'Reason for visit', hint: 'Symptoms and how long you have had them' }),
  play: async ({ canvas, canvasElement }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Reason for visit' });
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(textarea.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    await expect(getComputedStyle(textarea).fontSize).toBe('16px');
  },
};
