import { describe, expect, it } from 'vitest';
import { clampProgress } from './ProgressBar.tsx';

describe('clampProgress', () => {
  it.each([
    [0, 0],
    [60, 60],
    [100, 100],
    [42.5, 42.5],
    [-5, 0],
    [140, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%d -> %d', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});
