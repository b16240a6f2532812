import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../Button/index.ts';
import { EmergencyCallLink, HomeHero } from './HomeHero.tsx';

export const figuresData = [
  { value: '39', label: 'Years of Legacy' },
  { value: '98%', label: 'Success Rate' },
  { value: '15K+', label: 'Surgeries Performed' },
  { value: '4.9/5', label: 'Patient Rating' },
];

const meta = {
  title: 'Site/HomeHero',
  component: HomeHero,
  excludeStories: /.*Data$/,
  args: {
    title: 'City Care Hospital',
    tagline: 'Compassionate care, close to home',
    text: 'Trusted by families across Lucknow since 1987.',
    figures: figuresData,
    actions: (
      <>
        <Button variant="primary" size="lg">
          Book Appointment
        </Button>
        <EmergencyCallLink href="tel:101">Emergency 101</EmergencyCallLink>
      </>
    ),
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1, Book Appointment and the Emergency 101 call link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('City Care Hospital');
    await expect(canvas.getByRole('link', { name: 'Emergency 101' })).toHaveAttribute('href', 'tel:101');
    await expect(canvas.getByRole('button', { name: 'Book Appointment' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    tagline: 'Compassionate, affordable, round-the-clock multi-speciality care for every family in Uttar Pradesh',
    text: 'Trusted by families since 1987. '.repeat(8),
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
