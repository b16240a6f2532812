import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { projectStatsData, projectsData } from '../projectFixtures.ts';
import { ProjectOverview } from './ProjectOverview.tsx';

const meta = {
  title: 'Projects/ProjectOverview',
  component: ProjectOverview,
  excludeStories: /.*Data$/,
  args: {
    stats: projectStatsData,
    projects: projectsData,
    selectedProjectId: null,
    onSelectProject: fn(),
  },
} satisfies Meta<typeof ProjectOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Projects', 'Active', 'Tasks', 'Completed']);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(['3', '2', '42', '14']);
    await expect(canvas.getByRole('heading', { name: 'Select a Project to Get Started' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create New Project' })).toBeVisible();
    const card = canvas.getByRole('button', { name: /Modular OT Complex Renovation/ });
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(card).toHaveTextContent('Start: 15 Jul 2026');
    await userEvent.click(card);
    await expect(args.onSelectProject).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

export const Selected: Story = {
  args: { selectedProjectId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /New 50-Bed ICU Wing/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText('Select a Project to Get Started')).toBeNull();
  },
};

/**
 * Each card a link to its project's address, as the site draws them: they work before the page's script has run
 * and open in a new tab. The selected one is marked as current and looks as a pressed card does.
 */
export const Links: Story = {
  args: { selectedProjectId: 1, projectHref: (project) => `/projects?project=${project.id}&view=gantt` },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: /New 50-Bed ICU Wing/ })).toHaveLength(0);
    const selected = canvas.getByRole('link', { name: /New 50-Bed ICU Wing/ });
    await expect(selected).toHaveAttribute('href', '/projects?project=1&view=gantt');
    await expect(selected).toHaveAttribute('aria-current', 'true');
    const other = canvas.getByRole('link', { name: /Modular OT Complex Renovation/ });
    await expect(other).toHaveAttribute('href', '/projects?project=2&view=gantt');
    await expect(other).not.toHaveAttribute('aria-current');
    await expect(getComputedStyle(other).textDecorationLine).toBe('none');
    await expect(getComputedStyle(selected).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  },
};

/** A status the spec does not list still shows, with a grey dot. */
export const UnknownStatus: Story = {
  args: { projects: [{ ...projectsData[0]!, status: 'tendering' }] },
  play: async ({ canvas, canvasElement }) => {
    const dot = canvasElement.querySelector('[data-status="tendering"]')!;
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(55, 65, 81)');
    await expect(canvas.getByText('Tendering')).toBeVisible();
  },
};

/** Placeholder cards, said once beside the busy grid; no "Select a Project" prompt yet to act on. */
export const Loading: Story = {
  args: { stats: undefined, isStatsLoading: true, projects: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading projects...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(status.closest('[aria-busy="true"]')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Projects' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { projects: [], stats: { totalProjects: 0, activeProjects: 0, totalTasks: 0, completedTasks: 0 } },
};

export const Error: Story = {
  args: { projects: [], error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load projects' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    projects: projectsData.map((p) => ({
      ...p,
      name: `${p.name} — phase two with the extended scope agreed by the hospital's building committee`,
      description: `${p.description ?? ''} ${p.description ?? ''}`,
    })),
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
