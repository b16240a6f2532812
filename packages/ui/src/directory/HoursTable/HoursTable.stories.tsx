import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HoursTable } from './HoursTable.tsx';

const meta = {
  title: 'Directory/HoursTable',
  component: HoursTable,
  args: {
    title: 'Consultation Hours',
    rows: [
      { label: 'Monday - Friday', hours: '9:00 AM - 5:00 PM' },
      { label: 'Saturday', hours: '9:00 AM - 2:00 PM' },
      { label: 'Sunday', hours: 'Closed' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}><Story /></div>],
} satisfies Meta<typeof HoursTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named region whose rows pair each day with its hours. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Consultation Hours' });
    await expect(within(region).getByText('Saturday').nextElementSibling).toHaveTextContent('9:00 AM - 2:00 PM');
    await expect(within(region).getByText('Closed')).toBeVisible();
  },
};

export const WithNote: Story = {
  args: {
    title: 'Session Timings',
    rows: [
      { label: 'Morning Sessions', hours: '8:00 AM - 12:00 PM' },
      { label: 'Evening Sessions', hours: '2:00 PM - 7:00 PM' },
    ],
    note: 'Home visits available. Emergency therapy on call.',
  },
};

export const Empty: Story = { args: { rows: [], note: 'Hours to be announced.' } };

export const LongContent: Story = {
  args: {
    title: 'Availability of the Department of Anesthesiology and Critical Care',
    rows: [
      { label: 'Pre-operative Assessment Clinic (Monday to Saturday, first floor)', hours: '8:00 AM - 6:00 PM' },
      { label: 'Pain Management Clinic', hours: '9:00 AM - 5:00 PM' },
      { label: 'Surgery Support', hours: '7:00 AM - 11:00 PM' },
    ],
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A Hindi page: times through Intl in hi-IN, a closed day drawn red because the page says it is closed. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    title: 'परामर्श का समय',
    rows: [
      { label: 'सोमवार - शुक्रवार', hours: 'सुबह 9:00 - शाम 5:00' },
      { label: 'शनिवार', hours: 'सुबह 9:00 - दोपहर 2:00' },
      { label: 'रविवार', hours: 'बंद', closed: true },
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'परामर्श का समय' });
    await expect(within(region).getByText('शनिवार').nextElementSibling).toHaveTextContent('सुबह 9:00 - दोपहर 2:00');
    await expect(within(region).getByText('बंद').closest('[data-closed]')).not.toBeNull();
  },
};
