import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
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
  play: async ({ canvas, canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('focusable', 'false');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

const markComplete = fn();

/**
 * As the Kanban card and milestone row use it: the trigger of a row's menu, named by its button. It opens the
 * menu, Escape closes it with the focus back on the dots, and choosing an item runs it.
 */
export const AsMenuTrigger: Story = {
  render: () => (
    <DropdownMenu align="end" trigger={<IconButton label="Actions for Foundation complete" icon={<MoreIcon />} size="sm" />}>
      <DropdownMenu.Item onSelect={markComplete}>Mark Complete</DropdownMenu.Item>
    </DropdownMenu>
  ),
  play: async ({ canvas, step, userEvent }) => {
    markComplete.mockClear();
    const name = 'Actions for Foundation complete';
    const trigger = canvas.getByRole('button', { name });
    await expect(trigger.querySelector('svg')).not.toBeNull();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await step('the dots open the menu, named by the button; Escape closes it and focus comes back', async () => {
      await userEvent.click(trigger);
      // The menu opens in a portal, outside the story's canvas.
      const menu = await screen.findByRole('menu', { name });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Mark Complete' })).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('choosing an item runs it and closes the menu', async () => {
      await userEvent.click(trigger);
      await userEvent.click(within(await screen.findByRole('menu', { name })).getByRole('menuitem', { name: 'Mark Complete' }));
      await expect(markComplete).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
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
  play: async ({ canvas, canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(canvas.getByText(/More actions for the electrical/)).toBeVisible();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: AsMenuTrigger.render,
  play: async ({ canvas, canvasElement }) => {
    const { right } = canvas.getByRole('button', { name: 'Actions for Foundation complete' }).getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
