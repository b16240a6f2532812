import { describe, expect, it } from 'vitest';
import {
  BOOKING_THROTTLE,
  SIGN_IN_THROTTLE,
  attemptWait,
  bookingLimits,
  bookingLimitsFromEnv,
  bookingLookupLimits,
  nextAttemptWindow,
  signInLimits,
  throttleAddress,
  tooManyBookingsMessage,
} from './throttle.ts';

const WINDOW = 15 * 60_000;

describe('a throttle window', () => {
  it('opens at the first attempt, counts on within it, and starts again once it has ended', () => {
    const first = nextAttemptWindow(undefined, 1_000, WINDOW);
    expect(first).toEqual({ count: 1, startedAt: 1_000 });
    const second = nextAttemptWindow(first, 5_000, WINDOW);
    expect(second).toEqual({ count: 2, startedAt: 1_000 });
    expect(nextAttemptWindow(second, 1_000 + WINDOW, WINDOW)).toEqual({ count: 1, startedAt: 1_000 + WINDOW });
  });

  it('makes the attempt over a limit wait until that window ends, the longest wait of all its counts', () => {
    const now = 60_000;
    expect(attemptWait([{ count: 6, startedAt: 0, limit: 6 }], now, WINDOW)).toBe(0);
    expect(attemptWait([{ count: 7, startedAt: 0, limit: 6 }], now, WINDOW)).toBe(WINDOW - now);
    expect(
      attemptWait(
        [
          { count: 7, startedAt: 0, limit: 6 },
          { count: 31, startedAt: 30_000, limit: 30 },
          { count: 2, startedAt: 59_000, limit: 100 },
        ],
        now,
        WINDOW,
      ),
    ).toBe(WINDOW - 30_000);
    // A window another instance opened a moment after this attempt read its clock: still at most one window.
    expect(attemptWait([{ count: 7, startedAt: now + 5, limit: 6 }], now, WINDOW)).toBe(WINDOW);
  });
});

describe('what an attempt counts against', () => {
  it('counts a sign-in per account and address, per address and per account, whatever the username’s case', () => {
    expect(signInLimits(' Admin ', '203.0.113.9').map(({ key, limit }) => [key, limit])).toEqual([
      ['sign-in:account+address:admin\u0001203.0.113.9', SIGN_IN_THROTTLE.perAccountAndAddress],
      ['sign-in:address:203.0.113.9', SIGN_IN_THROTTLE.perAddress],
      ['sign-in:account:admin', SIGN_IN_THROTTLE.perAccount],
    ]);
  });

  it('counts a known browser’s sign-in on that browser alone', () => {
    expect(signInLimits('admin', '203.0.113.9', 'abc')).toEqual([{ key: 'sign-in:device:abc', limit: SIGN_IN_THROTTLE.perKnownDevice, onSuccess: 'forget' }]);
  });

  it('counts IPv6 addresses by their /64, and an IPv4 address written as IPv6 as itself', () => {
    expect(throttleAddress('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64');
    expect(throttleAddress('2001:0db8:85a3:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:85a3:12::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('2001:DB8::1%eth0')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(throttleAddress('198.51.100.4')).toBe('198.51.100.4');
    expect(bookingLookupLimits('2001:db8:1:2:3:4:5:6')[0]!.key).toBe('booking-lookup:address:2001:db8:1:2::/64');
  });
});

describe('what a booking counts against', () => {
  const keysOf = (booking: { phone: string; email: string }, address = '203.0.113.9') => bookingLimits(booking, address).map(({ key }) => key);

  it('counts its phone, its e-mail and its address, each a day, with the contract’s limits unless a server sets its own', () => {
    expect(bookingLimits({ phone: '+91 98765 43210', email: 'Asha@Example.in' }, '203.0.113.9')).toEqual([
      { key: 'booking:phone:9876543210', limit: BOOKING_THROTTLE.perContact, onSuccess: 'refund' },
      { key: 'booking:email:asha@example.in', limit: BOOKING_THROTTLE.perContact, onSuccess: 'refund' },
      { key: 'booking:address:203.0.113.9', limit: BOOKING_THROTTLE.perAddress, onSuccess: 'refund' },
    ]);
    expect(bookingLimits({ phone: '9876543210', email: 'a@example.in' }, '::1', { perContact: 2, perAddress: 7 }).map(({ limit }) => limit)).toEqual([2, 2, 7]);
    expect(BOOKING_THROTTLE.windowMs).toBe(24 * 60 * 60_000);
  });

  it('reads one phone and one e-mail however they are written, as a patient’s look-up does', () => {
    const one = keysOf({ phone: '+91 98765 43210', email: 'asha@example.in' });
    expect(keysOf({ phone: '098765-43210', email: ' ASHA@example.in ' })).toEqual(one);
    expect(keysOf({ phone: '(+91) 9876543210', email: 'asha+clinic@example.in' })).toEqual(one);
    expect(keysOf({ phone: '+91 98765 43211', email: 'asha2@example.in' })).not.toContain(one[0]);
  });

  it('counts an IPv6 client by its /64, as the sign-in throttle does', () => {
    const booking = { phone: '9876543210', email: 'a@example.in' };
    expect(keysOf(booking, '2001:db8:1:2:aaaa::1').at(-1)).toBe('booking:address:2001:db8:1:2::/64');
    expect(keysOf(booking, '2001:db8:1:2:bbbb::2').at(-1)).toBe(keysOf(booking, '2001:db8:1:2:aaaa::1').at(-1));
    expect(keysOf(booking, '::ffff:198.51.100.4').at(-1)).toBe('booking:address:198.51.100.4');
  });

  it('says how many hours to wait, and where to call instead', () => {
    expect(tooManyBookingsMessage(90 * 60_000)).toMatch(/try again in 2 hours, or call the hospital on \+91/);
    expect(tooManyBookingsMessage(1)).toMatch(/in 1 hour,/);
  });
});

describe('a server’s booking limits', () => {
  it('are the contract’s unless set, and each a whole number from 1 to a million', () => {
    expect(bookingLimitsFromEnv({})).toEqual({ perContact: BOOKING_THROTTLE.perContact, perAddress: BOOKING_THROTTLE.perAddress });
    expect(bookingLimitsFromEnv({ BOOKING_LIMIT_PER_CONTACT: '3', BOOKING_LIMIT_PER_ADDRESS: '1000000' })).toEqual({ perContact: 3, perAddress: 1_000_000 });
    expect(bookingLimitsFromEnv({ BOOKING_LIMIT_PER_CONTACT: '' })).toEqual(bookingLimitsFromEnv({}));
    for (const bad of ['0', '-1', '2.5', '1e3', 'ten', '1000001', '0x10']) {
      expect(() => bookingLimitsFromEnv({ BOOKING_LIMIT_PER_ADDRESS: bad }), bad).toThrow(`BOOKING_LIMIT_PER_ADDRESS must be a whole number of bookings a day from 1 to 1000000, got "${bad}"`);
    }
  });
});
