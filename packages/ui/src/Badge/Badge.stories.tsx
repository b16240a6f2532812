import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeSize, type BadgeTone } from './Badge.tsx';

const tones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const satisfies readonly BadgeTone[];
const sizes = ['sm', 'md'] as const satisfies readonly BadgeSize[];
const union = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: '15 Years Experience', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones, table: { type: { summary: union(tones) } } },
    size: { control: 'inline-radio', options: sizes, table: { type: { summary: union(sizes) } } },
    children: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLSpanElement>' } } },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text is the message; the tone only supports it. */
const showsItsText: Story['play'] = async ({ args, canvas }) => {
  const badge = canvas.getByText(String(args.children));
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-tone', args.tone);
};

export const Default: Story = { play: showsItsText };

/** The hospital's own labels, such as the department on a doctor's card. */
export const Brand: Story = { args: { tone: 'brand', children: 'Cardiology' }, play: showsItsText };

export const Success: Story = { args: { tone: 'success', children: 'Available today' }, play: showsItsText };

export const Warning: Story = { args: { tone: 'warning', children: 'Few slots left' }, play: showsItsText };

export const Danger: Story = { args: { tone: 'danger', children: 'Fully booked' }, play: showsItsText };

export const Info: Story = { args: { tone: 'info', children: 'New' }, play: showsItsText };

/** Every tone in both sizes: `sm` for staff tables, `md` where patients read. */
export const AllTonesAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {sizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {tones.map((tone) => (
            <Badge {...args} key={tone} tone={tone} size={size}>
              {`${tone} ${size}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByText('neutral sm').getBoundingClientRect().height;
    const medium = canvas.getByText('neutral md').getBoundingClientRect().height;
    await expect(medium).toBeGreaterThan(small);
  },
};

/** Long labels wrap inside a narrow card instead of overflowing it. */
export const LongContent: Story = {
  args: { tone: 'brand', children: 'Department of General Medicine and Gastroenterology' },
  render: (args) => (
    <div style={{ maxWidth: '200px' }}>
      <Badge {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const badge = canvas.getByText(String(args.children));
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  },
};

export const Hindi: Story = {
  args: { tone: 'brand', lang: 'hi', children: 'हृदय रोग विभाग' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(String(args.children))).toHaveAttribute('lang', 'hi');
  },
};

/** A row of badges on a 360px phone wraps onto new lines without horizontal scrolling. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Badge {...args} tone="brand">
        General Surgery
      </Badge>
      <Badge {...args}>22 Years Experience</Badge>
      <Badge {...args} tone="success">
        Available for consultation
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
