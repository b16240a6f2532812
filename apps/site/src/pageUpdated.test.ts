import { describe, expect, it } from 'vitest';
import type { ContentUpdates } from '@hospital/contract';
import { CONTENT_UPDATED_ON } from './content/updatedOn.ts';
import { PAGE_CONTENT, pageLastUpdated } from './pageUpdated.ts';
import { ROUTE_RECORDS } from './routes.ts';

const updates: ContentUpdates = {
  doctors: '2026-12-01T04:30:00.000Z',
  departments: '2026-10-01T04:30:00.000Z',
  gallery: '2026-12-03T10:00:00.000Z',
  newsEvents: null,
  projects: '2026-11-01T00:00:00.000Z',
  tasks: '2026-12-05T12:00:00.000Z',
  testimonials: '2026-12-02T08:00:00.000Z',
};

describe('pageLastUpdated', () => {
  it('is the latest change of what a data page shows', () => {
    expect(pageLastUpdated('gallery', updates)).toBe('2026-12-03T10:00:00.000Z');
    expect(pageLastUpdated('doctors', updates)).toBe('2026-12-01T04:30:00.000Z');
    expect(pageLastUpdated('projects', updates)).toBe('2026-12-05T12:00:00.000Z');
    // The home page shows the doctors and the testimonials: the later of the two.
    expect(pageLastUpdated('home', updates)).toBe('2026-12-02T08:00:00.000Z');
    expect(pageLastUpdated('home', { ...updates, testimonials: null })).toBe('2026-12-01T04:30:00.000Z');
  });

  it('is the day of the words when they changed after the data, or the data never changed', () => {
    expect(pageLastUpdated('newsEvents', updates)).toBe(CONTENT_UPDATED_ON.site);
    expect(pageLastUpdated('gallery', { ...updates, gallery: '2026-01-01T00:00:00.000Z' })).toBe(CONTENT_UPDATED_ON.site);
  });

  it('compares a day from its start in India: a change late on the same day is later', () => {
    const sameDayEvening = '2026-11-26T13:00:00.000Z';
    expect(pageLastUpdated('gallery', { ...updates, gallery: sameDayEvening })).toBe(sameDayEvening);
    // 18:00 UTC on the 25th is 23:30 that night in India: before the 26th began there.
    expect(pageLastUpdated('gallery', { ...updates, gallery: '2026-11-25T18:00:00.000Z' })).toBe(CONTENT_UPDATED_ON.site);
  });

  it('is the words\' day on a static page, with or without the server\'s answer', () => {
    expect(pageLastUpdated('privacy', undefined)).toBe(CONTENT_UPDATED_ON.privacy);
    expect(pageLastUpdated('facility', updates)).toBe(CONTENT_UPDATED_ON.facilities);
  });

  it('is no date on a data page before the answer, on staff screens and on the not-found page', () => {
    expect(pageLastUpdated('gallery', undefined)).toBeUndefined();
    expect(pageLastUpdated('admin', updates)).toBeUndefined();
    expect(pageLastUpdated('notFound', updates)).toBeUndefined();
  });

  it('covers every public route', () => {
    const publicRoutes = ROUTE_RECORDS.filter((route) => route.frame === 'site' && route.name !== 'notFound').map((route) => route.name);
    expect(Object.keys(PAGE_CONTENT).sort()).toEqual([...publicRoutes].sort());
  });
});
