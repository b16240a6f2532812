import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BookingDialog } from './BookingDialog.tsx';
import {
  book,
  departmentsData,
  dialogIn,
  doctorsData,
  fillValidBooking,
  fillValidBookingInHindi,
  hindiDialogIn,
  hindiHospitalData,
  hospitalData,
  Reopenable,
  stored,
  takenSlotsData,
  TODAY,
} from './bookingDialogFixtures.tsx';
import type { BookingOutcome, BookingValues } from './bookingForm.ts';
import { LAST_DAY, availabilityFixture } from '../availabilityFixtures.ts';

const meta = {
  title: 'Site/BookingDialog',
  component: BookingDialog,
  excludeStories: /.*Data$/,
  args: {
    open: true,
    onOpenChange: fn(),
    doctors: doctorsData,
    departments: departmentsData,
    unavailableSlots: [],
    onSlotQueryChange: fn(),
    onSubmit: fn(async (values: BookingValues): Promise<BookingOutcome> => ({ ok: true, appointment: stored(values) })),
    today: TODAY,
    hospital: hospitalData,
    onAddToCalendar: fn(),
    onPrint: fn(),
  },
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: step 1 of 2 at 60%, the doctor optional, empty fields and age 0, consent not given. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await dialogIn(canvasElement);
    await step('shows the step and progress', async () => {
      await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '60');
    });
    await step('asks for consent, unticked, with the privacy page a new tab away', async () => {
      const consent = dialog.getByRole('checkbox', {
        name: /^I agree that City Care Hospital may store these details \(opens in a new tab\) to arrange my appointment/,
      });
      await expect(consent).not.toBeChecked();
      await expect(consent).toBeRequired();
      const privacy = dialog.getByRole('link', { name: /store these details/ });
      await expect(privacy).toHaveAttribute('href', '/privacy');
      await expect(privacy).toHaveAttribute('target', '_blank');
    });
    await step('the doctor is optional and the date cannot be before today', async () => {
      await expect(dialog.getByLabelText(/^Doctor/)).toHaveDisplayValue('Select doctor (optional)');
      await expect(dialog.getByLabelText(/^Preferred Date/)).toHaveAttribute('min', TODAY);
      await expect(dialog.getByLabelText(/^Age/)).toHaveValue(0);
      await expect(dialog.getByLabelText(/^Gender/)).toHaveTextContent(/Male.*Female.*Other.*Prefer not to say/);
    });
  },
};

/** Submitting empty: "Date is required" on the date and the generic "Required" on the others; nothing is sent. */
export const ValidationMessages: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await expect(await dialog.findByText('Date is required')).toBeVisible();
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveAccessibleDescription('Required');
    await expect(dialog.getByLabelText(/^Reason for Visit/)).toHaveAccessibleDescription('Required');
    await expect(dialog.getByLabelText(/^Gender/)).toHaveAccessibleDescription('Required');
    await expect(dialog.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
    await expect(dialog.getByRole('radiogroup', { name: /Preferred Time/ })).toHaveAccessibleDescription(/Required/);
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Please agree to continue');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The first invalid field takes focus, so a keyboard user starts where the problem is.
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveFocus();
  },
};

/** The slot picker: slots taken for the chosen doctor and day are shown as booked and cannot be chosen. */
export const TakenSlots: Story = {
  args: { defaultDoctorId: 1, unavailableSlots: takenSlotsData },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByLabelText(/^Doctor/)).toHaveDisplayValue('Dr. Rajesh Malhotra (Interventional Cardiology)');
    await expect(dialog.getByRole('radio', { name: /9:30 AM/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /2:30 PM/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: '11:00 AM' }));
    await expect(dialog.getByRole('radio', { name: '11:00 AM' })).toBeChecked();
    await userEvent.type(dialog.getByLabelText(/^Preferred Date/), '2026-12-02');
    await waitFor(() => expect(args.onSlotQueryChange).toHaveBeenLastCalledWith({ doctorId: 1, date: '2026-12-02' }));
  },
};

/**
 * Today at 10:15: the slots that have begun are not offered at all (the servers would refuse them), not shown as
 * "Booked", which would be untrue; the rest of the day is.
 */
