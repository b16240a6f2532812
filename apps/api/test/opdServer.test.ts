// What apps/api alone decides about the OPD day without a database: the hospital's clock and the
// check-in grace from the environment (a chosen start refused in production), and the status rank migration 0009
// wrote by hand still matching the contract's statuses (the list's sort by status reads its index).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, OPD_QUEUE } from '@hospital/contract';
import { clockFromEnv, configFromEnv } from '../src/config.ts';
import { STATUS_ORDER, statusRankCase } from '../src/db/appointmentKeys.ts';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';

describe('the hospital’s clock', () => {
  it('is real time unless HOSPITAL_CLOCK_START chooses where it starts', () => {
    expect(Math.abs(clockFromEnv({})().getTime() - Date.now())).toBeLessThan(1000);
    const started = clockFromEnv({ HOSPITAL_CLOCK_START: '2026-12-07T08:30:00+05:30' })().getTime();
    expect(started - Date.parse('2026-12-07T03:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(started - Date.parse('2026-12-07T03:00:00Z')).toBeLessThan(2000);
  });

  it('refuses a chosen start in production, and a start that is not a date-time', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production', HOSPITAL_CLOCK_START: '2026-12-07T08:30:00+05:30' })).toThrow(/HOSPITAL_CLOCK_START/);
    expect(() => configFromEnv({ HOSPITAL_CLOCK_START: 'tomorrow' })).toThrow(/HOSPITAL_CLOCK_START/);
    expect(() => configFromEnv({ NODE_ENV: 'production' })).not.toThrow();
  });

  it('reads the check-in grace from CHECK_IN_GRACE_MINUTES, the contract’s by default', () => {
    expect(configFromEnv({}).checkInGraceMinutes).toBe(OPD_QUEUE.checkInGraceMinutes);
    expect(configFromEnv({ CHECK_IN_GRACE_MINUTES: '5' }).checkInGraceMinutes).toBe(5);
    expect(() => configFromEnv({ CHECK_IN_GRACE_MINUTES: 'soon' })).toThrow(/CHECK_IN_GRACE_MINUTES/);
  });
});

describe('the status rank of migration 0009', () => {
  it('ranks every status of the contract, in the list’s order', () => {
    expect([...STATUS_ORDER].sort()).toEqual([...APPOINTMENT_STATUSES].sort());
    expect(readFileSync(join(MIGRATIONS_FOLDER, '0009_opd_queue.sql'), 'utf8')).toContain(statusRankCase('"status"'));
  });
});
