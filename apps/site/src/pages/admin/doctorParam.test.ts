import { describe, expect, it } from 'vitest';
import { parseDoctorParam, withDoctorParam } from './doctorParam.ts';

describe('the chosen doctor in the URL', () => {
  it('reads a whole positive id, and nothing else', () => {
    expect(parseDoctorParam('12')).toBe(12);
    for (const value of [null, undefined, '', '0', '-1', '1.5', 'x', '01', '1234567890']) expect(parseDoctorParam(value)).toBeNull();
  });

  it('writes and removes it, keeping the tab', () => {
    expect(withDoctorParam(new URLSearchParams('tab=doctors'), 12).toString()).toBe('tab=doctors&doctor=12');
    expect(withDoctorParam(new URLSearchParams('tab=doctors&doctor=12'), null).toString()).toBe('tab=doctors');
  });
});
