import { describe, expect, it } from 'vitest';
import { bookingRequestOf, sameRequest, withoutBooking } from './bookingAddress.ts';

describe('the booking address', () => {
  it('reads the doctor or department a query asks the dialog for, and nothing from a query without it', () => {
    expect(bookingRequestOf('?q=x&book=1&doctor=12')).toEqual({ doctorId: 12 });
    expect(bookingRequestOf('?book=1&department=General+Medicine')).toEqual({ department: 'General Medicine' });
    expect(bookingRequestOf('?book=1')).toEqual({});
    expect(bookingRequestOf('?q=x')).toBeNull();
    expect(bookingRequestOf('?book=yes')).toBeNull();
  });

  it('ignores a doctor that is no whole positive number', () => {
    expect(bookingRequestOf('?book=1&doctor=0')).toEqual({});
    expect(bookingRequestOf('?book=1&doctor=7x')).toEqual({});
  });

  it('takes the booking out of a query and leaves the rest', () => {
    expect(withoutBooking('?q=x&book=1&doctor=2&department=Urology').toString()).toBe('q=x');
  });

  it('compares requests by what they ask for', () => {
    expect(sameRequest({ doctorId: 3 }, { doctorId: 3 })).toBe(true);
    expect(sameRequest({ doctorId: 3 }, { doctorId: 4 })).toBe(false);
    expect(sameRequest({}, null)).toBe(false);
    expect(sameRequest(null, null)).toBe(true);
  });
});
