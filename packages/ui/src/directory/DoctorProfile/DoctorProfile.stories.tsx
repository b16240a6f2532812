import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../Button/index.ts';
import { brokenPicture, doctorsFixture, longDoctorFixture, portraitPicture } from '../fixtures.ts';
import { NextAvailable } from '../NextAvailable/index.ts';
import { DoctorProfile } from './DoctorProfile.tsx';

const onBook = fn();

const session = (weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7, start: string, end: string) => ({ weekday, start, end, slotMinutes: 30 as const, capacity: 1 });

/** The seed's standard week (Mon-Fri with a lunch break, Saturday mornings) and a coming leave. */
export const timetableData = {
  weekly: [
    ...([1, 2, 3, 4, 5] as const).flatMap((day) => [session(day, '09:00', '12:00'), session(day, '14:00', '17:30')]),
    session(6, '09:00', '14:00'),
  ],
  leave: [{ id: 1, from: '2026-12-14', to: '2026-12-18' }],
};

/** A visiting consultant: Tuesday and Thursday mornings. */
export const visitingTimetableData = { weekly: [session(2, '10:00', '13:00'), session(4, '10:00', '13:00')], leave: [] };

const meta = {
  title: 'Directory/DoctorProfile',
  component: DoctorProfile,
  excludeStories: /.*Data$/,
  args: {
    doctor: doctorsFixture[0],
    departmentName: 'Cardiology',
    photoSrc: portraitPicture,
    timetable: timetableData,
    nextAvailable: <NextAvailable next={{ date: '2026-12-01', time: '9:30 AM' }} />,
    contact: {
      phone: '+91 522 400 1000',
      phoneHref: 'tel:+915224001000',
      email: 'appointments@citycarehospital.in',
      address: 'Kanpur Road, Lucknow, Uttar Pradesh 226012',
    },
    renderBookAction: (placement) => (
      <Button variant="primary" onClick={() => onBook(placement)}>
        Book Appointment
      </Button>
    ),
  },
} satisfies Meta<typeof DoctorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section, the qualifications as a list, four areas of expertise; both Book buttons call back. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dr. Rajesh Malhotra' })).toBeVisible();
    await expect(canvas.getByText('22 Years Experience')).toBeVisible();
    for (const name of ['About', 'Education & Qualifications', 'Areas of Expertise', 'Consultation Hours', 'Contact Information', 'Quick Actions']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const education = canvas.getByRole('region', { name: 'Education & Qualifications' });
    await expect(within(education).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['MBBS', 'MD (Medicine)', 'DM (Cardiology)']);
    await expect(within(canvas.getByRole('region', { name: 'Areas of Expertise' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+915224001000');
    onBook.mockClear();
    for (const button of canvas.getAllByRole('button', { name: 'Book Appointment' })) await userEvent.click(button);
    await expect(onBook.mock.calls).toEqual([['header'], ['quick-actions']]);
    await expect(canvas.getByText('Next available: Tue 1 Dec, 9:30 AM')).toBeVisible();
    const hours = canvas.getByRole('region', { name: 'Consultation Hours' });
    await expect(within(hours).getByText('Monday - Friday')).toBeVisible();
    await expect(within(hours).getByText('9:00 AM - 12:00 PM, 2:00 PM - 5:30 PM')).toBeVisible();
    await expect(within(hours).getByText('Closed')).toBeVisible();
    await expect(within(hours).getByText('On leave')).toBeVisible();
    await expect(within(hours).getByText('14 Dec - 18 Dec')).toBeVisible();
  },
};

/** A visiting consultant's two mornings: the days apart are not grouped, the others closed; no slot in 14 days. */
export const VisitingConsultant: Story = {
  args: { timetable: visitingTimetableData, nextAvailable: <NextAvailable next={null} /> },
  play: async ({ canvas }) => {
    const hours = canvas.getByRole('region', { name: 'Consultation Hours' });
    await expect(within(hours).getByText('Tuesday')).toBeVisible();
    await expect(within(hours).getByText('Friday - Sunday')).toBeVisible();
    await expect(canvas.getByText('No open slot in the next 14 days')).toBeVisible();
  },
};

/** The doctor is here, their hours still loading: the hours card says so; the next-available line keeps its place. */
export const HoursLoading: Story = {
  args: { timetable: undefined, nextAvailable: <NextAvailable next={undefined} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading consultation hours...');
  },
};

/** The hours could not be read: the card asks the patient to call. */
export const HoursError: Story = {
  args: { timetable: undefined, timetableError: new globalThis.Error('500') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The consultation hours could not be loaded. Please call +91 522 400 1000.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { doctor: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading doctor profile...');
  },
};

export const NotFound: Story = {
  args: { doctor: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Doctor Not Found' })).toBeVisible();
    await expect(canvas.getByText("The doctor profile you're looking for doesn't exist.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const Error: Story = {
  args: { doctor: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load doctor profile' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A broken photo shows the person icon, named like the photo. */
export const BrokenPhoto: Story = {
  args: { photoSrc: brokenPicture },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Photo of Dr. Rajesh Malhotra' })).toHaveAttribute('data-fallback', 'person-icon'),
    );
  },
};

/** An unknown specialization gets the generic areas; no department, no badge. */
export const LongContent: Story = {
  args: { doctor: { ...longDoctorFixture, specialization: 'Sleep Studies and Aerospace Physiology with Hyperbaric Oxygen Therapy' }, departmentName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Comprehensive Diagnosis')).toBeVisible();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { doctor: longDoctorFixture },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A Hindi page: every heading and action in Hindi, the specialization, department and areas of expertise through
 * the site's medical terms, the hours as the page gives them (Intl, hi-IN), the qualifications in English.
 */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  args: {
    contact: {
      phone: '+91 522 400 1000',
      phoneHref: 'tel:+915224001000',
      email: 'appointments@citycarehospital.in',
      address: '14 शाहनजफ़ रोड, हज़रतगंज, लखनऊ, उत्तर प्रदेश 226001',
    },
    renderBookAction: () => <Button variant="primary">अपॉइंटमेंट बुक करें</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dr. Rajesh Malhotra' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('22 वर्ष का अनुभव')).toBeVisible();
    for (const name of ['परिचय', 'शिक्षा और योग्यताएँ', 'विशेषज्ञता के क्षेत्र', 'परामर्श का समय', 'संपर्क जानकारी', 'तुरंत संपर्क']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByText(/इंटरवेंशनल कार्डियोलॉजी के विशेषज्ञ हैं और उन्हें 22 वर्ष का अनुभव है; वे अभी हमारे हृदय रोग विभाग में हैं।/)).toBeVisible();
    await expect(canvas.getByText('कोरोनरी आर्टरी रोग')).toBeVisible();
    await expect(canvas.getByText('बंद')).toBeVisible();
    await expect(canvas.getByText('सोमवार - शुक्रवार')).toBeVisible();
    await expect(canvas.getByText('छुट्टी पर')).toBeVisible();
    await expect(canvas.getByText(/^अगला खाली समय: मंगल 1 दिस/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'अभी कॉल करें' })).toHaveAttribute('href', 'tel:+915224001000');
    const message = canvas.getByRole('link', { name: 'संदेश भेजें' });
    await expect(message.getAttribute('href')).toContain(encodeURIComponent('Dr. Rajesh Malhotra के लिए संदेश'));
  },
};

/** A Hindi page for a doctor who does not exist. */
export const HindiNotFound: Story = {
  globals: { locale: 'hi' },
  args: { doctor: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'डॉक्टर प्रोफ़ाइल' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'डॉक्टर नहीं मिले' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'मुखपृष्ठ पर लौटें' })).toHaveAttribute('href', '/');
  },
};
