import { useState, type ProfilerOnRenderCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Task, TaskStatus } from '@hospital/contract';
import { tasksData } from '../projectFixtures.ts';
import { KanbanBoard, type KanbanBoardProps } from './KanbanBoard.tsx';

/** Renders of each column and card, counted through the board's `onProfile`. */
export const renderCountsData = new Map<string, number>();
const countRender: ProfilerOnRenderCallback = (id) => renderCountsData.set(id, (renderCountsData.get(id) ?? 0) + 1);

/** The board as a page uses it: the tasks held outside, a move saved and "refetched" as new objects. */
function StatefulBoard(props: KanbanBoardProps) {
  const [tasks, setTasks] = useState<readonly Task[]>(props.tasks);
  const onMoveTask = async (task: Task, status: TaskStatus) => {
    await props.onMoveTask(task, status);
    // A refetch: every task a new object, as JSON from the API would be.
    setTasks((current) => current.map((t) => JSON.parse(JSON.stringify(t.id === task.id ? { ...t, status } : t)) as Task));
  };
  return <KanbanBoard {...props} tasks={tasks} onMoveTask={onMoveTask} />;
}

const meta = {
  title: 'Projects/KanbanBoard',
  component: KanbanBoard,
  excludeStories: /.*Data$/,
  args: {
    tasks: tasksData,
    canEdit: true,
    onMoveTask: fn(async () => undefined),
    onEditTask: fn(),
    onViewTask: fn(),
  },
  render: (args) => <StatefulBoard {...args} />,
} satisfies Meta<typeof KanbanBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Menus and dnd-kit's announcements are drawn outside the story's canvas: they are found on the `screen`.
const column = (canvas: Pick<typeof screen, 'getByRole'>, name: string) => within(canvas.getByRole('region', { name: new RegExp(`^${name},`) }));

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const [name, count] of [
      ['Pending', 6],
      ['In Progress', 4],
      ['Completed', 6],
      ['Cancelled', 0],
    ] as const) {
      await expect(canvas.getByRole('region', { name: `${name}, ${count} tasks` })).toBeVisible();
    }
    const card = column(canvas, 'Completed');
    await expect(card.getAllByText('#6')[0]).toBeVisible();
    await expect(card.getByText('Materials: Ready-mix concrete M30, TMT steel Fe500D, Shuttering plywood')).toBeVisible();
  },
};

/** Space lifts, the arrow moves to the next column, Space drops: only the status is sent. */
export const KeyboardMove: Story = {
  play: async ({ canvas, args, step, userEvent }) => {
    const handle = canvas.getByRole('button', { name: 'Move MEP (#11)' });
    await step('lift, move one column right, drop', async () => {
      handle.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(screen.getByText(/^Picked up task MEP \(#11\) in Pending, position \d+ of 6\.$/)).toBeInTheDocument());
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(screen.getByText(/^Task MEP is over In Progress, position \d+ of 5\.$/)).toBeInTheDocument());
      await userEvent.keyboard(' ');
    });
    await step('the card is in In Progress and the change was only the status', async () => {
      await waitFor(() => expect(args.onMoveTask).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }), 'in-progress'));
      await waitFor(() => expect(column(canvas, 'In Progress').getByRole('button', { name: 'Move MEP (#11)' })).toBeVisible());
      await expect(canvas.getByRole('region', { name: 'Pending, 5 tasks' })).toBeVisible();
    });
  },
};

/** Escape puts the card back where it was, and nothing is sent. */
export const KeyboardCancel: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const handle = canvas.getByRole('button', { name: 'Move MEP (#11)' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText(/^Moving task MEP was cancelled\. It stays in Pending/)).toBeInTheDocument());
    await expect(args.onMoveTask).not.toHaveBeenCalled();
    await expect(column(canvas, 'Pending').getByRole('button', { name: 'Move MEP (#11)' })).toBeVisible();
  },
};

