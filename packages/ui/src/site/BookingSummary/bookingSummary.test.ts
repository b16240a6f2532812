import { describe, expect, it } from 'vitest';
import { bookingDoctorName, BOOKING_SUMMARY_TEXTS, visitDateText } from './bookingSummary.ts';

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
  it('write the status as a patient reads it', () => {
    expect(BOOKING_SUMMARY_TEXTS.statusText.pending).toBe('Pending confirmation');
  });
});

describe('visitDateText', () => {
  it('writes the day out in full, day first, on English pages', () => {
    expect(visitDateText('2026-12-01', 'en-US')).toBe('Tuesday, 1 December 2026');
    expect(visitDateText('2026-12-01', 'en-IN')).toBe('Tuesday, 1 December 2026');
  });
  it('writes it through Intl in Hindi, with Latin digits, on the same day wherever the reader is', () => {
    expect(visitDateText('2026-12-01', 'hi-IN')).toBe('मंगलवार, 1 दिसंबर 2026');
    expect(visitDateText('2027-01-01', 'hi-IN')).toBe('शुक्रवार, 1 जनवरी 2027');
  });
  it('gives the empty mark for what is not a day', () => {
    expect(visitDateText('', 'hi-IN')).toBe('-');
    expect(visitDateText('2026-02-30', 'hi-IN')).toBe('-');
    expect(visitDateText('soon', 'en-US', '')).toBe('');
  });
});
