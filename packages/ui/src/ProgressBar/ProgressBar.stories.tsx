import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BOOKING } from '@hospital/contract';
import { ProgressBar, type ProgressBarTone } from './ProgressBar.tsx';

const tones = ['brand', 'success', 'warning', 'danger'] as const satisfies readonly ProgressBarTone[];

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: BOOKING.stepText, value: BOOKING.progressPercent, showValue: true, tone: 'brand', size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: -20, max: 120, step: 1 } },
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    label: { control: 'text', table: { type: { summary: 'ReactNode' } } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '480px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The bar's name, value and range as a screen reader gets them, and the fill's share of the track. */
async function expectProgress(canvas: Canvas, name: string, value: number) {
  const bar = canvas.getByRole('progressbar', { name });
  await expect(bar).toHaveAttribute('aria-valuenow', String(value));
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(bar).toHaveAttribute('aria-valuetext', `${Math.round(value)}%`);
  const fill = bar.firstElementChild!.getBoundingClientRect().width;
  await expect(fill / bar.getBoundingClientRect().width).toBeCloseTo(value / 100, 2);
}

/** The booking form: "Step 1 of 2" at 60%. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expectProgress(canvas, BOOKING.stepText, BOOKING.progressPercent);
    await expect(canvas.getByText('60%')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {tones.map((tone, i) => (
        <ProgressBar {...args} key={tone} tone={tone} label={`Ward renovation, ${tone}`} value={25 * (i + 1)} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [i, tone] of tones.entries()) {
      await expectProgress(canvas, `Ward renovation, ${tone}`, 25 * (i + 1));
    }
  },
};

/** A project card: a thin bar named by `aria-label`, because the card shows the name elsewhere. */
export const CompactInCard: Story = {
  args: { label: undefined, 'aria-label': 'ICU wing progress', value: 35, size: 'sm', showValue: true },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 'ICU wing progress', 35);
  },
};

/** Nothing done yet: 0%, an empty track. */
export const Empty: Story = {
  args: { label: 'Upload progress', value: 0 },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 'Upload progress', 0);
  },
};

/** Values from the API outside 0..100 (or NaN) are clamped, never drawn past the track. */
export const OutOfRange: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ProgressBar {...args} label="Reported 140%" value={140} />
      <ProgressBar {...args} label="Reported -20%" value={-20} />
      <ProgressBar {...args} label="Not a number" value={Number.NaN} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expectProgress(canvas, 'Reported 140%', 100);
    await expectProgress(canvas, 'Reported -20%', 0);
    await expectProgress(canvas, 'Not a number', 0);
  },
};

export const LongContent: Story = {
  args: {
    label: 'Installation of the new MRI machine in the radiology block, including shielding and power backup',
    value: 72.4,
  },
  play: async ({ args, canvas }) => {
    await expectProgress(canvas, String(args.label), 72.4);
    await expect(canvas.getByText('72%')).toBeVisible();
  },
};

export const Hindi: Story = {
  args: { label: <span lang="hi">चरण 1 / 2</span>, value: 60 },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 'चरण 1 / 2', 60);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expectProgress(canvas, BOOKING.stepText, BOOKING.progressPercent);
  },
};
