import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FooterDetails } from './FooterDetails.tsx';

const meta = {
  title: 'Site/FooterDetails',
  component: FooterDetails,
  args: {
    address: '14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001',
    phone: { display: '+91 522 400 1010', tel: '+915224001010' },
    services: ['Emergency & Trauma Care', 'Critical Care (ICU, NICU, PICU)', 'Blood Bank'],
    hours: [
      { days: 'Mon-Fri', hours: '8:00 AM-8:00 PM' },
      { days: 'Sat-Sun', hours: '9:00 AM-6:00 PM' },
      { days: 'Emergency', hours: '24/7' },
    ],
    mapHref: 'https://www.google.com/maps/search/?api=1&query=City%20Care%20Hospital',
  },
} satisfies Meta<typeof FooterDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View on Google Maps' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { services: Array.from({ length: 12 }, (_, i) => `Service with a rather long descriptive name number ${i + 1}`) },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** A Hindi page: headings and the map link in Hindi; the address, services and hours as the site gives them. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    address: '14 शाहनजफ़ रोड, हज़रतगंज, लखनऊ, उत्तर प्रदेश 226001',
    services: ['आपातकालीन और ट्रॉमा देखभाल', 'गहन चिकित्सा (आईसीयू, एनआईसीयू, पीआईसीयू)', 'ब्लड बैंक'],
    hours: [
      { days: 'सोम-शुक्र', hours: 'सुबह 8:00 - रात 8:00' },
      { days: 'शनि-रवि', hours: 'सुबह 9:00 - शाम 6:00' },
      { days: 'आपातकाल', hours: '24/7' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'हमसे मिलने आएँ' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'हमारी सेवाएँ' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'समय' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Google Maps पर देखें' })).toBeVisible();
  },
};
