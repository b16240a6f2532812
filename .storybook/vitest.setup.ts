// Setup of the story tests only (vitest.config.ts, project `storybook`), never of Storybook itself: it holds the
// clock still and compares each story's picture with its committed baseline (docs/adr/0006-visual-baselines.md).
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';

/**
 * How long a story's `findBy…` and `waitFor` wait for what they look for, unless they say: 5 s instead of Testing
 * Library's 1 s. On a busy CI machine a lazily loaded part (the toast region comes on the browser's idle callback,
 * within 2 s) or a dialog's entrance has taken longer than a second; a story that passes waits no longer for it.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * The stories' "today", in the month the fixtures are set in. A few stories read the clock (a date input's earliest
 * day, a date "next week"), so their pictures would change every day. From here time still moves, so waits and
 * timeouts behave as before. Set before the story file is imported, so dates it computes as it loads are fixed too.
 */
const storyClock = new Date(2026, 10, 26, 10, 0);
vi.useFakeTimers({ now: storyClock, toFake: ['Date'], shouldAdvanceTime: true });

/**
 * The self-hosted faces, loaded before the first story renders. They swap in when they arrive, so a story drawn
 * first could be measured in the fallback face: ECharts sizes its axes once from its labels' width, and a chart
 * drawn before the font came out a pixel off. The sample covers what the stories show: Latin, the rupee, Hindi.
 */
const FONT_SAMPLE = 'Aa ₹ अ';
beforeAll(async () => {
  const faces = new Set([...document.fonts].map((face) => `${face.style} ${face.weight} 16px ${face.family}`));
  await Promise.all([...faces].map((font) => document.fonts.load(font, FONT_SAMPLE).catch(() => [])));
});

/** What the Storybook addon puts on the test context; `parameters: { screenshot: false }` opts a story out. */
interface StoryOnTestContext {
  story?: { storyName: string; parameters: { screenshot?: boolean } };
}

const IMAGE_WAIT_MS = 3_000;
/** Longer than any chart's entry animation (ECharts' default is one second). */
const CHART_ANIMATION_MS = 5_000;
const CHART_WAIT_MS = 4_000;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves once the image has loaded or failed; a lazy one outside the viewport would otherwise never start. */
function imageSettled(image: HTMLImageElement): Promise<void> {
  if (image.loading === 'lazy') image.loading = 'eager';
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Waits for every picture and its fallback (a broken photo swaps to another picture or an icon on the next render). */
async function picturesSettled(): Promise<void> {
  const giveUpAt = performance.now() + IMAGE_WAIT_MS;
  for (let round = 0; round < 3 && performance.now() < giveUpAt; round += 1) {
    const pending = [...document.images].filter((image) => image.loading === 'lazy' || !image.complete);
    if (pending.length === 0) break;
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, giveUpAt - performance.now()));
    await Promise.race([Promise.all(pending.map(imageSettled)), deadline]);
    await nextFrame();
    await nextFrame();
  }
  await document.fonts.ready;
}

/**
 * ECharts grows its bars and sweeps its slices frame by frame in script, where the screenshot's "animations off"
 * does not reach. It times them by `Date`, so moving the story clock on finishes them at the next frame (a second
 * less per chart story); then this waits for two frames in a row that change no chart. Without charts: no wait.
 */
async function chartsDrawn(): Promise<void> {
  const charts = document.querySelectorAll('[_echarts_instance_]');
  if (charts.length === 0) return;
  vi.advanceTimersByTime(CHART_ANIMATION_MS);
  let changed = true;
  const watcher = new MutationObserver(() => {
    changed = true;
  });
  for (const chart of charts) watcher.observe(chart, { subtree: true, childList: true, attributes: true, characterData: true });
  const giveUpAt = performance.now() + CHART_WAIT_MS;
  while (changed && performance.now() < giveUpAt) {
    changed = false;
    await nextFrame();
    await nextFrame();
  }
  watcher.disconnect();
}

/**
 * What the story put under `<body>` during this test. The addon renders each story into a fresh `<div>` that it
 * appends to `<body>` before mounting (Storybook's own wrappers and the a11y filters are already there); a dialog,
 * menu, tooltip or toast the play function opens follows it in a portal.
 */
let addedToBody: Element[] = [];
const bodyWatcher = new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) addedToBody.push(node);
});

beforeEach(() => {
  addedToBody = [];
  bodyWatcher.observe(document.body, { childList: true });
});

/**
 * The part of the viewport the picture shows: the story's canvas as far as the viewport shows it, or the whole
 * viewport when something lies outside the canvas (a dialog, menu, tooltip or toast in a portal, a fixed layer).
 * A story taller than the viewport is pictured as far as a person sees it without scrolling: it runs in a frame of
 * the viewport's size, and nothing below that is painted. A transparent fixed box marks the area; it takes no room,
 * catches no pointer and paints nothing.
 */
function pictureFrame(): HTMLElement {
  const canvas = addedToBody.find((node): node is HTMLDivElement => node instanceof HTMLDivElement && node.isConnected);
  if (!canvas) throw new Error('No story canvas under <body> to photograph.');
  const box = canvas.getBoundingClientRect();
  const hasBox = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const outsideTheCanvas = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.top < box.top - 1 || rect.left < box.left - 1 || rect.bottom > box.bottom + 1 || rect.right > box.right + 1;
  };
  // Storybook's a11y filters and Radix's focus guards are added to <body> too, but they take no room.
  const portalShows = (node: Element) =>
    node !== canvas && node.isConnected && (hasBox(node) || [...node.querySelectorAll('*')].some(hasBox));
  const fixedOutside = (element: Element) =>
    getComputedStyle(element).position === 'fixed' && hasBox(element) && outsideTheCanvas(element);
  const overlaid = addedToBody.some(portalShows) || [...canvas.querySelectorAll('*')].some(fixedOutside);

  const { clientWidth: width, clientHeight: height } = document.documentElement;
  const top = overlaid ? 0 : Math.max(0, box.top);
  const bottom = overlaid ? height : Math.min(height, box.bottom);
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    left: '0',
    top: `${top}px`,
    width: `${width}px`,
    // A story that draws nothing still gets a picture: one line, which shows that nothing was drawn.
    height: `${Math.max(bottom - top, 1)}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}

afterEach(async (context) => {
  bodyWatcher.disconnect();
  const { story } = context as unknown as StoryOnTestContext;
  // A failed play function has already said what is wrong; a picture of its half-done state would only add noise.
  if (!story || context.task.result?.state !== 'pass' || story.parameters.screenshot === false) return;
  await picturesSettled();
  await chartsDrawn();
  const frame = pictureFrame();
  try {
    await expect(page.elementLocator(frame)).toMatchScreenshot(story.storyName);
  } catch (error) {
    if (error instanceof Error) {
      error.message += `\nIf the change is meant, accept it: npm run test:screenshots:update -- ${context.task.file.name}`;
    }
    throw error;
  } finally {
    frame.remove();
  }
});
