import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink.tsx';

const meta = {
  title: 'Directory/ButtonLink',
  component: ButtonLink,
  args: { href: '/doctors/1', children: 'View Profile', variant: 'secondary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'emergency'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It is a link (navigation), named by its text, going where `href` says. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: String(args.children) });
    await expect(link).toHaveAttribute('href', args.href);
  },
};

export const BackToHome: Story = { args: { href: '/', children: 'Back to Home', variant: 'ghost' } };

export const Emergency: Story = {
  args: { href: 'tel:101', children: 'Emergency: 101', variant: 'emergency', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Emergency: 101' })).toHaveAttribute('href', 'tel:101');
  },
};

export const LongContent: Story = {
  args: { children: 'Schedule a consultation with the Department of Gastroenterology and Hepatology', variant: 'primary' },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
