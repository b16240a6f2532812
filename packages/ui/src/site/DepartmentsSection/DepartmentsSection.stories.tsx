import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DepartmentsSection } from './DepartmentsSection.tsx';

export const departmentsData = [
  { name: 'Cardiology', description: 'Heart check-ups, ECG, echo and angiography.', href: '/departments/cardiology' },
  { name: 'Neurology', description: 'Stroke care, epilepsy and headaches.', href: '/departments/neurology' },
  { name: 'Pediatrics', description: 'Newborn care and vaccinations.', href: '/departments/pediatrics' },
];

const meta = {
  title: 'Site/DepartmentsSection',
  component: DepartmentsSection,
  excludeStories: /.*Data$/,
  args: { id: 'services', departments: departmentsData },
} satisfies Meta<typeof DepartmentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Our Medical Departments' })).toHaveAttribute('id', 'services');
    await expect(canvas.getByRole('link', { name: 'Learn more about Cardiology' })).toHaveAttribute('href', '/departments/cardiology');
  },
};

export const LongContent: Story = {
  args: {
    departments: departmentsData.map((d) => ({ ...d, name: `${d.name} and Allied Super-Speciality Services`, description: d.description.repeat(5) })),
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
