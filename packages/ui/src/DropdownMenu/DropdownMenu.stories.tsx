import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@hospital/contract';
import { appointmentStatusLabel } from '../StatusBadge/index.ts';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DropdownMenu, type DropdownMenuProps } from './DropdownMenu.tsx';
import { layerShown } from '../shared/layerShown.ts';

// Spies for items nested in `children`: a play function cannot reach them through `args`.
const onViewDetails = fn();
const onMarkComplete = fn();
const onMarkInProgress = fn();
const onDelete = fn();

const milestoneItems = (
  <>
    <DropdownMenu.Item onSelect={onViewDetails}>View details</DropdownMenu.Item>
    <DropdownMenu.Item onSelect={onMarkComplete} disabled>
      Mark Complete
    </DropdownMenu.Item>
    <DropdownMenu.Item onSelect={onMarkInProgress}>Mark In Progress</DropdownMenu.Item>
    <DropdownMenu.Separator />
    <DropdownMenu.Item onSelect={onDelete} tone="destructive">
      Delete milestone
    </DropdownMenu.Item>
  </>
);

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button>Actions</Button>,
    align: 'start',
    side: 'bottom',
    onOpenChange: fn(),
    children: milestoneItems,
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    trigger: { control: false, table: { type: { summary: 'ReactElement' } } },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLDivElement>' } } },
  },
  beforeEach: () => {
    for (const spy of [onViewDetails, onMarkComplete, onMarkInProgress, onDelete]) spy.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix portals the menu to the end of `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The open menu, once its entrance has finished (mid-fade it is still transparent). */
async function findOpenMenu(canvasElement: HTMLElement, name?: string) {
  return layerShown(await page(canvasElement).findByRole('menu', name ? { name } : {}));
}

async function menuClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
}

/** A milestone row menu: Mark Complete is disabled because the milestone is already completed. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    const item = (name: string) => page(canvasElement).getByRole('menuitem', { name });

    await step('the trigger is a menu button', async () => {
      await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    await step('Enter opens the menu on its first item', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(await findOpenMenu(canvasElement, 'Actions')).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(item('View details')).toHaveFocus());
    });

    await step('ArrowDown skips the disabled item, ArrowUp goes back', async () => {
      await expect(item('Mark Complete')).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Mark In Progress')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(item('Delete milestone')).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(item('Mark In Progress')).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(item('View details')).toHaveFocus();
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await menuClosed(canvasElement);
      await expect(trigger).toHaveFocus();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });

    await step('Space opens it too', async () => {
      await userEvent.keyboard(' ');
      await waitFor(() => expect(item('View details')).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await menuClosed(canvasElement);
    });

    await step('ArrowDown opens it, Enter on an item calls its onSelect and closes', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(item('View details')).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      await expect(onMarkInProgress).toHaveBeenCalledTimes(1);
      await menuClosed(canvasElement);
      await expect(trigger).toHaveFocus();
      await expect(onViewDetails).not.toHaveBeenCalled();
    });

    await step('a click on the disabled item does nothing; a click on another selects it', async () => {
      await userEvent.click(trigger);
      await userEvent.click(item('Mark Complete'));
      await expect(onMarkComplete).not.toHaveBeenCalled();
      await expect(page(canvasElement).getByRole('menu')).toBeVisible();
      await userEvent.click(item('View details'));
      await expect(onViewDetails).toHaveBeenCalledTimes(1);
      await menuClosed(canvasElement);
    });
  },
};

/** The destructive item is red and last, after a separator; highlighted it fills red. */
export const Destructive: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const remove = await page(canvasElement).findByRole('menuitem', { name: 'Delete milestone' });
    await userEvent.keyboard('{End}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await menuClosed(canvasElement);
    // Left open on the highlighted destructive item, so the audit checks its contrast.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(page(canvasElement).getByRole('menuitem', { name: 'Delete milestone' })).toHaveFocus());
  },
};

const onStatusChange = fn();

function AppointmentStatusMenu(args: DropdownMenuProps) {
  const [status, setStatus] = useState<AppointmentStatus>('pending');
  return (
    <DropdownMenu {...args} trigger={<Button>Status: {appointmentStatusLabel(status)}</Button>}>
      <DropdownMenu.Label>Appointment status</DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={status}
        onValueChange={(value) => {
          setStatus(value as AppointmentStatus);
          onStatusChange(value);
        }}
      >
        {APPOINTMENT_STATUSES.map((value) => (
          <DropdownMenu.RadioItem key={value} value={value}>
            {appointmentStatusLabel(value)}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu>
  );
}

/** A radio group: one status out of four, the current one checked; the admin's per-row status change. */
export const StatusChoice: Story = {
  render: (args) => <AppointmentStatusMenu {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    onStatusChange.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Status: Pending' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const radio = (name: string) => page(canvasElement).getByRole('menuitemradio', { name });
    await waitFor(() => expect(radio('Pending')).toHaveFocus());
    await expect(radio('Pending')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(onStatusChange).toHaveBeenCalledWith('confirmed');
    await menuClosed(canvasElement);
    const renamed = canvas.getByRole('button', { name: 'Status: Confirmed' });
    await expect(renamed).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(radio('Confirmed')).toHaveAttribute('aria-checked', 'true'));
    await expect(radio('Pending')).toHaveAttribute('aria-checked', 'false');
  },
};

/** Long labels wrap inside the menu instead of running off a narrow screen. */
export const LongContent: Story = {
  args: {
    children: (
      <>
        <DropdownMenu.Item>Send the appointment confirmation again by SMS and e-mail</DropdownMenu.Item>
        <DropdownMenu.Item>Move this appointment to another doctor in the Department of Gastroenterology</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="destructive">Cancel the appointment and tell the patient</DropdownMenu.Item>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await findOpenMenu(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(root.clientWidth);
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};

/** Hindi labels at the same size as English. */
export const Hindi: Story = {
  args: {
    lang: 'hi',
    trigger: <Button lang="hi">विकल्प</Button>,
    children: (
      <>
        <DropdownMenu.Item onSelect={onViewDetails}>विवरण देखें</DropdownMenu.Item>
        <DropdownMenu.Item disabled>पूर्ण चिह्नित करें</DropdownMenu.Item>
        <DropdownMenu.Item>प्रगति में चिह्नित करें</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="destructive">हटाएँ</DropdownMenu.Item>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'विकल्प' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findOpenMenu(canvasElement, 'विकल्प');
    await expect(menu).toHaveAttribute('lang', 'hi');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'विवरण देखें' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'प्रगति में चिह्नित करें' })).toHaveFocus();
  },
};

/** A 360px phone, the menu at the right edge of a row: it stays on screen and every item is a 44px target. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { align: 'end' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DropdownMenu {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await findOpenMenu(canvasElement);
    const { left, right } = menu.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(root.clientWidth);
    for (const menuItem of within(menu).getAllByRole('menuitem')) {
      await expect(menuItem.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
