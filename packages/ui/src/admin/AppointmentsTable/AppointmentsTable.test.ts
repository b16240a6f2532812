import { describe, expect, it } from 'vitest';
import type { Appointment } from '@hospital/contract';
import { filterAppointments, matchesSearch, parseStatusFilter, preferredSlot, STATUS_FILTER_OPTIONS } from './appointmentFilters.ts';
import { appointmentsCsvFileName, appointmentsToCsv, csvCell } from './appointmentsCsv.ts';

const base: Appointment = {
  id: 1,
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
  { ...base, id: 2, patientName: 'Nisha Rastogi', email: 'nisha@example.in', department: 'Cardiology', status: 'confirmed' },
  { ...base, id: 3, patientName: 'Aarav Bhatt', email: 'aarav@cardio.example.org', department: 'General Medicine', status: 'cancelled' },
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

  it('matches everything when the search is empty', () => {
    expect(matchesSearch(base, '')).toBe(true);
    expect(matchesSearch(base, '   ')).toBe(true);
  });
});

describe('filterAppointments', () => {
  it('combines the search and the status, keeping the order', () => {
    expect(filterAppointments(list, 'cardio', 'all').map((a) => a.id)).toEqual([2, 3]);
    expect(filterAppointments(list, 'cardio', 'cancelled').map((a) => a.id)).toEqual([3]);
    expect(filterAppointments(list, '', 'pending').map((a) => a.id)).toEqual([1]);
    expect(filterAppointments(list, '', 'completed')).toEqual([]);
    expect(filterAppointments(list, '', 'all')).toEqual(list);
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

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('fever, cough')).toBe('"fever, cough"');
    expect(csvCell('said "ouch"')).toBe('"said ""ouch"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('makes formula-like text inert with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+91 9324149232')).toBe("'+91 9324149232");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5'); // a number is data, not a formula
  });
});

describe('appointmentsToCsv', () => {
  it('writes a header and one CRLF-ended row per appointment, after a byte order mark', () => {
    const csv = appointmentsToCsv([{ ...list[1]!, reasonForVisit: 'Chest pain, "sharp"' }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(
      'ID,Patient Name,Age,Gender,Email,Phone,Department,Doctor ID,Preferred Date,Preferred Time,Status,Reason for Visit,Booked At',
    );
    expect(lines[1]).toBe(
      `2,Nisha Rastogi,10,Male,nisha@example.in,'+91 9324149232,Cardiology,,2026-11-16,10:00 AM,confirmed,"Chest pain, ""sharp""",2026-11-12T08:38:00.000Z`,
    );
  });

  it('writes only the header for no appointments', () => {
    expect(appointmentsToCsv([]).split('\r\n')).toHaveLength(2);
  });

  it('names the file by the local calendar day', () => {
    expect(appointmentsCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe('appointments-2026-01-05.csv');
  });
});
