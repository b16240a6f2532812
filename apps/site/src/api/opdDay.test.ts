import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@hospital/contract';
import { ApiError } from './client.ts';
import { OPD_DAY_REFRESH_MS, opdDayError, opdDayKey } from './opdDay.ts';

describe('the OPD day’s reads and errors', () => {
  it('asks for a doctor’s day, the server’s today unless a date is given', () => {
    expect(opdDayKey(3)).toBe(`${API_PATHS.opdDay}?doctorId=3`);
    expect(opdDayKey(3, '')).toBe(`${API_PATHS.opdDay}?doctorId=3`);
    expect(opdDayKey(3, '2026-11-27')).toBe(`${API_PATHS.opdDay}?doctorId=3&date=2026-11-27`);
  });

  it('polls at the contract’s interval', () => {
    expect(OPD_DAY_REFRESH_MS).toBe(5000);
  });

  it('throws the server’s sentence, with the fields it named', () => {
    const refused = opdDayError(
      new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Please correct the highlighted fields.', code: 'validation_failed', fields: { phone: 'Enter a valid phone number' } })),
      'fallback',
    );
    expect(refused.message).toBe('Please correct the highlighted fields.');
    expect(refused.fields).toEqual({ phone: 'Enter a valid phone number' });
    const offline = opdDayError(new TypeError('Failed to fetch'), 'The check-in did not go through.');
    expect(offline.message).toBe('The check-in did not go through.');
    expect(offline.fields).toBeUndefined();
  });
});
