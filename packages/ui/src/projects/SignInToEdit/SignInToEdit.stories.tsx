import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../../Link/index.ts';
import { SIGN_IN_TO_EDIT, SignInToEdit } from './SignInToEdit.tsx';

const meta = {
  title: 'Projects/SignInToEdit',
  component: SignInToEdit,
} satisfies Meta<typeof SignInToEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the project board: the note says why nothing can be changed and links to the admin sign-in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Viewing only\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SIGN_IN_TO_EDIT })).toHaveAttribute('href', '/admin/login');
  },
};

/** Stands for the app's router link; it marks what it draws, so the story can tell who drew the link. */
function AppLink(props: LinkProps) {
  return <a {...props} data-drawn-by="app" />;
}

/** In the app the router draws the link (no full reload on the way to sign in); it keeps the note's text and target. */
export const WithAppLink: Story = {
  args: { href: '/admin/login?next=/projects/2' },
  decorators: [
    (Story) => (
      <LinkProvider component={AppLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: SIGN_IN_TO_EDIT });
    await expect(link).toHaveAttribute('data-drawn-by', 'app');
    await expect(link).toHaveAttribute('href', '/admin/login?next=/projects/2');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const LongContent: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '160px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const note = canvas.getByText(/Viewing only\./).closest('p')!;
    await expect(note.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('link', { name: SIGN_IN_TO_EDIT })).toBeVisible();
  },
};
