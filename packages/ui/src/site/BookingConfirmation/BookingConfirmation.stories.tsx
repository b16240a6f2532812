import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Appointment } from '@hospital/contract';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BookingConfirmation } from './BookingConfirmation.tsx';

/** The hospital's facts as the site passes them (apps/site/src/content/site.ts). */
export const hospitalData = {
  name: 'City Care Hospital',
  address: '14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001',
  phone: { display: '+91 522 400 1010', tel: '+915224001010' },
  emergencyNumber: '101',
};

export const doctorsData = [
  { id: 1, name: 'Dr. Rajesh Malhotra' },
  { id: 3, name: 'Dr. Vikram Singh Rathore' },
];

/** A booking as the server answers it: the fields sent, a reference, pending. */
export const appointmentData: Appointment = {
  id: 501,
  reference: 'CCH-7K4Q-M2XD',
  patientName: 'Kavita Sharma',
  email: 'kavita@example.in',
  phone: '+91 98765 43210',
  age: 42,
  gender: 'Female',
  department: 'Cardiology',
  doctorId: 1,
  preferredDate: '2026-12-01',
  preferredTime: '10:30 AM',
  reasonForVisit: 'Chest pain on climbing stairs.',
  status: 'pending',
  createdAt: '2026-11-26T04:30:00.000Z',
  language: 'en',
  remindersStopped: false,
};

const meta = {
  title: 'Site/BookingConfirmation',
  component: BookingConfirmation,
  excludeStories: /.*Data$/,
  args: {
    appointment: appointmentData,
    doctors: doctorsData,
    hospital: hospitalData,
    onDone: fn(),
    onAddToCalendar: fn(),
    onPrint: fn(),
  },
} satisfies Meta<typeof BookingConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation as step 2 of the booking dialog shows it: the heading focused, the reference announced. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    const heading = canvas.getByRole('heading', { name: 'Appointment booked', level: 3 });
    await step('focus on the heading, and the booking announced with its reference', async () => {
      await waitFor(() => expect(heading).toHaveFocus());
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Appointment booked. Your reference is CCH-7K4Q-M2XD.'));
    });
    await step('the reference, and the visit in the patient’s words', async () => {
      await expect(canvas.getByText('CCH-7K4Q-M2XD')).toBeVisible();
      const details = canvas;
      await expect(details.getByText('Kavita Sharma')).toBeVisible();
      await expect(details.getByText('Cardiology')).toBeVisible();
      await expect(details.getByText('Dr. Rajesh Malhotra')).toBeVisible();
      await expect(details.getByText('Tuesday, 1 December 2026')).toBeVisible();
      await expect(details.getByText('10:30 AM')).toBeVisible();
      await expect(details.getByText('Pending confirmation')).toBeVisible();
    });
    await step('where to come, what to bring and whom to call in an emergency', async () => {
      await expect(canvas.getByText(/14 Shahnajaf Road, Hazratganj/)).toBeVisible();
      await expect(canvas.getByRole('link', { name: '+91 522 400 1010' })).toHaveAttribute('href', 'tel:+915224001010');
      const bring = within(canvas.getByRole('list'));
      await expect(bring.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'A photo ID, such as an Aadhaar card',
        'Previous medical reports and prescriptions',
        'A list of the medicines you take',
      ]);
      await expect(canvas.getByRole('link', { name: '101' })).toHaveAttribute('href', 'tel:101');
    });
  },
};

/** No doctor chosen: the hospital assigns one, and the confirmation says so. */
export const AnyAvailableDoctor: Story = {
  args: { appointment: { ...appointmentData, doctorId: undefined, department: 'General Medicine' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Any available doctor')).toBeVisible();
  },
};

/** "Add to calendar" hands over `<reference>.ics`: the slot in Asia/Kolkata, the reference as its id, a day's warning. */
export const AddToCalendar: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalledTimes(1);
    const [text, fileName] = (args.onAddToCalendar as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toBe('CCH-7K4Q-M2XD.ics');
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    await expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261201T103000');
    await expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20261201T110000');
    await expect(lines).toContain('UID:CCH-7K4Q-M2XD@citycarehospital');
    await expect(lines).toContain('TRIGGER:-P1D');
    await expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  },
};

/** "Print" opens the browser's print dialog; the print stylesheet leaves only the slip. "Done" closes. */
export const PrintAndDone: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/appointments/manage');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** On a page of its own (no dialog): an h2, no "Done", and the manage page where the site says. */
export const OnAPage: Story = {
  args: { onDone: undefined, headingLevel: 2, manageHref: '/hi/appointments/manage', appointment: { ...appointmentData, status: 'confirmed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Appointment booked', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What to bring', level: 3 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/hi/appointments/manage');
    await expect(canvas.getByText('Confirmed')).toBeVisible();
  },
};

