import { describe, expect, it } from 'vitest';
import { BOOKING_REFERENCE_PATTERN, newBookingReference, normalizeBookingReference } from './bookingReference.ts';
import { bookingLookupSchema, bookingRequestSchema } from './schemas.ts';
import { bookingCanChange, bookingContactMatches } from './rules/booking.ts';

describe('booking references', () => {
  it('are CCH and two groups of four Crockford characters', () => {
    for (let i = 0; i < 200; i += 1) expect(newBookingReference()).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(newBookingReference(() => new Uint8Array([0, 1, 2, 31, 32, 255, 18, 20]))).toBe('CCH-012Z-0ZJM');
  });

  it('differ: 2,000 in a row hold no repeat', () => {
    const made = new Set(Array.from({ length: 2000 }, () => newBookingReference()));
    expect(made.size).toBe(2000);
  });

  it('are read as people type them', () => {
    expect(normalizeBookingReference('cch-7k4q-m2xd')).toBe('CCH-7K4Q-M2XD');
    expect(normalizeBookingReference(' CCH 7K4Q M2XD ')).toBe('CCH-7K4Q-M2XD');
    expect(normalizeBookingReference('7K4QM2XD')).toBe('CCH-7K4Q-M2XD');
    expect(normalizeBookingReference('CCH-7K4Q-MZXO')).toBe('CCH-7K4Q-MZX0');
    expect(normalizeBookingReference('CCH-IL00-0000')).toBe('CCH-1100-0000');
    expect(normalizeBookingReference('CCH-7K4Q-M2X')).toBeUndefined();
    expect(normalizeBookingReference('CCH-7K4Q-M2XU')).toBeUndefined();
    expect(normalizeBookingReference('')).toBeUndefined();
  });
});

describe('bookingLookupSchema', () => {
  it('gives the reference in its written form and names a bad one', () => {
    expect(bookingLookupSchema.parse({ reference: 'cch 7k4q m2xd', contact: ' 98765 43210 ' })).toEqual({
      reference: 'CCH-7K4Q-M2XD',
      contact: '98765 43210',
    });
    const result = bookingLookupSchema.safeParse({ reference: 'hello', contact: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reference', 'contact']);
  });
});

describe('bookingRequestSchema', () => {
  const booking = {
    patientName: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', age: 34, gender: 'Female',
    department: 'Cardiology', preferredDate: '2026-12-01', preferredTime: '9:00 AM', reasonForVisit: 'Check-up',
  };
  it('refuses a booking without consent, naming consent', () => {
    const result = bookingRequestSchema.safeParse(booking);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['consent'], message: 'Please agree to continue' })]);
    expect(bookingRequestSchema.safeParse({ ...booking, consent: false }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...booking, consent: true }).success).toBe(true);
  });
});

describe('bookingContactMatches', () => {
  const booking = { email: 'Asha.Verma@example.com', phone: '+91 98765 43210' };
  it('matches the email whatever its case, the phone by its last ten digits', () => {
    expect(bookingContactMatches(booking, 'asha.verma@EXAMPLE.com')).toBe(true);
    expect(bookingContactMatches(booking, '9876543210')).toBe(true);
    expect(bookingContactMatches(booking, '098765-43210')).toBe(true);
    expect(bookingContactMatches(booking, 'asha@example.com')).toBe(false);
    expect(bookingContactMatches(booking, '9876543211')).toBe(false);
    expect(bookingContactMatches(booking, '43210')).toBe(false);
  });
});

describe('bookingCanChange', () => {
  it('allows pending and confirmed visits from today on', () => {
    expect(bookingCanChange({ status: 'pending', preferredDate: '2026-11-26' }, '2026-11-26')).toBe(true);
    expect(bookingCanChange({ status: 'confirmed', preferredDate: '2026-12-01' }, '2026-11-26')).toBe(true);
    expect(bookingCanChange({ status: 'pending', preferredDate: '2026-11-25' }, '2026-11-26')).toBe(false);
    expect(bookingCanChange({ status: 'cancelled', preferredDate: '2026-12-01' }, '2026-11-26')).toBe(false);
    expect(bookingCanChange({ status: 'completed', preferredDate: '2026-12-01' }, '2026-11-26')).toBe(false);
  });
});
