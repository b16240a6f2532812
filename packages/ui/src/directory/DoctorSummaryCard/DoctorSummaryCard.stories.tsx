import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longDoctorFixture } from '../fixtures.ts';
import { NextAvailable } from '../NextAvailable/index.ts';
import { DoctorSummaryCard } from './DoctorSummaryCard.tsx';

const meta = {
  title: 'Directory/DoctorSummaryCard',
  component: DoctorSummaryCard,
  args: { doctor: { name: 'Dr. Rajesh Malhotra', specialization: 'Interventional Cardiology', experience: 22 } },
  decorators: [(Story) => <div style={{ maxInlineSize: '26rem' }}><Story /></div>],
} satisfies Meta<typeof DoctorSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials (skipping "Dr."), name, specialization, experience and availability. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RM')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dr. Rajesh Malhotra' })).toBeVisible();
    await expect(canvas.getByText('22 years experience')).toBeVisible();
    await expect(canvas.getByText('Available for consultation')).toBeVisible();
  },
};

export const LongContent: Story = { args: { doctor: longDoctorFixture } };

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A Hindi page: experience and availability in Hindi, the specialization through the medical terms. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dr. Rajesh Malhotra' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('इंटरवेंशनल कार्डियोलॉजी')).toBeVisible();
    await expect(canvas.getByText('22 वर्ष का अनुभव')).toBeVisible();
    await expect(canvas.getByText('परामर्श के लिए उपलब्ध')).toBeVisible();
  },
};

/** A department page's doctor from the API: the first open slot instead of the general "Available" line. */
export const WithNextAvailable: Story = {
  args: { nextAvailable: <NextAvailable next={{ date: '2026-12-01', time: '9:30 AM' }} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Next available: Tue 1 Dec, 9:30 AM')).toBeVisible();
    await expect(canvas.queryByText('Available for consultation')).toBeNull();
  },
};

/** None in the next 14 days. */
export const NoOpenSlot: Story = {
  args: { nextAvailable: <NextAvailable next={null} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open slot in the next 14 days')).toBeVisible();
  },
};

/** In Hindi. */
export const HindiNextAvailable: Story = {
  globals: { locale: 'hi' },
  args: { nextAvailable: <NextAvailable next={{ date: '2026-12-01', time: '9:30 AM' }} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^अगला खाली समय: मंगल 1 दिस/)).toBeVisible();
  },
};
