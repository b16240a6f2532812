import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SKELETON_COUNTS } from '@hospital/contract';
import { Skeleton, SkeletonGrid } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '60%' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
    width: { control: 'text' },
    height: { control: 'text' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns the grid lays out, read from the browser. */
const columnCount = (grid: Element) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

const gridOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-busy="true"]');

/** Placeholders are hidden from assistive technology: nothing to read, nothing to focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-shape="text"]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** The style rules that apply to `element` inside `@media (prefers-reduced-motion: reduce)`. */
function reducedMotionRules(element: Element): CSSStyleRule[] {
  const rules: CSSStyleRule[] = [];
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) rules.push(inner);
      }
    }
  }
  return rules;
}

/**
 * The shimmer runs by default and stops for people who ask their system for reduced motion. The browser here
 * cannot switch that setting, so the play function reads the rule the browser would apply.
 */
export const ReducedMotion: Story = {
  args: { shape: 'block', width: '240px' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-shape="block"]')!;
    await expect(getComputedStyle(block).animationName).not.toBe('none');
    const stillRules = reducedMotionRules(block).filter((rule) => rule.style.animationName === 'none');
    await expect(stillRules.length).toBeGreaterThan(0);
  },
};

/** A doctor's card while it loads: photo, name, specialization and a line of text. */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', maxWidth: '420px' }}>
      <Skeleton shape="circle" />
      <div style={{ display: 'grid', gap: '0.5rem', flex: 1 }}>
        <Skeleton width="70%" />
        <Skeleton width="45%" />
        <Skeleton shape="block" height="3rem" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]')!.getBoundingClientRect();
    await expect(circle.width).toBe(circle.height);
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** The gallery: eight placeholder cards, four across on a wide screen, one "Loading…" for screen readers. */
export const Grid: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <SkeletonGrid count={SKELETON_COUNTS.gallery} columns={4} label="Loading gallery…" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(SKELETON_COUNTS.gallery);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading gallery…');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(gridOf(canvasElement)).not.toContainElement(status);
    await expect(columnCount(gridOf(canvasElement)!)).toBe(4);
  },
};

/** Public news: six cards, three across. */
export const NewsGrid: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <SkeletonGrid count={SKELETON_COUNTS.publicNews} columns={3} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(SKELETON_COUNTS.publicNews);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(columnCount(gridOf(canvasElement)!)).toBe(3);
  },
};

/** The admin news list: three rows of a custom placeholder in one column. */
export const CustomItems: Story = {
  render: () => (
    <SkeletonGrid
      count={SKELETON_COUNTS.adminNews}
      columns={1}
      label="Loading news and events…"
      renderItem={() => (
        <div style={{ display: 'flex', gap: '1rem' }}>
          <Skeleton shape="block" width="6rem" height="4rem" />
          <div style={{ display: 'grid', gap: '0.5rem', flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton />
          </div>
        </div>
      )}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(SKELETON_COUNTS.adminNews);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading news and events…');
  },
};

/** The status text can be in Hindi too. */
export const Hindi: Story = {
  render: () => <SkeletonGrid lang="hi" count={2} columns={2} label="लोड हो रहा है…" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('लोड हो रहा है…');
  },
};

/** One column on a 360px phone, nothing wider than the screen. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <SkeletonGrid count={SKELETON_COUNTS.gallery} columns={4} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(columnCount(gridOf(canvasElement)!)).toBe(1);
  },
};
