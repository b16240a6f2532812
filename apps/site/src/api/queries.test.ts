import { describe, expect, it } from 'vitest';
import { doctorIdOf } from './queries.ts';

describe('doctorIdOf', () => {
  it('reads a whole positive number', () => {
    expect(doctorIdOf('1')).toBe(1);
    expect(doctorIdOf('18')).toBe(18);
  });
  it('is null for anything no doctor can have: words, signs, decimals, zero, leading zeros, nothing', () => {
    for (const param of ['abc', '-1', '1.5', '0', '007', '1e3', ' 1', '', undefined]) {
      expect(doctorIdOf(param), String(param)).toBeNull();
    }
  });
});
