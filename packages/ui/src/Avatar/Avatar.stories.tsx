import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { theme } from '../theme/theme.ts';
import { Avatar, type AvatarSize } from './Avatar.tsx';

/** A drawn portrait as a data URL, so the story loads offline. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="${theme.color.chart.palette[0]}"/>
    <circle cx="32" cy="26" r="11" fill="${theme.color.surface}"/>
    <path d="M12 64a20 20 0 0 1 40 0z" fill="${theme.color.surface}"/>
  </svg>`,
)}`;

const sizes = ['sm', 'md', 'lg', 'xl'] as const satisfies readonly AvatarSize[];

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Dr. Rajesh Malhotra', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    src: { control: 'text' },
    alt: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials, titles skipped, named by the full name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Dr. Rajesh Malhotra' });
    await expect(avatar).toHaveTextContent('RM');
  },
};

export const WithPhoto: Story = {
  args: { src: portrait },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img', { name: 'Dr. Rajesh Malhotra' });
    await expect(photo.tagName).toBe('IMG');
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** A broken photo gives way to the initials. */
export const BrokenPhoto: Story = {
  args: { name: 'Dr. Priya Sharma', src: '/missing-images/priya-sharma.jpg' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Dr. Priya Sharma' })).toHaveTextContent('PS'));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Without a name to take initials from, a generic person; `alt` still names it. */
export const NoName: Story = {
  args: { name: '', alt: 'Doctor' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Doctor' });
    await expect(avatar).toHaveTextContent('');
    await expect(avatar.querySelector('svg')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {sizes.map((size) => (
        <Avatar {...args} key={size} size={size} name="Dr. Neha Kapoor" alt={`Neha Kapoor, ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = sizes.map((size) => canvas.getByRole('img', { name: `Neha Kapoor, ${size}` }).getBoundingClientRect().width);
    await expect(widths).toEqual([32, 40, 48, 64]);
  },
};

/** Beside the written name (a department's expert list) the avatar is hidden, so the name is read once. */
export const Decorative: Story = {
  args: { alt: '' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar {...args} />
      <div>
        <strong>Dr. Rajesh Malhotra</strong>
        <div>Interventional Cardiologist</div>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('RM')).toBeVisible();
    await expect(canvas.getByText('Dr. Rajesh Malhotra')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { name: 'Prof. Dr. Venkataraghavan Subramaniam Chandrasekharan', size: 'md' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: /Venkataraghavan/ });
    await expect(avatar).toHaveTextContent(/^VC$/);
    await expect(avatar.getBoundingClientRect().width).toBe(40);
  },
};

export const Hindi: Story = {
  args: { name: 'डॉ. राजेश मल्होत्रा', lang: 'hi', size: 'xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'डॉ. राजेश मल्होत्रा' })).toHaveTextContent('राम');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
      {['Dr. Rajesh Malhotra', 'Dr. Priya Sharma', 'Dr. Anil Gupta'].map((name) => (
        <li key={name} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Avatar {...args} name={name} alt="" />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByText('AG')).toBeVisible();
  },
};
