import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BookingDialog } from './BookingDialog.tsx';
import { bookingDialogArgs, fillValidBookingInHindi, hindiDialogIn, hindiHospitalData, slotTakenAnswer, takenSlotsData } from './bookingDialogFixtures.tsx';

// The dialog on a Hindi page: its labels and messages, the slots as Hindi says them, the server's refusals and
// step 2 in Hindi.
const meta = {
  title: 'Site/BookingDialog/Hindi',
  component: BookingDialog,
  args: bookingDialogArgs(),
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A Hindi page, sent with a bad phone number and nothing else: every field says in Hindi what it needs, in its own
 * words; the choices are labelled in Hindi and the slots said as Hindi does ("सुबह 9:00"), their values the contract's.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { hospital: hindiHospitalData },
  play: async ({ args, canvasElement, step, userEvent }) => {
    const dialog = await hindiDialogIn(canvasElement);
    await step('the form in Hindi', async () => {
      await expect(dialog.getByRole('progressbar', { name: '2 में से चरण 1' })).toHaveAttribute('aria-valuenow', '60');
      await expect(dialog.getByLabelText(/^लिंग/)).toHaveTextContent(/पुरुष.*महिला.*अन्य.*नहीं बताना चाहते/);
      await expect(within(dialog.getByLabelText(/^लिंग/)).getByRole('option', { name: 'महिला' })).toHaveValue('Female');
      await expect(within(dialog.getByLabelText(/^विभाग/)).getByRole('option', { name: 'हृदय रोग' })).toHaveValue('Cardiology');
      await expect(dialog.getByLabelText(/^डॉक्टर/)).toHaveDisplayValue('डॉक्टर चुनें (ज़रूरी नहीं)');
      await expect(dialog.getByRole('group', { name: 'सुबह' })).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'सुबह 9:00' })).toHaveAttribute('value', '9:00 AM');
      await expect(dialog.getByRole('radio', { name: 'शाम 5:00' })).toHaveAttribute('value', '5:00 PM');
      await expect(dialog.getByRole('link', { name: /यह जानकारी रख सकता है \(नए टैब में खुलेगा\)/ })).toHaveAttribute('href', '/privacy');
    });
    await step('a bad phone number and empty fields get Hindi messages', async () => {
      await userEvent.type(dialog.getByLabelText(/^फ़ोन नंबर/), '12');
      await userEvent.click(dialog.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
      await waitFor(() => expect(dialog.getByLabelText(/^फ़ोन नंबर/)).toHaveAccessibleDescription('कृपया सही फ़ोन नंबर लिखें'));
      await expect(dialog.getByLabelText(/^पूरा नाम/)).toHaveAccessibleDescription('कृपया अपना पूरा नाम लिखें');
      await expect(dialog.getByLabelText(/^ईमेल/)).toHaveAccessibleDescription('कृपया सही ईमेल पता लिखें');
      await expect(dialog.getByLabelText(/^लिंग/)).toHaveAccessibleDescription('कृपया लिंग चुनें');
      await expect(dialog.getByLabelText(/^पसंदीदा तारीख़/)).toHaveAccessibleDescription('कृपया तारीख़ चुनें');
      await expect(dialog.getByRole('radiogroup', { name: /पसंदीदा समय/ })).toHaveAccessibleDescription(/कृपया समय चुनें/);
      await expect(dialog.getByRole('checkbox', { name: /मैं सहमत हूँ/ })).toHaveAccessibleDescription('आगे बढ़ने के लिए कृपया सहमति दें');
      await expect(dialog.getByLabelText(/^पूरा नाम/)).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** Hindi on a 360px phone: the labels, the messages and the slot chips wrap inside the sheet, nothing sideways. */
export const HindiMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: { hospital: hindiHospitalData, defaultDoctorId: 1, unavailableSlots: takenSlotsData },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await hindiDialogIn(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'सुबह 9:30 बुक हो चुका' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/^फ़ोन नंबर/), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
    await expect(await dialog.findByText('कृपया सही फ़ोन नंबर लिखें')).toBeVisible();
    const sheet = canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement;
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};

/** A slot taken meanwhile, on a Hindi page: the server's English sentence and field message are said in Hindi. */
export const HindiSlotTaken: Story = {
  globals: { locale: 'hi' },
  args: { hospital: hindiHospitalData, onSubmit: slotTakenAnswer() },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await hindiDialogIn(canvasElement);
    await fillValidBookingInHindi(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('चुने गए डॉक्टर के साथ यह समय पहले ही बुक हो चुका है।');
    await expect(dialog.getByRole('radiogroup', { name: /पसंदीदा समय/ })).toHaveAccessibleDescription(/यह समय पहले ही बुक हो चुका है/);
    // Sent as the contract reads it, whatever the page's language.
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ gender: 'Female', department: 'Cardiology', preferredDate: '2026-12-02', preferredTime: '10:30 AM' }),
    );
  },
};

/** Booked on a Hindi page: step 2 in Hindi, the day and time as Hindi says them, the doctor's name marked English. */
export const HindiBooked: Story = {
  globals: { locale: 'hi' },
  args: { hospital: hindiHospitalData },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await hindiDialogIn(canvasElement);
    await fillValidBookingInHindi(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
    const heading = await dialog.findByRole('heading', { name: 'अपॉइंटमेंट बुक हो गया', level: 3 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(dialog.getByRole('progressbar', { name: '2 में से चरण 2' })).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('अपॉइंटमेंट बुक हो गया। आपकी संदर्भ संख्या CCH-7K4Q-M2XD है।'));
    await expect(dialog.getByText('बुधवार, 2 दिसंबर 2026')).toBeVisible();
    await expect(dialog.getByText('सुबह 10:30')).toBeVisible();
    await expect(dialog.getByText('हृदय रोग')).toBeVisible();
    await expect(dialog.getByText('Dr. Rajesh Malhotra')).toHaveAttribute('lang', 'en');
    await expect(dialog.getByRole('button', { name: 'ठीक है' })).toBeVisible();
  },
};