export const TodayMorningPassed: Story = {
  args: { defaultDoctorId: 1, offeredSlots: ['10:30 AM', '11:00 AM', '11:30 AM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM', '5:00 PM'] },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Preferred Date/), TODAY);
    await expect(dialog.queryByRole('radio', { name: /9:00 AM/ })).toBeNull();
    await expect(dialog.queryByRole('radio', { name: /10:00 AM/ })).toBeNull();
    await expect(dialog.getByRole('radio', { name: '10:30 AM' })).toBeEnabled();
    dialog.getByRole('radiogroup').scrollIntoView({ block: 'center' });
  },
};

/** Every slot of the chosen day has begun: none is offered, and the field says to choose another day. */
export const NoTimesLeftToday: Story = {
  args: { defaultDoctorId: 1, offeredSlots: [] },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Preferred Date/), TODAY);
    await expect(dialog.getByText('No times are left on this day. Please choose another day.')).toBeVisible();
    await expect(dialog.queryAllByRole('radio')).toHaveLength(0);
  },
};

/** While the booking is sent, the submit reads "Booking..." and is disabled; the values are the contract's. */
export const Submitting: Story = {
  args: { onSubmit: fn((_values: BookingValues) => new Promise<BookingOutcome>(() => undefined)) },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    const busy = await dialog.findByRole('button', { name: 'Booking...' });
    await expect(busy).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      patientName: 'Kavita Sharma',
      email: 'kavita@example.in',
      phone: '+91 98765 43210',
      age: 42,
      gender: 'Female',
      // Choosing the doctor filled the empty department with theirs.
      department: 'Cardiology',
      doctorId: 1,
      preferredDate: '2026-12-02',
      preferredTime: '10:30 AM',
      reasonForVisit: 'Chest pain on climbing stairs.',
      consent: true,
      // The contract's default: the form shows no language field; the site sends the page's own (issue 24).
      language: 'en',
    });
  },
};

/** Everything filled but the consent: "Please agree to continue" under it and nothing sent; ticked, it is sent. */
export const ConsentRequired: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog, { consent: false });
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    const consent = dialog.getByRole('checkbox', { name: /I agree/ });
    await waitFor(() => expect(consent).toHaveAccessibleDescription('Please agree to continue'));
    await expect(dialog.getByText('Please agree to continue')).toBeVisible();
    await expect(consent).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(consent);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ consent: true })));
  },
};

/** Step 2 of 2: once the booking is stored the dialog shows its confirmation at 100%, the reference announced. */
export const Booked: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await dialogIn(canvasElement);
    await book(dialog);
    await step('step 2 of 2, and the booking announced with its reference', async () => {
      await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 2' })).toHaveAttribute('aria-valuenow', '100');
      await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Appointment booked. Your reference is CCH-7K4Q-M2XD.'));
      await expect(dialog.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
    });
    await step('the booking as stored, with the chosen doctor named', async () => {
      await expect(dialog.getByText('CCH-7K4Q-M2XD')).toBeVisible();
      await expect(dialog.getByText('Dr. Rajesh Malhotra')).toBeVisible();
      await expect(dialog.getByText('Wednesday, 2 December 2026')).toBeVisible();
      await expect(dialog.getByText('Pending confirmation')).toBeVisible();
    });
  },
};

/** Step 2's buttons reach the calendar file, print and the manage page; "Done" closes the dialog. */
export const BookedActions: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await book(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalledWith(expect.stringContaining('UID:CCH-7K4Q-M2XD@citycarehospital'), 'CCH-7K4Q-M2XD.ics');
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await expect(dialog.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/appointments/manage');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Step 2 on a 360px phone: the confirmation in the bottom sheet, its buttons one under another. */
export const BookedMobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await book(dialog);
    await expect(dialog.getByText('CCH-7K4Q-M2XD')).toBeVisible();
  },
};