/** The non-drag way: the card menu's Move to. A move re-renders only the moved card and its two columns. */
export const MoveToFromMenu: Story = {
  args: { onProfile: countRender },
  play: async ({ canvas, args, step, userEvent }) => {
    renderCountsData.clear();
    await step('choose Completed in the card menu', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Task actions for MEP (#11)' }));
      const moveTo = await screen.findByRole('group', { name: 'Move to…' });
      await expect(within(moveTo).getByRole('menuitemradio', { name: 'Pending' })).toHaveAttribute('aria-checked', 'true');
      await userEvent.click(within(moveTo).getByRole('menuitemradio', { name: 'Completed' }));
    });
    await step('it moves and is saved with only the new status', async () => {
      await expect(args.onMoveTask).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }), 'completed');
      await waitFor(() => expect(canvas.getByRole('region', { name: 'Completed, 7 tasks' })).toBeVisible());
      await expect(screen.getByText(/^Task MEP dropped in Completed, position \d+ of 7\.$/)).toBeInTheDocument();
    });
    await step('only the moved card and the two columns rendered', async () => {
      const rendered = [...renderCountsData.keys()].sort();
      await expect(rendered).toEqual(['card:11', 'column:completed', 'column:pending']);
    });
  },
};

/** The save fails: the card goes back to its column. */
export const MoveFails: Story = {
  args: { onMoveTask: fn(async () => Promise.reject(new Error('500: Internal Server Error'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Task actions for MEP (#11)' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Cancelled' }));
    await waitFor(() => expect(screen.getByText('Task MEP could not be moved. It is back in Pending.')).toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Pending, 6 tasks' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Cancelled, 0 tasks' })).toBeVisible();
  },
};

/** Menu items: Edit Task and View Details open the dialog; Delete Task has no API and says so. */
export const CardMenu: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Task actions for MEP (#11)' }));
    await expect(await screen.findByRole('menuitem', { name: /Delete Task/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit Task' }));
    await expect(args.onEditTask).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Task actions for MEP (#11)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    await expect(args.onViewTask).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  },
};

/** Signed out: no dragging, Move to and Edit Task disabled, and "Sign in to edit". */
export const SignedOut: Story = {
  args: { canEdit: false },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to edit' })).toHaveAttribute('href', '/admin/login');
    const handle = canvas.getByRole('button', { name: 'Move MEP (#11)' });
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Task actions for MEP (#11)' }));
    await expect(await screen.findByRole('menuitem', { name: 'Edit Task' })).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('menuitemradio', { name: 'Completed' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onMoveTask).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvas }) => {
    for (const name of ['Pending', 'In Progress', 'Completed', 'Cancelled']) {
      await expect(canvas.getByText(`No tasks in ${name}`)).toBeVisible();
    }
    await expect(canvas.getAllByText('Drag tasks here to update status')).toHaveLength(4);
  },
};

/** Only the loading line and placeholder columns: no counts and no "No tasks in ..." that would not be true yet. */
export const Loading: Story = {
  args: { tasks: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading tasks...');
    await expect(status).toBeVisible();
    // Said beside the busy columns, not inside them, where a screen reader may hold it back.
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toBeVisible();
    await expect(status.closest('[aria-busy="true"]')).toBeNull();
    await expect(canvas.queryByText(/^No tasks in /)).toBeNull();
    await expect(canvas.queryByText('Drag tasks here to update status')).toBeNull();
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
  },
};

export const LoadFailed: Story = {
  name: 'Error',
  args: { tasks: [], error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load tasks' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    tasks: tasksData.map((task) => ({
      ...task,
      activity: `${task.activity ?? task.name} for the new ICU wing, including the isolation rooms and nurses' station`,
      contractor: `${task.contractor ?? 'Shivalik Infracon Pvt. Ltd.'} with sub-contractors for MEP and façade works`,
    })),
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Pending, 6 tasks' })).toBeVisible();
  },
};
