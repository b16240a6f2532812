import { describe, expect, it } from 'vitest';
import type { Appointment } from '@hospital/contract';
import {
  filterAppointments,
  matchesReference,
  matchesSearch,
  parseStatusFilter,
  preferredSlot,
  STATUS_FILTER_OPTIONS,
} from './appointmentFilters.ts';

const base: Appointment = {
  id: 1,
  reference: 'CCH-7K4Q-M2XD',
  patientName: 'Reyansh Agarwal',
  email: 'reyansh.agarwal@example.com',
  phone: '+91 9324149232',
  age: 10,
  gender: 'Male',
  department: 'Pediatrics',
  preferredDate: '2026-11-16',
  preferredTime: '10:00 AM',
  reasonForVisit: 'Cough and cold.',
  status: 'pending',
  createdAt: '2026-11-12T08:38:00.000Z',
};
const list: Appointment[] = [
  base,
  { ...base, id: 2, reference: 'CCH-9RVB-3KHA', patientName: 'Nisha Rastogi', email: 'nisha@example.in', department: 'Cardiology', status: 'confirmed' },
  { ...base, id: 3, reference: 'CCH-E5WN-T0GP', patientName: 'Aarav Bhatt', email: 'aarav@cardio.example.org', department: 'General Medicine', status: 'cancelled' },
];

describe('matchesSearch', () => {
  it('matches the name, e-mail or department, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(base, 'REYANSH')).toBe(true);
    expect(matchesSearch(base, 'agarwal@example')).toBe(true);
    expect(matchesSearch(base, '  pediat ')).toBe(true);
    expect(matchesSearch(base, '9324149232')).toBe(false); // the phone is not searched
    expect(matchesSearch(base, 'cough')).toBe(false); // nor the reason
    expect(matchesSearch(base, 'neuro')).toBe(false);
  });

  it('matches the booking reference in any case, with or without its dashes', () => {
    expect(matchesSearch(base, 'CCH-7K4Q-M2XD')).toBe(true);
    expect(matchesSearch(base, 'cch-7k4q-m2xd')).toBe(true);
    expect(matchesSearch(base, 'CCH7K4QM2XD')).toBe(true);
    expect(matchesSearch(base, '7k4q m2xd')).toBe(true);
    expect(matchesSearch(base, ' 4QM2 ')).toBe(true);
    expect(matchesSearch(base, 'CCH-7K4Q-M2XE')).toBe(false);
  });

  it('matches everything when the search is empty', () => {
    expect(matchesSearch(base, '')).toBe(true);
    expect(matchesSearch(base, '   ')).toBe(true);
  });
});

describe('matchesReference', () => {
  it('needs four letters or digits, so a short name search does not hit random references', () => {
    expect(matchesReference('CCH-7K4Q-M2XD', '7K4')).toBe(false);
    expect(matchesReference('CCH-7K4Q-M2XD', '7K4Q')).toBe(true);
    expect(matchesReference('CCH-7K4Q-M2XD', '--7k-4q--')).toBe(true);
    expect(matchesReference('CCH-7K4Q-M2XD', 'Q-M2X')).toBe(true);
    // Dashes do not count towards the four.
    expect(matchesReference('CCH-7K4Q-M2XD', 'Q-M2')).toBe(false);
  });
});

describe('filterAppointments', () => {
  it('combines the search and the status, keeping the order', () => {
    expect(filterAppointments(list, 'cardio', 'all').map((a) => a.id)).toEqual([2, 3]);
    expect(filterAppointments(list, 'cardio', 'cancelled').map((a) => a.id)).toEqual([3]);
    expect(filterAppointments(list, '', 'pending').map((a) => a.id)).toEqual([1]);
    expect(filterAppointments(list, '', 'completed')).toEqual([]);
    expect(filterAppointments(list, '', 'all')).toEqual(list);
    expect(filterAppointments(list, 'e5wn t0gp', 'all').map((a) => a.id)).toEqual([3]);
  });

  it('reads unknown status filters as all', () => {
    expect(parseStatusFilter('confirmed')).toBe('confirmed');
    expect(parseStatusFilter('deleted')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
  });

  it('offers the spec’s choices in order', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All Status', 'Pending', 'Confirmed', 'Cancelled', 'Completed']);
  });
});

describe('preferredSlot', () => {
  it('reads the 12-hour slot on the calendar day, in UTC', () => {
    expect(preferredSlot({ preferredDate: '2026-11-16', preferredTime: '2:30 PM' }).toISOString()).toBe('2026-11-16T14:30:00.000Z');
    expect(preferredSlot({ preferredDate: '2026-11-16', preferredTime: '9:00 AM' }).toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect(preferredSlot({ preferredDate: '2026-11-16', preferredTime: '12:00 PM' }).toISOString()).toBe('2026-11-16T12:00:00.000Z');
  });
});
