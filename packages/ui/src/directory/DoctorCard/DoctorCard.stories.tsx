import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../Button/index.ts';
import { brokenPicture, doctorsFixture, longDoctorFixture, portraitPicture } from '../fixtures.ts';
import { NextAvailable } from '../NextAvailable/index.ts';
import { DoctorCard } from './DoctorCard.tsx';

const doctor = doctorsFixture[0]!;
const onBook = fn();

const meta = {
  title: 'Directory/DoctorCard',
  component: DoctorCard,
  args: { doctor, departmentName: 'Cardiology', photoSrc: portraitPicture, profileHref: '/doctors/1' },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}><Story /></div>],
} satisfies Meta<typeof DoctorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, years badge, name, specialization, department, qualifications; View Profile goes to the profile. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dr. Rajesh Malhotra' })).toBeVisible();
    await expect(canvas.getByText('22 years')).toBeVisible();
    await expect(canvas.getByText('Interventional Cardiology')).toBeVisible();
    await expect(canvas.getByText('Cardiology')).toBeVisible();
    await expect(canvas.getByText('MBBS, MD (Medicine), DM (Cardiology)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Profile of Dr. Rajesh Malhotra' })).toHaveAttribute('href', '/doctors/1');
    await expect(canvas.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  },
};

/** The app's booking control replaces the inert button. */
export const WithBookingAction: Story = {
  args: { bookAction: <Button variant="primary" onClick={() => onBook(1)}>Book Appointment</Button> },
  play: async ({ canvas, userEvent }) => {
    onBook.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    await expect(onBook).toHaveBeenCalledWith(1);
  },
};

/** A broken photo shows the generic person icon, still named. */
export const BrokenPhoto: Story = {
  args: { photoSrc: brokenPicture },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Photo of Dr. Rajesh Malhotra' })).toHaveAttribute('data-fallback', 'person-icon'),
    );
  },
};

/** No department matches: no badge. */
export const WithoutDepartment: Story = {
  args: { doctor: doctorsFixture[4]!, departmentName: undefined },
};

export const LongContent: Story = {
  args: { doctor: longDoctorFixture, departmentName: 'Cardiothoracic and Vascular Surgery' },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A Hindi page: the badge, specialization and department through the site's medical terms, the name and
 * qualifications in English (marked so), View Profile and the inert Book Appointment in Hindi.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dr. Rajesh Malhotra' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('22 वर्ष')).toBeVisible();
    await expect(canvas.getByText('इंटरवेंशनल कार्डियोलॉजी')).toBeVisible();
    await expect(canvas.getByText('हृदय रोग')).toBeVisible();
    await expect(canvas.getByText('MBBS, MD (Medicine), DM (Cardiology)')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('img', { name: 'Dr. Rajesh Malhotra की फ़ोटो' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dr. Rajesh Malhotra की प्रोफ़ाइल देखें' })).toHaveAttribute('href', '/doctors/1');
    await expect(canvas.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' })).toBeVisible();
  },
};

/** The doctor's first open slot in the next 14 days, under the qualifications. */
export const WithNextAvailable: Story = {
  args: { nextAvailable: <NextAvailable next={{ date: '2026-12-01', time: '9:30 AM' }} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Next available: Tue 1 Dec, 9:30 AM')).toBeVisible();
  },
};

/** None in the next 14 days. */
export const NoOpenSlot: Story = {
  args: { nextAvailable: <NextAvailable next={null} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open slot in the next 14 days')).toBeVisible();
  },
};

/** While the days load the line is there, empty, so the card keeps its height. */
export const NextAvailableLoading: Story = {
  args: { nextAvailable: <NextAvailable next={undefined} /> },
};

/** In Hindi. */
export const HindiNextAvailable: Story = {
  globals: { locale: 'hi' },
  args: { nextAvailable: <NextAvailable next={{ date: '2026-12-01', time: '9:30 AM' }} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^अगला खाली समय: मंगल 1 दिस/)).toBeVisible();
  },
};
