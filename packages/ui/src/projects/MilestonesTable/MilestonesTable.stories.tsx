import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { fixtureTodayData, milestonesData } from '../projectFixtures.ts';
import { MilestonesTable } from './MilestonesTable.tsx';

const meta = {
  title: 'Projects/MilestonesTable',
  component: MilestonesTable,
  excludeStories: /.*Data$/,
  args: {
    milestones: milestonesData,
    today: fixtureTodayData,
    canEdit: true,
    onMarkComplete: fn(),
    onMarkInProgress: fn(),
  },
} satisfies Meta<typeof MilestonesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('summary cards count total, completed, in progress and overdue', async () => {
      const terms = canvas.getAllByRole('term').map((term) => term.textContent);
      await expect(terms).toEqual(['Total', 'Completed', 'In Progress', 'Overdue']);
      const values = canvas.getAllByRole('definition').map((value) => value.textContent);
      await expect(values).toEqual(['5', '1', '1', '1']);
    });
    await step('columns, owner and time status as the spec words them', async () => {
      for (const header of ['Milestone', 'Target Date', 'Status', 'Owner', 'Description', 'Time Status']) {
        await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
      }
      await expect(canvas.getAllByText('User 1').length).toBe(5);
      await expect(canvas.getByText('Completed 3 days early')).toBeVisible();
      await expect(canvas.getByText('5 days overdue')).toBeVisible();
      await expect(canvas.getByText('20 days remaining')).toBeVisible();
    });
  },
};

/** Mark Complete is disabled on a completed milestone, Mark In Progress on one in progress. */
export const MenuDisabledStates: Story = {
  play: async ({ canvas, args, step, userEvent }) => {
    await step('a completed milestone cannot be completed again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for Foundation complete' }));
      await expect(await screen.findByRole('menuitem', { name: 'Mark Complete' })).toHaveAttribute('aria-disabled', 'true');
      await expect(screen.getByRole('menuitem', { name: 'Mark In Progress' })).not.toHaveAttribute('aria-disabled');
      await userEvent.keyboard('{Escape}');
    });
    await step('a milestone in progress offers Mark Complete, which reports the milestone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for Structure topped out' }));
      await expect(await screen.findByRole('menuitem', { name: 'Mark In Progress' })).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Mark Complete' }));
      await expect(args.onMarkComplete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Structure topped out' }));
      await expect(args.onMarkInProgress).not.toHaveBeenCalled();
    });
  },
};

/** Nobody who may change project data is signed in: every menu action is disabled and "Sign in to edit" says why. */
export const SignedOut: Story = {
  args: { canEdit: false },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to edit' })).toHaveAttribute('href', '/admin/login');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Structure topped out' }));
    await expect(await screen.findByRole('menuitem', { name: 'Mark Complete' })).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('menuitem', { name: 'Mark In Progress' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onMarkComplete).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { milestones: [], isLoading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByText('Loading milestones...');
    await expect(status).toBeVisible();
    // The placeholder rows are busy; the words are said beside them, not inside.
    await expect(canvas.getByRole('table').querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(status.closest('[aria-busy="true"]')).toBeNull();
    await expect(canvas.queryByText('No Milestones Found')).toBeNull();
  },
};

export const Empty: Story = {
  args: { milestones: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Milestones Found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { milestones: [], error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Unable to load milestones')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    milestones: milestonesData.map((m) => ({
      ...m,
      name: `${m.name} — including the fire NOC inspection, the electrical inspectorate's approval and the handover`,
      description: `${m.description ?? ''} The contractor's site engineer and the hospital's biomedical team sign the joint inspection report before the milestone is closed.`,
    })),
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actions for Foundation complete' })).toBeInTheDocument();
  },
};
