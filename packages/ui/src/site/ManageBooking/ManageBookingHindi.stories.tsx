import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ManageBooking } from './ManageBooking.tsx';
import { answer, checkedInData, findBookingInHindi, manageBookingArgs, slotTakenAnswer, throttledAnswer } from './manageBookingFixtures.ts';
import { layerShown } from '../../shared/layerShown.ts';

// The page in Hindi: its form and messages, the booking as Hindi says its day and time, the server's refusals and
// the token card in Hindi.
const meta = {
  title: 'Site/ManageBooking/Hindi',
  component: ManageBooking,
  args: manageBookingArgs(),
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Hindi page, asked with nothing filled in: the form and its messages in Hindi, nothing sent. */
export const HindiEmpty: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'अपनी बुकिंग खोजें' })).toBeVisible();
    await expect(canvas.getByLabelText(/^बुकिंग संदर्भ संख्या/)).toHaveAccessibleDescription('जैसे CCH-7K4Q-M2XD');
    await userEvent.click(canvas.getByRole('button', { name: 'बुकिंग खोजें' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^बुकिंग संदर्भ संख्या/)).toHaveAccessibleDescription(/कृपया बुकिंग संदर्भ संख्या लिखें, जैसे CCH-7K4Q-M2XD/),
    );
    await expect(canvas.getByLabelText(/^फ़ोन नंबर या ईमेल/)).toHaveAccessibleDescription(/कृपया बुकिंग में दिया गया फ़ोन नंबर या ईमेल लिखें/);
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

/** Found, on a Hindi page: the booking in Hindi, the day and time as Hindi says them, the doctor's name marked English. */
export const HindiFound: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    const heading = await canvas.findByRole('heading', { name: 'आपका अपॉइंटमेंट' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(args.onLookup).toHaveBeenCalledWith({ reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' });
    await expect(canvas.getByText('मंगलवार, 1 दिसंबर 2026')).toBeVisible();
    await expect(canvas.getByText('सुबह 10:30')).toBeVisible();
    await expect(canvas.getByText('हृदय रोग')).toBeVisible();
    await expect(canvas.getByText('पुष्टि होनी बाकी है')).toBeVisible();
    await expect(canvas.getByText('Dr. Rajesh Malhotra')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('button', { name: 'तारीख़ या समय बदलें' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' })).toBeEnabled();
  },
};

/** The cancel question on a Hindi page: the visit named in Hindi, "keep" first. */
export const HindiCancelConfirm: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'अपॉइंटमेंट रद्द करें' }));
    const dialog = await layerShown(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'क्या यह अपॉइंटमेंट रद्द करना है?' }));
    await expect(dialog).toHaveAccessibleDescription(/मंगलवार, 1 दिसंबर 2026 को सुबह 10:30 बजे का आपका अपॉइंटमेंट रद्द हो जाएगा/);
    await expect(within(dialog).getByRole('button', { name: 'अपॉइंटमेंट रहने दें' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeVisible();
  },
};

/** A slot taken meanwhile, on a Hindi page, on a 360px phone: the Hindi slot picker, and the message names the slot in Hindi. */
export const HindiSlotTakenMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: { onReschedule: slotTakenAnswer() },
  play: async ({ args, canvasElement, canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'तारीख़ या समय बदलें' }));
    await userEvent.type(canvas.getByLabelText(/^नई तारीख़\s*\(/), '2026-12-02');
    await expect(canvas.getByRole('radio', { name: 'सुबह 9:30 बुक हो चुका' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'सुबह 11:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'अपॉइंटमेंट बदलें' }));
    const picker = canvas.getByRole('radiogroup', { name: /नया समय/ });
    await waitFor(() => expect(picker).toHaveAccessibleDescription('सुबह 11:00 का समय अभी-अभी किसी और ने बुक कर लिया। कृपया कोई दूसरा समय चुनें।'));
    await expect(args.onReschedule).toHaveBeenCalledWith(expect.objectContaining({ preferredDate: '2026-12-02', preferredTime: '11:00 AM' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Too many look-ups, on a Hindi page: the wait the server named, said in Hindi. */
export const HindiThrottled: Story = {
  globals: { locale: 'hi' },
  args: { onLookup: throttledAnswer() },
  play: async ({ canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('बहुत बार कोशिश की गई। कृपया 12 मिनट रुककर फिर कोशिश करें।');
  },
};

/** The doctor's room called the patient: the card says so, in Hindi. */
export const HindiYourTurn: Story = {
  args: { onLookup: answer({ ...checkedInData, status: 'in_consultation', ahead: 0 }) },
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    const card = await canvas.findByRole('region', { name: 'आपका टोकन' });
    await expect(within(card).getByText('आपकी बारी है — कृपया डॉक्टर के कमरे में जाएँ।')).toBeVisible();
    await expect(canvas.getByText('डॉक्टर के पास')).toBeVisible();
  },
};
