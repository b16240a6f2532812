import { describe, expect, it } from 'vitest';
import { nearViewportWatcher } from './useNearViewport.ts';

/** An IntersectionObserver that reports what the test says is on screen. */
function fakeObserver() {
  const made: { observed: Set<Element>; report: (element: Element, isIntersecting: boolean) => void; options: IntersectionObserverInit | undefined }[] = [];
  class FakeObserver {
    observed = new Set<Element>();
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      made.push({
        observed: this.observed,
        options,
        report: (target, isIntersecting) => callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      });
    }
    observe(element: Element) {
      this.observed.add(element);
    }
    unobserve(element: Element) {
      this.observed.delete(element);
    }
  }
  return { Observer: FakeObserver as unknown as typeof IntersectionObserver, made };
}

describe('nearViewportWatcher', () => {
  it('tells each element when it comes within a screen of being seen, through one observer', () => {
    const { Observer, made } = fakeObserver();
    const watch = nearViewportWatcher(Observer);
    const first = {} as Element;
    const far = {} as Element;
    const told: string[] = [];
    watch(first, (near) => told.push(`first ${near}`));
    watch(far, (near) => told.push(`far ${near}`));
    expect(made).toHaveLength(1);
    expect(made[0]!.options).toEqual({ rootMargin: '100% 0px' });
    made[0]!.report(first, true);
    made[0]!.report(far, false);
    expect(told).toEqual(['first true']);
    made[0]!.report(far, true);
    expect(told).toEqual(['first true', 'far true']);
  });

  it('stops watching an element when asked', () => {
    const { Observer, made } = fakeObserver();
    const watch = nearViewportWatcher(Observer);
    const card = {} as Element;
    const told: boolean[] = [];
    const stop = watch(card, (near) => told.push(near));
    stop();
    expect(made[0]!.observed.has(card)).toBe(false);
    made[0]!.report(card, true);
    expect(told).toEqual([]);
  });

  it('counts everything as near where the browser cannot tell', () => {
    const told: boolean[] = [];
    nearViewportWatcher(undefined)({} as Element, (near) => told.push(near));
    expect(told).toEqual([true]);
  });
});
