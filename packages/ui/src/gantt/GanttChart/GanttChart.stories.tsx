import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { GANTT } from '@hospital/contract';
import { generateGantt, icuWingDependencies, icuWingTasks, storyToday } from './ganttFixtures.ts';
import { GanttChart } from './GanttChart.tsx';

export const manyTasksData = generateGantt(5000);

export const longNamesData = icuWingTasks.map((task, i) => ({
  ...task,
  name: `${task.name}, including the temporary works, inspections by the structural consultant and the hospital's biomedical engineering department ${i}`,
  activity: `${task.activity} for the New 50-Bed Intensive Care Unit Wing in Block C (phase ${i + 1})`,
  subActivity: `${task.subActivity}, north and south halves done one after the other so the OPD stays open`,
  contractor: 'Shivalik Infracon and Allied Mechanical, Electrical and Plumbing Services Private Limited',
  location: 'Block C, floors 1 to 3, including the service shafts and the terrace plant room',
}));

export const oneDayData = [
  { ...icuWingTasks[6]!, id: 1, status: 'pending' as const, startDate: '2026-11-25', endDate: '2026-11-25', name: 'Fire NOC inspection' },
];

export const acrossYearsData = generateGantt(60, { firstDay: '2025-11-03', chainLength: 6 });

const meta = {
  title: 'Gantt/GanttChart',
  component: GanttChart,
  excludeStories: /.*Data$/,
  args: {
    tasks: icuWingTasks,
    dependencies: icuWingDependencies,
    today: storyToday,
    onOpenTask: fn(),
    onScaleChange: fn(),
    onAddTask: fn(),
    onExportPdf: fn(),
    onExportExcel: fn(),
  },
} satisfies Meta<typeof GanttChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const lowerHeaderCells = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-column]'));

/** The ICU wing at day scale from 1 June 2026, today's line on 25 November; the scale toggle; dependency arrows. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args, step, userEvent }) => {

    await step('starts on the 1st of the earliest month, at day scale, with the today line', async () => {
      await expect(canvas.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
      const cells = lowerHeaderCells(canvasElement);
      await expect(cells[0]).toHaveTextContent('1');
      await expect(cells[0]!.style.width).toBe(`${GANTT.columnWidthPx.day}px`);
      await expect(canvasElement.querySelector('[data-unit="month"]')).toHaveTextContent('Jun 2026');
      await expect(canvas.getByText('Today')).toBeInTheDocument();
      await expect(canvasElement.querySelector('[data-part="today-line"]')).toBeInTheDocument();
    });

    await step('month and year scales change the columns', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Month' }));
      await expect(args.onScaleChange).toHaveBeenCalledWith('month');
      await expect(canvas.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
      let cells = lowerHeaderCells(canvasElement);
      await expect(cells.map((c) => c.textContent).slice(0, 3)).toEqual(['Jun', 'Jul', 'Aug']);
      await expect(cells[0]!.style.width).toBe(`${GANTT.columnWidthPx.month}px`);
      // The year above the months is named in view, though 2026 began before the chart does.
      const year = canvasElement.querySelector<HTMLElement>('[data-unit="year"] > span')!;
      await expect(year).toHaveTextContent('2026');
      const timeline = canvas.getByRole('columnheader', { name: 'Timeline' }).getBoundingClientRect();
      await expect(year.getBoundingClientRect().left).toBeGreaterThanOrEqual(timeline.left);
      await expect(year.getBoundingClientRect().right).toBeLessThanOrEqual(timeline.right);
      // And stays in view, clear of the sticky table, while its long cell scrolls away to the left.
      const scroller = canvasElement.querySelector<HTMLElement>('[data-part="scroller"]')!;
      const table = canvas.getAllByRole('columnheader')[0]!.parentElement!;
      scroller.scrollLeft = 500;
      await waitFor(() => expect(year.getBoundingClientRect().left).toBeGreaterThanOrEqual(table.getBoundingClientRect().right));
      scroller.scrollLeft = 0;

      await userEvent.click(canvas.getByRole('button', { name: 'Year' }));
      cells = lowerHeaderCells(canvasElement);
      await expect(cells.map((c) => c.textContent).slice(0, 3)).toEqual(['2026', '2027', '2028']);
      await expect(Number.parseFloat(cells[1]!.style.width)).toBeCloseTo(GANTT.columnWidthPx.year, 6);
    });

    await step('dependencies are drawn as arrows', async () => {
      // At year scale the whole project fits on screen, so every arrow is drawn.
      await userEvent.click(canvas.getByRole('button', { name: 'Year' }));
      await expect(canvasElement.querySelectorAll('[data-part="dependencies"] > path').length).toBe(icuWingDependencies.length);
      // Drawn in chart pixels, 1:1 with the bars: not shrunk to fit (the global svg rule caps an svg's width).
      const arrows = canvasElement.querySelector<SVGSVGElement>('[data-part="dependencies"]')!;
      await expect(arrows.getBoundingClientRect().width).toBeCloseTo(arrows.viewBox.baseVal.width, 0);
      await expect(arrows.getBoundingClientRect().height).toBeCloseTo(arrows.viewBox.baseVal.height, 0);
    });
  },
};

/** Show More Columns adds Location, Contractor and Actions to the default three. */
export const MoreColumns: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Tasks timeline' });
    // The last header is the timeline, named "Timeline" (its dates are drawn for the eye only).
    const headers = () => within(grid).getAllByRole('columnheader').slice(0, -1).map((h) => h.textContent);
    await expect(within(grid).getAllByRole('columnheader').at(-1)).toBe(within(grid).getByRole('columnheader', { name: 'Timeline' }));
    await expect(headers()).toEqual(['Activity', 'Sub Activity', 'Progress']);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More Columns' }));
    await expect(headers()).toEqual(['Activity', 'Sub Activity', 'Progress', 'Location', 'Contractor', 'Actions']);
    await expect(within(grid).getByRole('row', { name: /Site Investigation/ })).toHaveTextContent('Block C site');
    await userEvent.click(canvas.getByRole('button', { name: 'Show More Columns' }));
    await expect(headers()).toHaveLength(3);
  },
};

