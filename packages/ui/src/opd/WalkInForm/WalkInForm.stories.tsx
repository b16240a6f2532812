import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { API_MESSAGES } from '@hospital/contract';
import { WalkInForm } from './WalkInForm.tsx';

const meta = {
  title: 'OPD/WalkInForm',
  component: WalkInForm,
  args: {
    doctorName: 'Dr. Rajesh Kumar',
    department: 'Cardiology',
    places: { allowed: 10, taken: 3 },
    onSubmit: fn(async () => ({ token: 12 })),
  },
} satisfies Meta<typeof WalkInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Fills the form by keyboard alone, field after field with Tab, as the front desk does. */
async function fillByKeyboard(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(canvas.getByRole('textbox', { name: /Patient's name/ }));
  await userEvent.keyboard('Sunita Devi');
  await userEvent.tab();
  await userEvent.keyboard('+91 98110 44556');
  await userEvent.tab();
  await userEvent.keyboard('sunita@example.com');
  await userEvent.tab();
  await userEvent.keyboard('62');
  await userEvent.tab();
  await expect(canvas.getByRole('combobox', { name: /Gender/ })).toHaveFocus();
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Gender/ }), 'Female');
  await userEvent.tab();
  await userEvent.keyboard('Palpitations since morning.');
  await userEvent.tab();
  await expect(canvas.getByRole('checkbox', { name: /agrees/ })).toHaveFocus();
  await userEvent.keyboard(' ');
}

/** Every field by keyboard, Enter on the button: the token is shown big, and focus goes to Register another. */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    await expect(canvas.getByText(/7 of 10 walk-in places left this session/)).toBeVisible();
    await step('fill by keyboard', () => fillByKeyboard(canvas, userEvent));
    await step('register', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Register and give token' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          patientName: 'Sunita Devi',
          phone: '+91 98110 44556',
          email: 'sunita@example.com',
          age: 62,
          gender: 'Female',
          department: 'Cardiology',
          reasonForVisit: 'Palpitations since morning.',
          consent: true,
          language: 'en',
        }),
      );
    });
    await step('the token, big; Register another empties the form', async () => {
      await expect(await canvas.findByText('Token 12')).toBeVisible();
      const another = canvas.getByRole('button', { name: 'Register another walk-in' });
      await waitFor(() => expect(another).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('textbox', { name: /Patient's name/ })).toHaveValue(''));
    });
  },
};

/** Sent empty: each field says what it needs, consent included, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register and give token' }));
    await expect(await canvas.findByText(API_MESSAGES.consentRequired)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Patient's name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its words over the button, a field it named under that field. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new globalThis.Error('Please correct the highlighted fields.'), { fields: { phone: 'Enter a valid phone number' } });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await fillByKeyboard(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Register and give token' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.'));
    await expect(canvas.getByText('Enter a valid phone number')).toBeVisible();
  },
};

/** Every walk-in place of the session is taken: said, and the form sends nothing. */
export const SessionFull: Story = {
  args: { places: { allowed: 10, taken: 10 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/All 10 walk-in places of this session are taken/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register and give token' })).toBeDisabled();
  },
};

/** The doctor's day is over (no session left today): why, and the form disabled. */
export const Unavailable: Story = {
  args: { places: undefined, unavailable: 'Dr. Rajesh Kumar has no session left today.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dr. Rajesh Kumar has no session left today.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Patient's name/ })).toBeDisabled();
  },
};

/** A long doctor's and department's name wrap. */
export const LongContent: Story = {
  args: { doctorName: 'Dr. Venkata Lakshmi Narasimha Satyanarayana Chakravarthula', department: 'Obstetrics and Gynaecology (High-Risk Pregnancy Clinic)' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Register and give token' })).toBeVisible();
  },
};