/** Long names and a long address wrap inside the page; nothing is cut or pushes the page sideways. */
export const LongContent: Story = {
  args: {
    appointment: {
      ...appointmentData,
      patientName: 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula',
      department: 'Paediatric Interventional Cardiology and Electrophysiology',
      doctorId: 40,
    },
    doctors: [...doctorsData, { id: 40, name: 'Dr. Venkataraghavan Subramaniam Iyer-Chaturvedi' }],
    hospital: {
      ...hospitalData,
      address: 'Block C, Second Floor, Outpatient Wing, 14 Shahnajaf Road, opposite Sahara Ganj Mall, Hazratganj, Lucknow, Uttar Pradesh 226001',
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Dr. Venkataraghavan Subramaniam Iyer-Chaturvedi')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The hospital's facts as a Hindi page passes them (the site's Hindi name and address). */
export const hindiHospitalData = {
  ...hospitalData,
  name: 'सिटी केयर हॉस्पिटल',
  address: '14 शाहनजफ़ रोड, हज़रतगंज, लखनऊ, उत्तर प्रदेश 226001',
};

/**
 * A Hindi page: the slip in Hindi, the department through the medical terms, the day and time through Intl in hi-IN
 * ("मंगलवार, 1 दिसंबर 2026", "सुबह 10:30"), the doctor's name as the hospital writes it, marked English. The
 * calendar entry is in the page's language too.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { hospital: hindiHospitalData },
  play: async ({ args, canvas, step, userEvent }) => {
    await step('the slip in Hindi', async () => {
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'अपॉइंटमेंट बुक हो गया', level: 3 })).toHaveFocus());
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('अपॉइंटमेंट बुक हो गया। आपकी संदर्भ संख्या CCH-7K4Q-M2XD है।'));
      await expect(canvas.getByText('आपकी बुकिंग संदर्भ संख्या')).toBeVisible();
      await expect(canvas.getByText('हृदय रोग')).toBeVisible();
      await expect(canvas.getByText('मंगलवार, 1 दिसंबर 2026')).toBeVisible();
      await expect(canvas.getByText('सुबह 10:30')).toBeVisible();
      await expect(canvas.getByText('पुष्टि होनी बाकी है')).toBeVisible();
      await expect(canvas.getByText('Dr. Rajesh Malhotra')).toHaveAttribute('lang', 'en');
      await expect(canvas.getByRole('heading', { name: 'साथ क्या लाएँ', level: 4 })).toBeVisible();
      await expect(canvas.getByText(/14 शाहनजफ़ रोड/)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'बुकिंग देखें या बदलें' })).toHaveAttribute('href', '/appointments/manage');
    });
    await step('the calendar entry in Hindi, at the same time in India', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'कैलेंडर में जोड़ें' }));
      const [text] = (args.onAddToCalendar as ReturnType<typeof fn>).mock.calls[0] as [string, string];
      const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
      await expect(lines).toContain('SUMMARY:सिटी केयर हॉस्पिटल में हृदय रोग का अपॉइंटमेंट');
      await expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261201T103000');
      await expect(lines.find((line) => line.startsWith('DESCRIPTION:आपकी बुकिंग संदर्भ संख्या: CCH-7K4Q-M2XD'))).toBeDefined();
    });
  },
};

/** Hindi on a 360px phone: the longer words wrap, the buttons take the width one under another. */
export const HindiMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: { hospital: hindiHospitalData },
  play: async ({ canvasElement, canvas }) => {
    const calendar = canvas.getByRole('button', { name: 'कैलेंडर में जोड़ें' }).getBoundingClientRect();
    const done = canvas.getByRole('button', { name: 'ठीक है' }).getBoundingClientRect();
    await expect(done.top).toBeGreaterThan(calendar.bottom);
    await expect(Math.round(done.width)).toBe(Math.round(calendar.width));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A 360px phone: the reference still fits, the details stack under their labels, the buttons take the width. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('CCH-7K4Q-M2XD')).toBeVisible();
    const buttons = [canvas.getByRole('button', { name: 'Add to calendar' }), canvas.getByRole('button', { name: 'Done' })];
    const [first, last] = buttons.map((button) => button.getBoundingClientRect());
    // One under another, each as wide as the other.
    await expect(last!.top).toBeGreaterThan(first!.bottom);
    await expect(Math.round(last!.width)).toBe(Math.round(first!.width));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
