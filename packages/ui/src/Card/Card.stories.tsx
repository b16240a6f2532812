import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Consultation Hours',
    headingLevel: 3,
    children: (
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 1rem' }}>
        <dt>Mon-Fri</dt>
        <dd style={{ margin: 0 }}>9:00 AM-5:00 PM</dd>
        <dt>Sat</dt>
        <dd style={{ margin: 0 }}>9:00 AM-2:00 PM</dd>
        <dt>Sun</dt>
        <dd style={{ margin: 0 }}>Closed</dd>
      </dl>
    ),
  },
  argTypes: {
    title: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
    actions: { control: false, table: { type: { summary: 'ReactNode' } } },
    footer: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '420px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a title the card is a region named by its heading: a screen reader lists it and can jump to it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Consultation Hours' });
    await expect(region.tagName).toBe('SECTION');
    await expect(within(region).getByRole('heading', { level: 3, name: 'Consultation Hours' })).toBeVisible();
    await expect(within(region).getByText('Closed')).toBeVisible();
  },
};

/** Without a title it is a plain `<div>`: a visual group, no landmark, no heading. */
export const Plain: Story = {
  args: { title: undefined, children: 'Our emergency department is open 24/7, every day of the year.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(/open 24\/7/)).toBeVisible();
  },
};

const onBook = fn();
const onProfile = fn();

/** A doctor's card: a badge beside the title, and the two actions in the footer. */
export const WithActionsAndFooter: Story = {
  args: {
    title: 'Dr. Rajesh Malhotra',
    actions: <Badge tone="brand" size="sm">Cardiology</Badge>,
    children: 'Interventional Cardiologist. MBBS, MD (Medicine), DM (Cardiology).',
    footer: (
      <>
        <Button variant="ghost" onClick={onProfile}>
          View Profile
        </Button>
        <Button variant="primary" onClick={onBook}>
          Book Appointment
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Dr. Rajesh Malhotra' });
    onBook.mockClear();
    onProfile.mockClear();
    await userEvent.click(within(region).getByRole('button', { name: 'Book Appointment' }));
    await expect(onBook).toHaveBeenCalledTimes(1);
    await userEvent.click(within(region).getByRole('button', { name: 'View Profile' }));
    await expect(onProfile).toHaveBeenCalledTimes(1);
  },
};

/** Long words and sentences wrap inside the card. */
export const LongContent: Story = {
  args: {
    title: 'Department of General Medicine, Gastroenterology and Hepatology (Outpatient Services)',
    children:
      'The department offers consultations for fever, diabetes, hypertension, thyroid disorders and infections, endoscopy and colonoscopy, and long-term care for chronic liver disease: https://hospital.example/departments/general-medicine-gastroenterology-hepatology-outpatient-services',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

export const Hindi: Story = {
  args: {
    lang: 'hi',
    title: 'अध्यक्ष का संदेश',
    children: 'हमारा अस्पताल पिछले उनतालीस वर्षों से शहर के हर परिवार की सेवा कर रहा है।',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'अध्यक्ष का संदेश' });
    await expect(region).toHaveAttribute('lang', 'hi');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: WithActionsAndFooter.args,
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const name of ['View Profile', 'Book Appointment']) {
      const { right } = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(right).toBeLessThanOrEqual(root.clientWidth);
    }
  },
};