/** A slot taken meanwhile (the API's 409): the form keeps what was typed and says which field to change. */
export const SlotTaken: Story = {
  args: {
    onSubmit: fn(
      async (_values: BookingValues): Promise<BookingOutcome> => ({
        ok: false,
        message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
        code: 'slot_taken',
        fields: { preferredTime: 'Already booked' },
        codes: { preferredTime: 'slot_taken' },
      }),
    ),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('already booked with the chosen doctor');
    await expect(dialog.getByRole('radiogroup', { name: /Preferred Time/ })).toHaveAccessibleDescription(/Already booked/);
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveValue('Kavita Sharma');
    await expect(dialog.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  },
};

/** The server's field messages (a 400) appear on their fields. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async (_values: BookingValues): Promise<BookingOutcome> => ({
      ok: false,
      fields: { preferredDate: 'Date cannot be in the past' },
      codes: { preferredDate: 'date_in_past' },
    })),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Preferred Date/)).toHaveAccessibleDescription('Date cannot be in the past'));
    await expect(dialog.getByLabelText(/^Preferred Date/)).toHaveFocus();
  },
};

/** While doctors and departments load, the choices say so; the form still opens. */
export const Loading: Story = {
  args: { doctors: undefined, departments: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByLabelText(/^Department/)).toHaveDisplayValue('Loading departments...');
  },
};

/** A department preselected by a department page, given in any case. */
export const DepartmentPreselected: Story = {
  args: { defaultDepartment: 'pediatrics' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await waitFor(() => expect(dialog.getByLabelText(/^Department/)).toHaveDisplayValue('Pediatrics'));
  },
};

/** Long names in the doctor list wrap inside the field instead of widening the dialog. */
export const LongContent: Story = {
  args: {
    doctors: [
      ...doctorsData,
      {
        id: 40,
        name: 'Dr. Venkataraghavan Subramaniam Iyer-Chaturvedi',
        specialization: 'Paediatric Interventional Cardiology and Electrophysiology',
        departmentId: 1,
        qualifications: 'MBBS, MD, DM',
        experience: 30,
      },
    ],
  },
};

/** A 360px phone: the dialog is a bottom sheet and the fields stack. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Cancel and the close icon dismiss it; reopened, the form starts empty again. */
export const CancelAndClose: Story = {
  render: (args) => <Reopenable {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    let dialog = await dialogIn(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Full Name/), 'Kavita');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    dialog = await dialogIn(canvasElement);
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** After "Done", focus is back on the button that opened the dialog, and the next opening starts a new booking. */
export const DoneThenBookAgain: Story = {
  render: (args) => <Reopenable {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Book Appointment' });
    await userEvent.click(opener);
    let dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    dialog = await dialogIn(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '60');
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  },
};

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
  args: {
    hospital: hindiHospitalData,
    onSubmit: fn(
      async (_values: BookingValues): Promise<BookingOutcome> => ({
        ok: false,
        message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
        code: 'slot_taken',
        fields: { preferredTime: 'Already booked' },
        codes: { preferredTime: 'slot_taken' },
      }),
    ),
  },
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

/** The chosen doctor's open days (GET availability over 62 days), as the site passes them. */
export const doctorDaysData = { availability: availabilityFixture(1), isLoading: false, error: undefined, to: LAST_DAY };

/**
 * With a doctor chosen, the date is a month grid of that doctor's open days only: Sundays and the day on leave
 * cannot be picked; the day's slots show the places left and a taken one is booked; the booking sends the day and
 * slot chosen.
 */
export const DoctorOpenDays: Story = {
  args: { defaultDoctorId: 1, doctorDays: doctorDaysData },
  play: async ({ args, canvasElement, userEvent, step }) => {
    const dialog = await dialogIn(canvasElement);
    await step('the grid replaces the date input', async () => {
      await expect(dialog.queryByLabelText(/^Preferred Date/, { selector: 'input' })).toBeNull();
      await expect(dialog.getByRole('grid', { name: 'November 2026' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Sunday, November 29, 2026, Not available$/ })).toHaveAttribute('aria-disabled', 'true');
      await expect(dialog.getByRole('radiogroup', { name: /Preferred Time/ })).toHaveAccessibleDescription("Choose one of the doctor's open days above to see its times.");
    });
    await step('a day by keyboard, then a slot with places left', async () => {
      dialog.getByRole('button', { name: /^Thursday, November 26, 2026$/ }).focus();
      // A week on is 3 December, the doctor's leave; the day before it is open.
      await userEvent.keyboard('{ArrowDown}{ArrowLeft}{Enter}');
      await expect(dialog.getByRole('grid', { name: 'December 2026' })).toBeVisible();
      await expect(dialog.getByRole('radio', { name: '9:30 AM 1 place left' })).toBeEnabled();
      await expect(dialog.getByRole('radio', { name: /2:30 PM Booked/ })).toBeDisabled();
      await userEvent.click(dialog.getByRole('radio', { name: '10:30 AM 2 places left' }));
    });
    await step('books that day and slot', async () => {
      await userEvent.type(dialog.getByLabelText(/^Full Name/), 'Kavita Sharma');
      await userEvent.type(dialog.getByLabelText(/^Email/), 'kavita@example.in');
      await userEvent.type(dialog.getByLabelText(/^Phone/), '+91 98765 43210');
      await userEvent.clear(dialog.getByLabelText(/^Age/));
      await userEvent.type(dialog.getByLabelText(/^Age/), '42');
      await userEvent.selectOptions(dialog.getByLabelText(/^Gender/), 'Female');
      await userEvent.selectOptions(dialog.getByLabelText(/^Department/), 'Cardiology');
      await userEvent.type(dialog.getByLabelText(/^Reason for Visit/), 'Chest pain on climbing stairs.');
      await userEvent.click(dialog.getByRole('checkbox', { name: /I agree/ }));
      await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ doctorId: 1, preferredDate: '2026-12-02', preferredTime: '10:30 AM' })));
    });
  },
};

