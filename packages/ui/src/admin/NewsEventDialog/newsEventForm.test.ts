// The admin's clock is India's: the conversions are checked against a zone with a half-hour offset.
process.env.TZ = 'Asia/Kolkata';

import { describe, expect, it } from 'vitest';
import type { NewsEvent } from '@hospital/contract';
import { fromDateTimeLocal, newsEventFormDefaults, newsEventFormSchema, toDateTimeLocal } from './newsEventForm.ts';

describe('fromDateTimeLocal', () => {
  it('reads the local wall clock into a UTC instant', () => {
    expect(fromDateTimeLocal('2026-12-01T10:30')).toBe('2026-12-01T05:00:00.000Z');
    expect(fromDateTimeLocal('2026-12-01T02:00')).toBe('2026-11-30T20:30:00.000Z');
  });

  it('makes blank or missing values null', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('  ')).toBeNull();
    expect(fromDateTimeLocal(undefined)).toBeNull();
    expect(fromDateTimeLocal(null)).toBeNull();
  });

  it('leaves anything else for the schema to refuse', () => {
    expect(fromDateTimeLocal('tomorrow')).toBe('tomorrow');
    expect(fromDateTimeLocal('2026-02-30T10:00')).toBe('2026-02-30T10:00');
  });
});

describe('toDateTimeLocal', () => {
  it('shows the instant on the local clock, and round-trips', () => {
    expect(toDateTimeLocal('2026-12-01T05:00:00.000Z')).toBe('2026-12-01T10:30');
    expect(fromDateTimeLocal(toDateTimeLocal('2026-11-30T20:30:00.000Z'))).toBe('2026-11-30T20:30:00.000Z');
  });

  it('is empty for no date or an unreadable one', () => {
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal(undefined)).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
  });
});

describe('newsEventFormSchema', () => {
  it('sends the date as an ISO instant, a blank image URL and date as null', () => {
    const parsed = newsEventFormSchema.parse({
      ...newsEventFormDefaults(),
      title: 'Free eye camp',
      content: 'Sunday, OPD block.',
      type: 'event',
      eventDate: '2026-12-06T09:00',
    });
    expect(parsed).toEqual({
      title: 'Free eye camp',
      content: 'Sunday, OPD block.',
      type: 'event',
      imageUrl: null,
      eventDate: '2026-12-06T03:30:00.000Z',
      isPublished: true,
    });
    expect(newsEventFormSchema.parse({ ...newsEventFormDefaults(), title: 'a', content: 'b' }).eventDate).toBeNull();
  });

  it('names the fields that are wrong with the contract’s messages', () => {
    const result = newsEventFormSchema.safeParse({ ...newsEventFormDefaults(), imageUrl: 'javascript:alert(1)', eventDate: 'soon' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({
      title: 'Required',
      content: 'Required',
      imageUrl: 'Must be a URL (http, https or a path on this site)',
      eventDate: 'Must be an ISO date-time',
    });
  });
});

describe('form defaults', () => {
  it('start from the spec’s defaults in add mode', () => {
    expect(newsEventFormDefaults()).toEqual({ title: '', content: '', type: 'news', imageUrl: '', eventDate: '', isPublished: true });
  });

  it('start from the item in edit mode', () => {
    const item: NewsEvent = {
      id: 4,
      title: 'Blood donation drive',
      content: 'At the main lobby.',
      type: 'event',
      imageUrl: null,
      eventDate: '2026-12-14T04:30:00.000Z',
      isPublished: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(newsEventFormDefaults(item)).toEqual({
      title: 'Blood donation drive',
      content: 'At the main lobby.',
      type: 'event',
      imageUrl: '',
      eventDate: '2026-12-14T10:00',
      isPublished: false,
    });
  });
});
