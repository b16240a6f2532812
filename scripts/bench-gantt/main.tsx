// Bench-only page: renders one Gantt (ours, SVAR's or Frappe's) with generated tasks, driven by scripts/bench-gantt.mjs.
// Never imported by the product.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Gantt as SvarGantt, Willow } from '@svar-ui/react-gantt';
import '@svar-ui/react-gantt/all.css';
import FrappeGantt from 'frappe-gantt';
// The package exports its CSS only under a "style" condition Vite does not use: imported by path.
import '../../node_modules/frappe-gantt/dist/frappe-gantt.css';
import { GanttChart } from '../../packages/ui/src/gantt/GanttChart/GanttChart.tsx';
import { generateGantt } from '../../packages/ui/src/gantt/GanttChart/ganttFixtures.ts';
import { HospitalThemeProvider } from '../../packages/ui/src/theme/index.ts';

type Lib = 'ours' | 'svar' | 'frappe';

const BAR_SELECTOR: Record<Lib, string> = {
  ours: '[data-part="timeline"] [data-row]',
  svar: '.wx-bar',
  frappe: '.bar-wrapper',
};

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function toDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Each library gets the data in its own format, converted before the clock starts. */
function prepare(lib: Lib, n: number) {
  const { tasks, dependencies } = generateGantt(n);
  if (lib === 'ours') return { tasks, dependencies };
  if (lib === 'svar') {
    return {
      tasks: tasks.map((t) => ({ id: t.id, text: t.name, start: toDate(t.startDate), end: toDate(t.endDate), progress: t.progress, type: 'task' })),
      links: dependencies.map((l) => ({ id: l.id, source: l.dependsOnTaskId, target: l.taskId, type: 'e2s' })),
    };
  }
  const after = new Map(dependencies.map((l) => [l.taskId, l.dependsOnTaskId]));
  return {
    tasks: tasks.map((t) => ({
      id: `t${t.id}`,
      name: t.name,
      start: t.startDate,
      end: t.endDate,
      progress: t.progress,
      dependencies: after.has(t.id) ? `t${after.get(t.id)}` : '',
    })),
  };
}

function render(lib: Lib, data: ReturnType<typeof prepare>, root: HTMLElement) {
  if (lib === 'frappe') {
    new FrappeGantt(root, (data as { tasks: unknown[] }).tasks, { view_mode: 'Day', readonly: true });
    return;
  }
  const element =
    lib === 'ours'
      ? createElement(
          HospitalThemeProvider,
          null,
          createElement(GanttChart, {
            ...(data as ReturnType<typeof generateGantt>),
            onOpenTask: () => undefined,
            today: new Date(2026, 10, 25),
          }),
        )
      : // SVAR's Gantt fills its container's height and draws only the rows that fit, provided the container has a
        // height; Willow's wrapper has none. Without this box its first render at 20,000 tasks swung between 0.5 s
        // (a first screen) and 12 s (all 20,000 rows drawn, 360,000 elements) from one run to the next.
        createElement(Willow, null, createElement('div', { style: { height: '100vh' } }, createElement(SvarGantt, data as never)));
  createRoot(root).render(element);
}

/**
 * Resolves once the bars are on screen: checked in each frame's animation-frame callback, which runs just before
 * that frame's style, layout and paint, so the first frame in which they are found is the first that paints them;
 * the timer set there runs right after that paint. (Waiting for one more frame after finding them, as this did
 * until 2026-11-27, added a frame, some 17 ms, to every library's figure: a constant that shrank the ratio.)
 */
function barsPainted(lib: Lib, root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (root.querySelector(BAR_SELECTOR[lib])) {
        performance.mark('gantt:bars');
        setTimeout(resolve, 0);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Milliseconds from the render call until bars are on screen and painted. */
async function firstRender(lib: Lib, n: number): Promise<number> {
  const data = prepare(lib, n);
  const root = document.getElementById('root')!;
  await afterPaint();
  performance.mark('gantt:start');
  const t0 = performance.now();
  render(lib, data, root);
  await barsPainted(lib, root);
  const ms = performance.now() - t0;
  performance.mark('gantt:end');
  return ms;
}

/** The element that scrolls the most rows: each library's own scroller. */
function findScroller(): HTMLElement {
  let best: HTMLElement | undefined;
  for (const el of document.querySelectorAll<HTMLElement>('#root *')) {
    const style = getComputedStyle(el);
    if (!/(auto|scroll)/.test(style.overflowY)) continue;
    if (!best || el.scrollHeight - el.clientHeight > best.scrollHeight - best.clientHeight) best = el;
  }
  if (!best) throw new Error('no scroller');
  return best;
}

/** Frame times (ms) while scrolling from top to bottom in `steps` jumps, one per frame. */
async function scrollFrames(steps: number): Promise<number[]> {
  const scroller = findScroller();
  const max = scroller.scrollHeight - scroller.clientHeight;
  const frames: number[] = [];
  let last = await nextFrame();
  for (let i = 1; i <= steps; i += 1) {
    scroller.scrollTop = (max * i) / steps;
    const now = await nextFrame();
    frames.push(now - last);
    last = now;
  }
  return frames;
}

declare global {
  interface Window {
    bench: { firstRender: typeof firstRender; scrollFrames: typeof scrollFrames; domCount: () => number };
  }
}

window.bench = { firstRender, scrollFrames, domCount: () => document.querySelectorAll('#root *').length };
