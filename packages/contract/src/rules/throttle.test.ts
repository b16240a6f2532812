import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, attemptWait, bookingLookupLimits, nextAttemptWindow, signInLimits, throttleAddress } from './throttle.ts';

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
