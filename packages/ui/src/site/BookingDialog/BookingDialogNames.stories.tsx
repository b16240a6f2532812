import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingDialog } from './BookingDialog.tsx';
import { bookingDialogArgs, dialogIn, fillValidBooking, fillValidBookingInHindi, hindiDialogIn, hindiHospitalData } from './bookingDialogFixtures.tsx';

// A patient's name takes letters of any script, spaces and . ' - only (the contract's isPersonName): a name that
// carries a phone number is refused in the form, before anything is sent, in the page's language.
const meta = {
  title: 'Site/BookingDialog/Names',
  component: BookingDialog,
  args: bookingDialogArgs(),
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const A_MESSAGE_AS_A_NAME = 'Call +91 11111 22222 to pay your bill';

/** A phone number typed as the name: "Use letters, spaces and . ' - only" under it, and nothing sent. */
export const NameWithANumber: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.clear(dialog.getByLabelText(/^Full Name/));
    await userEvent.type(dialog.getByLabelText(/^Full Name/), A_MESSAGE_AS_A_NAME);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveAccessibleDescription("Use letters, spaces and . ' - only");
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The same on a Hindi page: the name's message in Hindi. */
export const NameWithANumberInHindi: Story = {
  globals: { locale: 'hi' },
  args: { hospital: hindiHospitalData },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await hindiDialogIn(canvasElement);
    await fillValidBookingInHindi(dialog);
    await userEvent.clear(dialog.getByLabelText(/^पूरा नाम/));
    await userEvent.type(dialog.getByLabelText(/^पूरा नाम/), A_MESSAGE_AS_A_NAME);
    await userEvent.click(dialog.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
    await expect(dialog.getByLabelText(/^पूरा नाम/)).toHaveAccessibleDescription("नाम में केवल अक्षर, खाली जगह और . ' - लिखे जा सकते हैं");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
