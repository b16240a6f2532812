import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type FormEvent } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DateInput, todayIsoDate } from '../DateInput/index.ts';
import { Input } from '../Input/index.ts';
import { Status } from '../LiveRegion/index.ts';
import { Field } from './Field.tsx';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Full name',
    required: false,
    group: false,
    children: (controlProps) => <Input {...controlProps} autoComplete="name" />,
  },
  argTypes: {
    label: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    hint: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    error: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    required: { control: 'boolean' },
    requiredText: { control: 'text', table: { type: { summary: 'ReactNode' }, defaultValue: { summary: "'required'" } } },
    group: { control: 'boolean' },
    controlId: { control: 'text' },
    children: { control: false, table: { type: { summary: '(controlProps: FieldControlProps) => ReactNode' } } },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control and a click on it focuses the control; typing fills it. */
export const Default: Story = {
  play: async ({ canvas, step, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });

    await step('a click on the label focuses the control', async () => {
      await userEvent.click(canvas.getByText('Full name'));
      await expect(input).toHaveFocus();
    });

    await step('typing fills it; nothing is invalid yet', async () => {
      await userEvent.type(input, 'Asha Sharma');
      await expect(input).toHaveValue('Asha Sharma');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).not.toHaveAttribute('aria-describedby');
    });
  },
};

/** The hint is read as the control's description. */
export const WithHint: Story = {
  args: {
    label: 'Phone number',
    hint: '10 digits, without +91',
    children: (controlProps) => <Input {...controlProps} type="tel" inputMode="numeric" autoComplete="tel-national" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAccessibleDescription('10 digits, without +91');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The message is shown with an icon, marks the control invalid and is its description (after the hint). */
export const WithError: Story = {
  args: {
    label: 'Preferred date',
    hint: 'We are open Monday to Saturday.',
    error: 'Date is required',
    required: true,
    children: (controlProps) => <DateInput {...controlProps} min={todayIsoDate()} />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Preferred date/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Date is required/);
    await expect(input).toHaveAccessibleDescription('We are open Monday to Saturday. Date is required');
    const message = canvas.getByText('Date is required');
    await expect(message).toBeVisible();
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.closest('[id]')?.id);
  },
};

/** A visible word, not colour or a lone asterisk, says the field is required; the accessible name stays the label. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleName('Full name');
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: {
    label: 'Patient ID',
    hint: 'Given by the reception desk; it cannot be changed here.',
    children: (controlProps) => <Input {...controlProps} disabled defaultValue="MRN-004217" />,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Patient ID' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('MRN-004217');
  },
};

/** Label, hint and error wrap inside a narrow column instead of overflowing it. */
export const LongLabel: Story = {
  args: {
    label: 'Name of the referring doctor or clinic, if another hospital or a family physician sent you to us',
    hint: 'Write it as it appears on the referral letter, including the town, so our desk can contact them about your history.',
    error: 'Please write the referring doctor’s full name, or leave this empty if nobody referred you',
    required: true,
  },
  render: (args) => (
    <div style={{ maxWidth: '320px' }}>
      <Field {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const input = canvas.getByRole('textbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** Hindi label, hint, required word and error: `lang="hi"` selects the Devanagari face first. */
export const HindiLabel: Story = {
  args: {
    lang: 'hi',
    label: 'पूरा नाम',
    hint: 'जैसा आधार कार्ड पर लिखा है',
    required: true,
    requiredText: 'आवश्यक',
    error: 'नाम आवश्यक है',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'पूरा नाम' });
    await expect(input).toHaveAccessibleDescription('जैसा आधार कार्ड पर लिखा है नाम आवश्यक है');
    await expect(canvas.getByText('(आवश्यक)')).toBeVisible();
    await userEvent.type(input, 'आशा शर्मा');
    await expect(input).toHaveValue('आशा शर्मा');
  },
};

/** A 360px phone: fields fill the width, controls stay 44px tall, nothing scrolls sideways. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <Field label="Full name" required>
        {(controlProps) => <Input {...controlProps} autoComplete="name" />}
      </Field>
      <Field label="Phone number" hint="10 digits, without +91">
        {(controlProps) => <Input {...controlProps} type="tel" inputMode="numeric" />}
      </Field>
      <Field label="Preferred date" required error="Date is required">
        {(controlProps) => <DateInput {...controlProps} min={todayIsoDate()} />}
      </Field>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    for (const name of ['Full name', 'Phone number', 'Preferred date']) {
      const { right, height } = canvas.getByLabelText(new RegExp(`^${name}`)).getBoundingClientRect();
      await expect(right).toBeLessThanOrEqual(doc.clientWidth);
      await expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A tiny form on plain React state: what a page does with react-hook-form, minus the library. */
function PreferredDateForm() {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!date) {
      setError('Date is required');
      setSaved(undefined);
      // react-hook-form's shouldFocusError does the same: focus lands on the first invalid control.
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setSaved(date);
  };

  return (
    // noValidate: the form's own message, not the browser's bubble, is what gets shown and announced.
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <Field label="Preferred date" required error={error}>
        {(controlProps) => (
          <DateInput
            {...controlProps}
            ref={inputRef}
            min={todayIsoDate()}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit">Continue</Button>
      </div>
      <Status element="p" data-part="saved">
        {saved ? `Saved ${saved}` : ''}
      </Status>
    </form>
  );
}

/** Submitting the empty required field shows the error, announces it and ties it to the control; fixing it clears it. */
export const SubmitEmptyRequired: Story = {
  render: () => <PreferredDateForm />,
  play: async ({ canvas, canvasElement, step, userEvent }) => {
    const input = canvas.getByLabelText(/^Preferred date/);
    const liveRegion = canvasElement.querySelector('[aria-live="polite"]');

    await step('before submitting, nothing is invalid, but the live region is already there', async () => {
      await expect(liveRegion).not.toBeNull();
      await expect(liveRegion).toBeEmptyDOMElement();
      await expect(input).not.toHaveAttribute('aria-invalid');
    });

    await step('submitting empty shows the error, inside the live region, and describes the control', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      const message = await canvas.findByText('Date is required');
      await expect(liveRegion?.contains(message)).toBe(true);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(/Date is required/);
      await expect(input).toHaveFocus();
    });

    await step('choosing a date and submitting again clears the error', async () => {
      const nextWeek = new Date();
      nextWeek.setDate(nextWeek.getDate() + 7);
      await userEvent.type(input, todayIsoDate(nextWeek));
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(canvas.queryByText('Date is required')).toBeNull());
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).not.toHaveAttribute('aria-describedby');
      // Each field's error region is a status too: find the form's own by its text.
      await expect(canvas.getByText(`Saved ${todayIsoDate(nextWeek)}`)).toHaveAttribute('role', 'status');
    });
  },
};
