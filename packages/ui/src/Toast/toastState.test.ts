import { describe, expect, it } from 'vitest';
import { announcementType, initialToastState, toastReducer, type ToastState } from './toastState.ts';

const show = (state: ToastState, id: number, title: string) =>
  toastReducer(state, { type: 'show', id, options: { title, variant: 'success' } });

describe('toastReducer', () => {
  it('shows a toast, open', () => {
    expect(show(initialToastState, 1, 'Success').current).toEqual({ id: 1, open: true, title: 'Success', variant: 'success' });
  });

  it('keeps at most one toast: a new one replaces the old', () => {
    const state = show(show(initialToastState, 1, 'Success'), 2, 'Error');
    expect(state.current).toMatchObject({ id: 2, title: 'Error', open: true });
  });

  it('dismisses the toast on screen, keeping it for its exit', () => {
    const state = toastReducer(show(initialToastState, 1, 'Success'), { type: 'dismiss' });
    expect(state.current).toMatchObject({ id: 1, open: false });
  });

  it('ignores a late dismiss from a toast that was already replaced', () => {
    const state = show(show(initialToastState, 1, 'Success'), 2, 'Error');
    expect(toastReducer(state, { type: 'dismiss', id: 1 })).toBe(state);
    expect(toastReducer(state, { type: 'dismiss', id: 2 }).current).toMatchObject({ id: 2, open: false });
  });

  it('returns the same state when there is nothing to dismiss', () => {
    expect(toastReducer(initialToastState, { type: 'dismiss' })).toBe(initialToastState);
    const closed = toastReducer(show(initialToastState, 1, 'Success'), { type: 'dismiss' });
    expect(toastReducer(closed, { type: 'dismiss' })).toBe(closed);
  });
});

describe('announcementType', () => {
  it('announces confirmations politely and failures at once', () => {
    expect(announcementType('default')).toBe('background');
    expect(announcementType('success')).toBe('background');
    expect(announcementType('destructive')).toBe('foreground');
  });
});
