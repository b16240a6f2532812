import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DropdownMenu } from '../../DropdownMenu/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { MoreIcon } from './MoreIcon.tsx';

const meta = {
  title: 'Projects/MoreIcon',
  component: MoreIcon,
} satisfies Meta<typeof MoreIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn alone it is decoration: hidden from screen readers, so the button around it must carry the name. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <span style={{ display: 'inline-flex', inlineSize: cssVar.size.icon.md, blockSize: cssVar.size.icon.md, color: cssVar.color.brand }}>
        <Story />
      </span>
    ),
  ],
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** As the Kanban card and milestone row use it: the trigger of a row's menu, named by its button. */
export const AsMenuTrigger: Story = {
  render: () => (
    <DropdownMenu align="end" trigger={<IconButton label="Actions for Foundation complete" icon={<MoreIcon />} size="sm" />}>
      <DropdownMenu.Item onSelect={fn()}>Edit</DropdownMenu.Item>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for Foundation complete' });
    await expect(trigger).toBeVisible();
    await expect(trigger.querySelector('svg')).not.toBeNull();
  },
};

/** Beside a long label in a narrow column: the dots keep their box, follow the text colour, and the text wraps. */
export const LongContent: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: cssVar.space[2], maxWidth: '240px' }}>
      <span style={{ display: 'inline-flex', inlineSize: cssVar.size.icon.lg, blockSize: cssVar.size.icon.lg, flex: 'none' }}>
        <MoreIcon />
      </span>
      More actions for the electrical and plumbing rough-in of the second floor
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(within(canvasElement).getByText(/More actions for the electrical/)).toBeVisible();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: AsMenuTrigger.render,
  play: async ({ canvasElement }) => {
    const { right } = within(canvasElement).getByRole('button', { name: 'Actions for Foundation complete' }).getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
