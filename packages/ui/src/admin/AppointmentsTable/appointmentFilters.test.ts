import { describe, expect, it } from 'vitest';
import { newTimeReasonText, parseStatusFilter, preferredSlot, STATUS_FILTER_OPTIONS, statusOptions } from './appointmentFilters.ts';

describe('the status filter', () => {
  it('reads unknown status filters as all', () => {
    expect(parseStatusFilter('confirmed')).toBe('confirmed');
    expect(parseStatusFilter('deleted')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
  });

  it('offers the spec’s choices in order', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'All Status', 'Pending', 'Confirmed', 'Cancelled', 'Completed', 'Checked in', 'In consultation', 'No-show',
    ]);
  });
});

describe('a row’s status choices', () => {
  const labels = (...args: Parameters<typeof statusOptions>) => statusOptions(...args).map((option) => option.label);

  it('offer the row’s own status first, then only the steps the server allows', () => {
    expect(labels({ status: 'confirmed' })).toEqual(['Confirmed', 'Pending', 'Cancelled', 'Completed', 'No-show']);
    expect(labels({ status: 'cancelled' })).toEqual(['Cancelled', 'Pending', 'Confirmed']);
    // Recorded after a day kept on paper (no token): a mistaken completion goes back to confirmed.
    expect(labels({ status: 'completed' })).toEqual(['Completed', 'Confirmed']);
    expect(labels({ status: 'completed', token: 3 })).toEqual(['Completed', 'In consultation']);
    expect(labels({ status: 'in_consultation', token: 3 })).toEqual(['In consultation', 'Completed', 'Checked in']);
  });

  it('never offer checking in (it gives a token: the front desk’s), nor a booking back to a walk-in', () => {
    expect(labels({ status: 'no_show', token: null })).toEqual(['No-show', 'Confirmed']);
    expect(labels({ status: 'no_show', token: 4 })).toEqual(['No-show', 'Confirmed', 'Checked in']);
    expect(labels({ status: 'checked_in', walkIn: true, token: 2 })).toEqual(['Checked in', 'In consultation', 'No-show', 'Cancelled']);
    expect(statusOptions({ status: 'cancelled', walkIn: true }).map((option) => option.value)).toEqual(['cancelled']);
  });

  it('keep a status being saved on show while its change is on its way', () => {
    expect(statusOptions({ status: 'cancelled' }, 'completed').map((option) => option.value)).toEqual(['cancelled', 'pending', 'confirmed', 'completed']);
  });
});

describe('preferredSlot', () => {
  it('reads the 12-hour slot on the calendar day, in UTC', () => {
    expect(preferredSlot({ preferredDate: '2026-11-16', preferredTime: '2:30 PM' }).toISOString()).toBe('2026-11-16T14:30:00.000Z');
    expect(preferredSlot({ preferredDate: '2026-11-16', preferredTime: '9:00 AM' }).toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect(preferredSlot({ preferredDate: '2026-11-16', preferredTime: '12:00 PM' }).toISOString()).toBe('2026-11-16T12:00:00.000Z');
  });
});

describe('the needs-new-time marker', () => {
  it('says why a live booking needs a new time, and nothing for one that is over or unmarked', () => {
    expect(newTimeReasonText({ status: 'pending', needsNewTime: 'doctor_leave' })).toBe('Doctor on leave');
    expect(newTimeReasonText({ status: 'confirmed', needsNewTime: 'opd_closed' })).toBe('OPD closed that day');
    expect(newTimeReasonText({ status: 'cancelled', needsNewTime: 'hours_changed' })).toBeUndefined();
    expect(newTimeReasonText({ status: 'pending', needsNewTime: null })).toBeUndefined();
    expect(newTimeReasonText({ status: 'pending' })).toBeUndefined();
  });
});
