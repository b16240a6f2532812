import { describe, expect, it } from 'vitest';
import { BOOKING_THROTTLE, MESSAGING, OPD_QUEUE } from '../index.ts';
import { SETTING_BOUNDS, numberSetting, serverSettingsFromEnv, withinBounds } from './settings.ts';

describe('the settings both servers read', () => {
  it('are the contract’s when unset or empty', () => {
    const defaults = { port: 5000, loginWindowMs: undefined, sessionIdleMs: undefined, reminderHours: MESSAGING.reminderHours, checkInGraceMinutes: OPD_QUEUE.checkInGraceMinutes };
    expect(serverSettingsFromEnv({})).toEqual({ ...defaults, bookingLimits: { perContact: BOOKING_THROTTLE.perContact, perAddress: BOOKING_THROTTLE.perAddress } });
    expect(serverSettingsFromEnv({ PORT: '', REMINDER_HOURS: '', CHECK_IN_GRACE_MINUTES: '' })).toMatchObject(defaults);
  });

  it('read each value within its bounds', () => {
    expect(serverSettingsFromEnv({ PORT: '0', LOGIN_WINDOW_MS: '1500', SESSION_IDLE_MS: '200', REMINDER_HOURS: '0.05', CHECK_IN_GRACE_MINUTES: '240' })).toMatchObject({
      port: 0,
      loginWindowMs: 1500,
      sessionIdleMs: 200,
      reminderHours: 0.05,
      checkInGraceMinutes: 240,
    });
    expect(serverSettingsFromEnv({ CHECK_IN_GRACE_MINUTES: '0' }).checkInGraceMinutes).toBe(0);
    expect(serverSettingsFromEnv({ PORT: '65535' }).port).toBe(65_535);
  });

  it('refuse a check-in grace that is not a whole number of minutes from 0 to 240, naming it', () => {
    for (const bad of ['241', '-1', '2.5', 'soon', '1e2', '0x10', ' ']) {
      expect(() => serverSettingsFromEnv({ CHECK_IN_GRACE_MINUTES: bad }), bad).toThrow(`CHECK_IN_GRACE_MINUTES must be a whole number of minutes from 0 to 240, got "${bad}"`);
    }
  });

  it('refuse every other value out of its bounds, naming the setting', () => {
    expect(() => serverSettingsFromEnv({ PORT: '65536' })).toThrow('PORT must be a port number from 0 to 65535, got "65536"');
    expect(() => serverSettingsFromEnv({ PORT: '80.5' })).toThrow(/^PORT must be/);
    expect(() => serverSettingsFromEnv({ LOGIN_WINDOW_MS: '0' })).toThrow('LOGIN_WINDOW_MS must be a number of milliseconds above 0, got "0"');
    expect(() => serverSettingsFromEnv({ SESSION_IDLE_MS: 'never' })).toThrow('SESSION_IDLE_MS must be a number of milliseconds above 0, got "never"');
    expect(() => serverSettingsFromEnv({ REMINDER_HOURS: '-2' })).toThrow('REMINDER_HOURS must be a number of hours above 0, got "-2"');
    expect(() => serverSettingsFromEnv({ REMINDER_HOURS: 'Infinity' })).toThrow(/^REMINDER_HOURS must be/);
    expect(() => serverSettingsFromEnv({ BOOKING_LIMIT_PER_CONTACT: '0' })).toThrow(/^BOOKING_LIMIT_PER_CONTACT must be/);
  });

  it('say "of at least" for a lower bound alone, and check bounds without the text', () => {
    const seconds = { what: 'a number of seconds', min: 1 };
    expect(numberSetting({ WAIT: '1' }, 'WAIT', 30, seconds)).toBe(1);
    expect(() => numberSetting({ WAIT: '0.5' }, 'WAIT', 30, seconds)).toThrow('WAIT must be a number of seconds of at least 1, got "0.5"');
    expect(withinBounds(240, SETTING_BOUNDS.CHECK_IN_GRACE_MINUTES)).toBe(true);
    expect(withinBounds(Number.NaN, SETTING_BOUNDS.REMINDER_HOURS)).toBe(false);
  });
});
