import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactSection } from './ContactSection.tsx';

export const hoursData = [
  { days: 'Mon-Fri', hours: '8:00 AM-8:00 PM' },
  { days: 'Sat-Sun', hours: '9:00 AM-6:00 PM' },
  { days: 'Emergency', hours: '24/7' },
];

const meta = {
  title: 'Site/ContactSection',
  component: ContactSection,
  excludeStories: /.*Data$/,
  args: {
    id: 'contact',
    address: '14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001',
    phone: { display: '+91 522 400 1010', tel: '+915224001010' },
    email: 'appointments@citycarehospital.in',
    emergencyNumber: '911',
    hours: hoursData,
    // A blank frame in stories: they run offline.
    mapSrc: 'about:blank',
    mapHref: 'https://www.google.com/maps/search/?api=1&query=City%20Care%20Hospital',
  },
} satisfies Meta<typeof ContactSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address, phone, e-mail, the 911 emergency line, the hours and a titled map frame. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Emergency: 911' })).toHaveAttribute('href', 'tel:911');
    await expect(canvas.getByText('8:00 AM-8:00 PM')).toBeVisible();
    await expect(canvas.getByText('9:00 AM-6:00 PM')).toBeVisible();
    await expect(canvas.getByTitle(/^Map: /)).toHaveAttribute('loading', 'lazy');
  },
};

export const LongContent: Story = {
  args: { address: 'Building 7, Second Floor, Opposite the Old Clock Tower, Near Charbagh Railway Station, '.repeat(2) },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
