import { describe, expect, it } from 'vitest';
import { APPOINTMENT_SORT_KEYS } from '@hospital/contract';
import { APPOINTMENT_COLUMN_SORT_KEYS, columnSort, sortForColumn } from './appointmentsQuery.ts';

describe('the sortable columns and the server’s sort keys', () => {
  it('name a sort key the server takes for every sortable column', () => {
    for (const key of Object.values(APPOINTMENT_COLUMN_SORT_KEYS)) expect(APPOINTMENT_SORT_KEYS).toContain(key);
    expect(APPOINTMENT_COLUMN_SORT_KEYS).toEqual({
      patient: 'patientName',
      reference: 'reference',
      contact: 'email',
      department: 'department',
      date: 'preferredDate',
      status: 'status',
    });
  });

  it('turn a header click into the server’s sort, both ways', () => {
    expect(sortForColumn({ key: 'patient', direction: 'ascending' })).toEqual({ key: 'patientName', direction: 'asc' });
    expect(sortForColumn({ key: 'date', direction: 'descending' })).toEqual({ key: 'preferredDate', direction: 'desc' });
    expect(sortForColumn({ key: 'reason', direction: 'ascending' })).toBeNull();
  });

  it('show the server’s sort on its column, and none for an order no column shows', () => {
    expect(columnSort({ key: 'email', direction: 'desc' })).toEqual({ key: 'contact', direction: 'descending' });
    expect(columnSort({ key: 'status', direction: 'asc' })).toEqual({ key: 'status', direction: 'ascending' });
    expect(columnSort({ key: 'createdAt', direction: 'desc' })).toBeNull();
    expect(columnSort({ key: 'id', direction: 'asc' })).toBeNull();
    expect(columnSort(null)).toBeNull();
  });

  it('survive the round trip for every column', () => {
    for (const column of Object.keys(APPOINTMENT_COLUMN_SORT_KEYS)) {
      for (const direction of ['ascending', 'descending'] as const) {
        expect(columnSort(sortForColumn({ key: column, direction }))).toEqual({ key: column, direction });
      }
    }
  });
});