/** A click on a row or a bar, or Enter or Space on a row, opens the task; rows are one Tab stop. */
export const OpenTask: Story = {
  play: async ({ canvas, canvasElement, args, step, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Tasks timeline' });
    await step('a click on a row or a bar opens the task', async () => {
      await userEvent.click(within(grid).getByRole('row', { name: /Excavation/ }));
      await expect(args.onOpenTask).toHaveBeenLastCalledWith(icuWingTasks[1]);
      const bar = canvasElement.querySelector<HTMLElement>('[data-part="timeline"] [data-row="0"]')!;
      await userEvent.click(bar);
      await expect(args.onOpenTask).toHaveBeenLastCalledWith(icuWingTasks[0]);
    });

    await step('rows are one Tab stop; arrows move, Enter and Space open', async () => {
      const rows = within(grid).getAllByRole('row').slice(1);
      await expect(rows.filter((r) => r.tabIndex === 0)).toHaveLength(1);
      rows[0]!.focus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(within(grid).getByRole('row', { name: /Foundation/ })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpenTask).toHaveBeenLastCalledWith(icuWingTasks[2]);
      await userEvent.keyboard('{End} ');
      await expect(args.onOpenTask).toHaveBeenLastCalledWith(icuWingTasks[6]);
      await userEvent.keyboard('{Home}');
      await expect(within(grid).getByRole('row', { name: /Site Investigation/ })).toHaveFocus();
      // Focus put on a row by other means (a click, the dialog handing it back) moves the Tab stop with it.
      within(grid).getByRole('row', { name: /Excavation/ }).focus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(within(grid).getByRole('row', { name: /Site Investigation/ })).toHaveFocus();
      await expect(within(grid).getByRole('row', { name: /Site Investigation/ })).toHaveAttribute('tabindex', '0');
    });
  },
};

/**
 * Export to PDF prints, Export to Excel hands over a CSV, Import is not available yet, Add Task calls back.
 * Each menu is awaited by its role and name, and "visible" is waited for: the menu's text is in the DOM before
 * the menu is visible (it fades in from opacity 0 once Radix has placed it, for longer on a busy machine), so a
 * visibility check straight after the text appeared failed some runs under load.
 */
export const ExportImportAndAdd: Story = {
  play: async ({ canvas, args, step, userEvent }) => {
    // The menus open in a portal, outside the story's canvas.
    const page = screen;
    const openMenu = async (name: string) => {
      await userEvent.click(canvas.getByRole('button', { name }));
      return within(await page.findByRole('menu', { name }));
    };

    await step('Export to PDF and Export to Excel', async () => {
      await userEvent.click((await openMenu('Export')).getByRole('menuitem', { name: 'Export to PDF' }));
      await waitFor(() => expect(args.onExportPdf).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(page.queryByRole('menu', { name: 'Export' })).toBeNull());
      await userEvent.click((await openMenu('Export')).getByRole('menuitem', { name: 'Export to Excel' }));
      await waitFor(() =>
        expect(args.onExportExcel).toHaveBeenCalledWith(expect.stringContaining('Raft foundation and basement walls'), expect.stringMatching(/^project-tasks-.*\.csv$/)),
      );
    });

    await step('Import is shown but not available yet', async () => {
      const menu = await openMenu('Import');
      await waitFor(() => expect(menu.getByText('Not available yet')).toBeVisible());
      await expect(menu.getByRole('menuitem', { name: 'Import from Excel' })).toHaveAttribute('aria-disabled', 'true');
      await expect(menu.getByRole('menuitem', { name: 'Import from MS Project' })).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('menu', { name: 'Import' })).toBeNull());
    });

    await step('Add Task', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Task' }));
      await expect(args.onAddTask).toHaveBeenCalledTimes(1);
      await expect(canvas.queryByRole('link', { name: 'Sign in to edit' })).toBeNull();
    });
  },
};

