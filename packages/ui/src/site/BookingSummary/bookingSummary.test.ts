import { describe, expect, it } from 'vitest';
import { bookingDoctorName, BOOKING_SUMMARY_TEXTS } from './bookingSummary.ts';

const doctors = [
  { id: 1, name: 'Dr. Rajesh Malhotra' },
  { id: 3, name: 'Dr. Vikram Singh Rathore' },
];

describe('bookingDoctorName', () => {
  it("names the chosen doctor from the list", () => {
    expect(bookingDoctorName(3, doctors)).toBe('Dr. Vikram Singh Rathore');
  });

  it('says any available doctor when none was chosen', () => {
    expect(bookingDoctorName(undefined, doctors)).toBe('Any available doctor');
    expect(bookingDoctorName(null, undefined)).toBe('Any available doctor');
  });

  it('never says "any doctor" for a chosen doctor it cannot name', () => {
    expect(bookingDoctorName(9, doctors)).toBe('The doctor you chose');
    expect(bookingDoctorName(1, undefined)).toBe('The doctor you chose');
  });

  it('takes translated texts', () => {
    expect(bookingDoctorName(undefined, doctors, { anyDoctor: 'कोई भी उपलब्ध डॉक्टर', doctorNotListed: '-' })).toBe('कोई भी उपलब्ध डॉक्टर');
  });
});

describe('the default texts', () => {
  it('write the status as a patient reads it and the date out in full', () => {
    expect(BOOKING_SUMMARY_TEXTS.statusText.pending).toBe('Pending confirmation');
    expect(BOOKING_SUMMARY_TEXTS.formatDate('2026-12-01')).toBe('Tuesday, 1 December 2026');
  });
});
