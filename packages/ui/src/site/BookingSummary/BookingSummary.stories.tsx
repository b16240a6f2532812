import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingSummary } from './BookingSummary.tsx';

export const doctorsData = [
  { id: 1, name: 'Dr. Rajesh Malhotra' },
  { id: 3, name: 'Dr. Vikram Singh Rathore' },
];

export const bookingData = {
  reference: 'CCH-7K4Q-M2XD',
  patientName: 'Kavita Sharma',
  department: 'Cardiology',
  doctorId: 1,
  preferredDate: '2026-12-01',
  preferredTime: '10:30 AM',
  status: 'pending' as const,
};

const meta = {
  title: 'Site/BookingSummary',
  component: BookingSummary,
  excludeStories: /.*Data$/,
  args: { booking: bookingData, doctors: doctorsData, showReference: true },
} satisfies Meta<typeof BookingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each line a term and its value, in the order a patient checks them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Reference',
      'Patient',
      'Department',
      'Doctor',
      'Date',
      'Time',
      'Status',
    ]);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'CCH-7K4Q-M2XD',
      'Kavita Sharma',
      'Cardiology',
      'Dr. Rajesh Malhotra',
      'Tuesday, 1 December 2026',
      '10:30 AM',
      'Pending confirmation',
    ]);
  },
};

/** Without the reference line, no doctor chosen, and a cancelled booking's red badge. */
export const AnyDoctorCancelled: Story = {
  args: { showReference: false, booking: { ...bookingData, doctorId: undefined, status: 'cancelled' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Reference')).not.toBeInTheDocument();
    await expect(canvas.getByText('Any available doctor')).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
  },
};

/** Doctors not loaded yet: the chosen doctor is not claimed to be "any". */
export const DoctorsLoading: Story = {
  args: { doctors: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The doctor you chose')).toBeVisible();
  },
};

/** Long values and Hindi labels wrap inside their column; the labels take at most 40% of the width. */
export const LongContent: Story = {
  args: {
    booking: {
      ...bookingData,
      patientName: 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula',
      department: 'Paediatric Interventional Cardiology and Electrophysiology',
    },
    texts: {
      reference: 'बुकिंग संदर्भ संख्या',
      patient: 'मरीज़ का पूरा नाम',
      department: 'विभाग',
      doctor: 'डॉक्टर',
      date: 'अपॉइंटमेंट की तारीख़',
      time: 'समय',
      status: 'अपॉइंटमेंट की वर्तमान स्थिति',
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('अपॉइंटमेंट की वर्तमान स्थिति')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A 360px phone: each value under its label. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Patient').getBoundingClientRect();
    const value = canvas.getByText('Kavita Sharma').getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(label.bottom);
  },
};

/** A Hindi page: the terms in Hindi, the department through the medical terms, the day and slot through Intl (hi-IN). */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'संदर्भ संख्या',
      'मरीज़',
      'विभाग',
      'डॉक्टर',
      'तारीख़',
      'समय',
      'स्थिति',
    ]);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'CCH-7K4Q-M2XD',
      'Kavita Sharma',
      'हृदय रोग',
      'Dr. Rajesh Malhotra',
      'मंगलवार, 1 दिसंबर 2026',
      'सुबह 10:30',
      'पुष्टि होनी बाकी है',
    ]);
    // The name stays as the hospital writes it, so a screen reader reads it in English.
    await expect(canvas.getByText('Dr. Rajesh Malhotra')).toHaveAttribute('lang', 'en');
  },
};
