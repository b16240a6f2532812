import { describe, expect, it } from 'vitest';
import { createManualClock, nextScrollLeft, startAutoScroll, TESTIMONIAL_STRIP } from './autoScroll.ts';

const strip = (scrollWidth = 2280, clientWidth = 1000) => ({ scrollLeft: 0, scrollWidth, clientWidth });

describe('nextScrollLeft', () => {
  it('moves one pixel on', () => {
    expect(nextScrollLeft(0, 100)).toBe(1);
    expect(nextScrollLeft(41, 100)).toBe(42);
  });
  it('goes back to the start at the end', () => {
    expect(nextScrollLeft(100, 100)).toBe(0);
    expect(nextScrollLeft(99.6, 100)).toBe(0);
  });
  it('stays at 0 when nothing overflows', () => {
    expect(nextScrollLeft(0, 0)).toBe(0);
  });
});

describe('startAutoScroll', () => {
  it('waits 1 s, then moves 1 px every 50 ms', () => {
    const clock = createManualClock();
    const target = strip();
    startAutoScroll(target, { clock, isPaused: () => false, reducedMotion: false });
    clock.advance(999);
    expect(target.scrollLeft).toBe(0);
    clock.advance(1 + TESTIMONIAL_STRIP.stepIntervalMs);
    expect(target.scrollLeft).toBe(1);
    clock.advance(500);
    expect(target.scrollLeft).toBe(11);
  });

  it('does not move while paused', () => {
    const clock = createManualClock();
    const target = strip();
    let paused = false;
    startAutoScroll(target, { clock, isPaused: () => paused, reducedMotion: false });
    clock.advance(1100);
    const before = target.scrollLeft;
    paused = true;
    clock.advance(1000);
    expect(target.scrollLeft).toBe(before);
    paused = false;
    clock.advance(100);
    expect(target.scrollLeft).toBe(before + 2);
  });

  it('loops to the start', () => {
    const clock = createManualClock();
    const target = strip(1010, 1000);
    startAutoScroll(target, { clock, isPaused: () => false, reducedMotion: false });
    clock.advance(1000 + 10 * 50);
    expect(target.scrollLeft).toBe(10);
    clock.advance(50);
    expect(target.scrollLeft).toBe(0);
    clock.advance(50);
    expect(target.scrollLeft).toBe(1);
  });

  it('schedules nothing under reduced motion, and stops cleanly', () => {
    const clock = createManualClock();
    startAutoScroll(strip(), { clock, isPaused: () => false, reducedMotion: true });
    expect(clock.pending).toBe(0);
    const stop = startAutoScroll(strip(), { clock, isPaused: () => false, reducedMotion: false });
    clock.advance(2000);
    stop();
    expect(clock.pending).toBe(0);
  });
});
