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
