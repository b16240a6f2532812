import { describe, expect, it } from 'vitest';
import { appointmentsQuerySchema, appointmentExportQuerySchema, APPOINTMENT_SORT_KEYS } from '@hospital/contract';
import type { AppointmentsTableQuery } from '@hospital/ui';
import { appointmentPageKey, appointmentsExportPath, parseSortParam, sortParam } from './appointmentsQuery.ts';

const everything: AppointmentsTableQuery = { q: '', status: 'all', needsNewTime: false, sort: null, page: 1 };
const narrowed: AppointmentsTableQuery = { q: 'rao & sons', status: 'pending', needsNewTime: false, sort: { key: 'preferredDate', direction: 'desc' }, page: 3 };

/** The query string of a path as the server's schema reads it. */
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://localhost').searchParams);

describe('sortParam and parseSortParam', () => {
  it('write the API’s form, "-" for descending, and read it back for every key', () => {
    expect(sortParam({ key: 'patientName', direction: 'asc' })).toBe('patientName');
    expect(sortParam({ key: 'preferredDate', direction: 'desc' })).toBe('-preferredDate');
    expect(sortParam(null)).toBeUndefined();
    for (const key of APPOINTMENT_SORT_KEYS) {
      for (const direction of ['asc', 'desc'] as const) expect(parseSortParam(sortParam({ key, direction }))).toEqual({ key, direction });
    }
  });

  it('read anything else as no sort', () => {
    for (const value of [null, undefined, '', '-', 'reasonForVisit', '--id', 'Status', ' status']) expect(parseSortParam(value)).toBeNull();
  });
});

describe('appointmentPageKey', () => {
  it('always names the page and its size, so it never asks for the whole list', () => {
    expect(appointmentPageKey(everything)).toBe('/api/appointments?page=1&pageSize=25');
  });

  it('carries the search, status and sort, encoded, in a query the server’s schema takes', () => {
    const key = appointmentPageKey(narrowed);
    expect(key).toBe('/api/appointments?q=rao+%26+sons&status=pending&sort=-preferredDate&page=3&pageSize=25');
    expect(appointmentsQuerySchema.parse(queryOf(key))).toEqual({
      q: 'rao & sons',
      status: 'pending',
      sort: { key: 'preferredDate', direction: 'desc' },
      page: 3,
      pageSize: 25,
    });
  });

  it('asks for the bookings needing a new time as the API writes it', () => {
    const key = appointmentPageKey({ ...everything, needsNewTime: true });
    expect(key).toBe('/api/appointments?needsNewTime=1&page=1&pageSize=25');
    expect(appointmentsQuerySchema.parse(queryOf(key))).toEqual({ needsNewTime: '1', page: 1, pageSize: 25 });
    expect(appointmentsExportPath({ ...everything, needsNewTime: true })).toBe('/api/appointments/export?needsNewTime=1');
  });

  it('leaves out a search of spaces', () => {
    expect(appointmentPageKey({ ...everything, q: '   ' })).toBe('/api/appointments?page=1&pageSize=25');
  });
});

describe('appointmentsExportPath', () => {
  it('is the same filters and order without paging', () => {
    const path = appointmentsExportPath(narrowed);
    expect(path).toBe('/api/appointments/export?q=rao+%26+sons&status=pending&sort=-preferredDate');
    expect(appointmentExportQuerySchema.parse(queryOf(path))).toEqual({ q: 'rao & sons', status: 'pending', sort: { key: 'preferredDate', direction: 'desc' } });
    expect(appointmentsExportPath(everything)).toBe('/api/appointments/export');
  });
});
