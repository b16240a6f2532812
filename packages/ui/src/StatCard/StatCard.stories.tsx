import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard.tsx';

/** A calendar, drawn for the site: 24px grid, 1.75 stroke, round joins. */
const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: {
    label: 'Total Appointments',
    value: 128,
    hint: 'All time',
    icon: <CalendarIcon />,
    loading: false,
  },
  argTypes: {
    label: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    value: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    hint: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    icon: { control: false, table: { type: { summary: 'ReactNode' } } },
    trend: { control: 'object' },
  },
  // One card at a time at a dashboard column's width; `parameters.cardWidth` widens it for a row of cards.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.cardWidth as string | undefined) ?? '320px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The label is a term and the value its definition, in that order: read together as one item. */
async function expectPair(canvas: Canvas, label: string, value: string) {
  const term = canvas.getByRole('term');
  await expect(term).toHaveTextContent(label);
  const [figure] = canvas.getAllByRole('definition');
  await expect(figure).toHaveTextContent(value);
  await expect(term.nextElementSibling).toBe(figure);
  await expect(term.parentElement?.textContent?.startsWith(`${label}${value}`)).toBe(true);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectPair(canvas, 'Total Appointments', '128');
    await expect(canvas.getByText('All time')).toBeVisible();
  },
};

/** Fewer cancellations than last week is good news: down, in green, and said in words. */
export const WithTrend: Story = {
  args: {
    label: 'Cancelled this week',
    value: 6,
    hint: undefined,
    trend: { direction: 'down', text: '3 fewer than last week', sentiment: 'positive' },
  },
  play: async ({ canvas }) => {
    await expectPair(canvas, 'Cancelled this week', '6');
    await expect(canvas.getByText('3 fewer than last week')).toBeVisible();
  },
};

export const NegativeTrend: Story = {
  args: {
    label: 'Overdue milestones',
    value: 4,
    hint: undefined,
    icon: undefined,
    trend: { direction: 'up', text: '2 more than last month', sentiment: 'negative' },
  },
  play: async ({ canvas }) => {
    await expectPair(canvas, 'Overdue milestones', '4');
  },
};

/** While the figure loads: a skeleton for the eye, "Loading" for the ear, and the card marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expectPair(canvas, 'Total Appointments', 'Loading');
    await expect(canvas.queryByText('128')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"][data-shape]')).not.toBeNull();
  },
};

/** The Milestones view's four summary cards, side by side where there is room. */
export const Summary: Story = {
  parameters: { cardWidth: 'none' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))' }}>
      <StatCard label="Total" value={12} />
      <StatCard label="Completed" value={5} />
      <StatCard label="In Progress" value={4} />
      <StatCard label="Overdue" value={3} />
    </div>
  ),
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Total', 'Completed', 'In Progress', 'Overdue']);
    // Side by side on a wide screen: all four cards share one row.
    const tops = new Set(terms.map((term) => Math.round(term.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** The home page's marketing figures are strings; a long label wraps. */
export const LongContent: Story = {
  args: {
    label: 'Patients treated since the hospital opened its doors in 1986',
    value: '2.45L+',
    hint: 'Across all departments, outpatient and inpatient',
  },
  play: async ({ canvas, canvasElement }) => {
    await expectPair(canvas, 'Patients treated since the hospital opened its doors in 1986', '2.45L+');
    const card = canvasElement.querySelector('dl')!.parentElement!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Hindi: Story = {
  args: { lang: 'hi', label: 'कुल अपॉइंटमेंट', value: '128', hint: 'अब तक' },
  play: async ({ canvas }) => {
    await expectPair(canvas, 'कुल अपॉइंटमेंट', '128');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { trend: { direction: 'up', text: '12% more than last week', sentiment: 'positive' } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expectPair(canvas, 'Total Appointments', '128');
  },
};