/** No admin signed in: Add Task is disabled and a link offers sign-in. */
export const SignedOut: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Task' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Sign in to edit' })).toHaveAttribute('href', '/admin/login');
  },
};

/** 5,000 tasks: only the rows on screen exist, and scrolling brings the others in. */
export const ManyTasks: Story = {
  args: { tasks: manyTasksData.tasks, dependencies: manyTasksData.dependencies },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Tasks timeline' });
    await expect(grid).toHaveAttribute('aria-rowcount', String(5001));
    const rendered = within(grid).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(80);
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(800);

    const scroller = canvasElement.querySelector<HTMLElement>('[data-part="scroller"]')!;
    scroller.scrollTop = 2500 * GANTT.rowHeightPx;
    await waitFor(() => expect(within(grid).getByRole('row', { name: /\b2501\b/ })).toBeInTheDocument());
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(80);
    // The roving tab stop (the first row) stays in the DOM while scrolled away, so Tab still reaches the grid.
    await expect(within(grid).getByRole('row', { name: /\bExcavation 1:/ })).toHaveAttribute('tabindex', '0');

    await userEvent.click(within(grid).getByRole('row', { name: /\b2501\b/ }));
    await expect(args.onOpenTask).toHaveBeenLastCalledWith(manyTasksData.tasks[2500]);
    await expect(within(grid).getByRole('row', { name: /\b2501\b/ })).toHaveAttribute('tabindex', '0');
  },
};

export const Empty: Story = {
  args: { tasks: [], dependencies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Tasks Found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Task' })).toBeEnabled();
  },
};

/** The toolbar, a loading line and placeholder bars; the line is read out beside the busy chart, not inside it. */
export const Loading: Story = {
  args: { tasks: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading tasks...');
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toBeVisible();
    await expect(busy).not.toContainElement(status);
    await expect(status.closest('[aria-busy="true"]')).toBeNull();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'No Tasks Found' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Task' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { tasks: [], error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load tasks' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  args: { tasks: longNamesData, defaultMoreColumns: true },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBeCloseTo(GANTT.rowHeightPx, 0);
  },
};

/** A one-day task at month scale is still 20 px wide, so it can be seen and clicked. */
export const OneDay: Story = {
  args: { tasks: oneDayData, dependencies: [], defaultScale: 'month' },
  play: async ({ canvasElement, args, userEvent }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-part="timeline"] [data-row="0"]')!;
    await expect(bar.getBoundingClientRect().width).toBeCloseTo(GANTT.minBarWidthPx, 0);
    await userEvent.click(bar);
    await expect(args.onOpenTask).toHaveBeenCalledWith(oneDayData[0]);
  },
};

export const AcrossYears: Story = {
  args: { tasks: acrossYearsData.tasks, dependencies: acrossYearsData.dependencies, defaultScale: 'year' },
  play: async ({ canvasElement }) => {
    const cells = lowerHeaderCells(canvasElement).map((c) => c.textContent);
    await expect(cells.slice(0, 3)).toEqual(['2025', '2026', '2027']);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { tasks: longNamesData },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
