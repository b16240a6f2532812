import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccreditationsSection } from './AccreditationsSection.tsx';

export const accreditationsData = [
  { name: 'NABH', description: 'National Accreditation Board for Hospitals & Healthcare Providers' },
  { name: 'NABL', description: 'National Accreditation Board for Testing and Calibration Laboratories' },
  { name: 'ISO 9001:2015', description: 'Certified quality management system' },
];

const meta = {
  title: 'Site/AccreditationsSection',
  component: AccreditationsSection,
  excludeStories: /.*Data$/,
  args: { accreditations: accreditationsData },
} satisfies Meta<typeof AccreditationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'NABH' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { accreditations: accreditationsData.map((a) => ({ ...a, description: a.description.repeat(4) })) },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** A Hindi page: the bodies' short names stay as they are, what they vouch for is in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    heading: 'मान्यताएँ और प्रमाणपत्र',
    accreditations: [
      { name: 'NABH', description: 'राष्ट्रीय अस्पताल एवं स्वास्थ्य सेवा प्रदाता प्रत्यायन बोर्ड' },
      { name: 'NABL', description: 'राष्ट्रीय परीक्षण एवं अंशांकन प्रयोगशाला प्रत्यायन बोर्ड (पैथोलॉजी लैब)' },
      { name: 'ISO 9001:2015', description: 'प्रमाणित गुणवत्ता प्रबंधन प्रणाली' },
      { name: 'आयुष्मान भारत', description: 'कैशलेस इलाज के लिए PM-JAY में सूचीबद्ध' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'मान्यताएँ और प्रमाणपत्र' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'आयुष्मान भारत' })).toBeVisible();
  },
};
