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

/** A Hindi page: large figures as Hindi says them, through Intl in hi-IN ("2.45 लाख+"). */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    heading: 'स्वास्थ्य सेवा में उत्कृष्टता',
    intro: 'ये आँकड़े हमारे मरीज़ों के भरोसे को दिखाते हैं।',
    figures: [
      { value: '2.45\u00a0लाख+', label: 'मरीज़ों का इलाज' },
      { value: '15+', label: 'विशेषज्ञ डॉक्टर' },
      { value: '14+', label: 'विभाग' },
      { value: '850+', label: 'बिस्तरों की क्षमता' },
    ],
    action: (
      <Button variant="primary" size="lg">
        अपना अपॉइंटमेंट बुक करें
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'स्वास्थ्य सेवा में उत्कृष्टता' })).toBeVisible();
    // The figure keeps its word on its line (a no-break space, which the query reads as a space).
    await expect(canvas.getByText('2.45 लाख+')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'अपना अपॉइंटमेंट बुक करें' })).toBeVisible();
  },
};
