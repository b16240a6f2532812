import { describe, expect, it } from 'vitest';
import { AUTO_SCROLL_EDGE_PX, edgeThreshold } from './kanbanDrag.ts';

describe('auto-scroll bands along the window edge', () => {
  it('end a little below the sticky header, well above a column 220 px down a 1,400 px window', () => {
    const { x, y } = edgeThreshold({ width: 1280, height: 1400, coveredTop: 72 });
    expect(y * 1400).toBeCloseTo(72 + AUTO_SCROLL_EDGE_PX, 9);
    expect(y * 1400).toBeLessThan(220);
    expect(x * 1280).toBeCloseTo(AUTO_SCROLL_EDGE_PX, 9);
  });

  it('are just the margin where nothing covers the window', () => {
    expect(edgeThreshold({ width: 800, height: 800, coveredTop: 0 }).y * 800).toBeCloseTo(AUTO_SCROLL_EDGE_PX, 9);
  });

  it('are never wider than dnd-kit\'s own fifth of the window', () => {
    expect(edgeThreshold({ width: 400, height: 500, coveredTop: 300 })).toEqual({ x: 0.1, y: 0.2 });
    expect(edgeThreshold({ width: 0, height: 0, coveredTop: 0 })).toEqual({ x: 0.2, y: 0.2 });
  });
});