/** A day whose every slot is taken says when the next open time is and takes it in one press. */
export const DoctorDayFull: Story = {
  args: { defaultDoctorId: 1, doctorDays: doctorDaysData },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Next month' }));
    await userEvent.click(dialog.getByRole('button', { name: /^Tuesday, December 1, 2026, Fully booked$/ }));
    await expect(dialog.getByText('All times on Tue 1 Dec are booked. The next open time is Wed 2 Dec, 9:00 AM.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Choose Wed 2 Dec, 9:00 AM' }));
    await expect(dialog.getByRole('radio', { name: /^9:00 AM/ })).toBeChecked();
    await waitFor(() => expect(dialog.getByRole('radio', { name: /^9:00 AM/ })).toHaveFocus());
  },
};

/** The doctor's days still loading: the grid's place says so; the rest of the form can be filled meanwhile. */
export const DoctorDaysLoading: Story = {
  args: { defaultDoctorId: 1, doctorDays: { availability: undefined, isLoading: true, to: LAST_DAY } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByText("Loading the doctor's open days...")).toBeVisible();
  },
};

/** The read failed: the grid's place says so and offers to try again. */
export const DoctorDaysError: Story = {
  args: { defaultDoctorId: 1, doctorDays: { availability: undefined, isLoading: false, error: new globalThis.Error('500'), onRetry: fn(), to: LAST_DAY } },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByText("The doctor's open days could not be loaded.")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.doctorDays?.onRetry).toHaveBeenCalled();
  },
};

/** A doctor with no open day in the window (a long leave): said plainly, no grid to search. */
export const DoctorNoOpenDays: Story = {
  args: { defaultDoctorId: 1, doctorDays: { ...doctorDaysData, availability: { doctorId: 1, days: [] } } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByText(/This doctor has no open day in the coming weeks/)).toBeVisible();
  },
};

/** On a phone the grid fits the dialog. */
export const DoctorOpenDaysMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultDoctorId: 1, doctorDays: doctorDaysData },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    const grid = dialog.getByRole('grid');
    grid.scrollIntoView({ block: 'center' });
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** A Hindi page: the grid, the places left and the full day's notice in Hindi. */
export const HindiDoctorOpenDays: Story = {
  globals: { locale: 'hi' },
  args: { defaultDoctorId: 1, doctorDays: doctorDaysData, hospital: hindiHospitalData },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await hindiDialogIn(canvasElement);
    await expect(dialog.getByRole('grid', { name: 'नवंबर 2026' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'अगला महीना' }));
    await userEvent.click(dialog.getByRole('button', { name: /^बुधवार, 2 दिसंबर 2026$/ }));
    await expect(dialog.getByRole('radio', { name: /^सुबह 9:30 1 जगह बाकी$/ })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: /^सुबह 9:00 2 जगहें बाकी$/ })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: /^मंगलवार, 1 दिसंबर 2026, पूरा बुक$/ }));
    await expect(dialog.getByText(/के सभी समय बुक हो चुके हैं। अगला खाली समय/)).toBeVisible();
  },
};
