import { describe, expect, it } from 'vitest';
import type { Appointment } from '@hospital/contract';
import { appointmentsCsvFileName, appointmentsToCsv } from './appointmentsCsv.ts';

const booking: Appointment = {
  id: 2,
  reference: 'CCH-9RVB-3KHA',
  patientName: 'Nisha Rastogi',
  email: 'nisha@example.in',
  phone: '+91 9324149232',
  age: 10,
  gender: 'Male',
  department: 'Cardiology',
  preferredDate: '2026-11-16',
  preferredTime: '10:00 AM',
  reasonForVisit: 'Chest pain, "sharp"',
  status: 'confirmed',
  createdAt: '2026-11-12T08:38:00.000Z',
};

describe('appointmentsToCsv', () => {
  it('writes a header and one CRLF-ended row per appointment, after a byte order mark', () => {
    const csv = appointmentsToCsv([booking]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(
      'ID,Reference,Patient Name,Age,Gender,Email,Phone,Department,Doctor ID,Preferred Date,Preferred Time,Status,Reason for Visit,Booked At',
    );
    expect(lines[1]).toBe(
      `2,CCH-9RVB-3KHA,Nisha Rastogi,10,Male,nisha@example.in,'+91 9324149232,Cardiology,,2026-11-16,10:00 AM,confirmed,"Chest pain, ""sharp""",2026-11-12T08:38:00.000Z`,
    );
  });

  it('writes only the header for no appointments', () => {
    expect(appointmentsToCsv([]).split('\r\n')).toHaveLength(2);
  });

  it('names the file by the local calendar day', () => {
    expect(appointmentsCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe('appointments-2026-01-05.csv');
  });
});
