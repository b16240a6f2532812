import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../Button/index.ts';
import { ExcellenceSection } from './ExcellenceSection.tsx';

export const figuresData = [
  { value: '2.45L+', label: 'Patients Treated' },
  { value: '15+', label: 'Expert Doctors' },
  { value: '14+', label: 'Departments' },
  { value: '850+', label: 'Bed Capacity' },
];

const meta = {
  title: 'Site/ExcellenceSection',
  component: ExcellenceSection,
  excludeStories: /.*Data$/,
  args: {
    figures: figuresData,
    action: (
      <Button variant="primary" size="lg">
        Book Your Appointment
      </Button>
    ),
  },
} satisfies Meta<typeof ExcellenceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four stat cards and Book Your Appointment. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Healthcare Excellence' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('850+')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book Your Appointment' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { figures: figuresData.map((f) => ({ ...f, label: `${f.label} across all our branches and camps` })) },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
