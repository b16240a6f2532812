import { describe, expect, it } from 'vitest';
import { GENDERS } from '@hospital/contract';
import { toSelectOptions } from './Select.tsx';

describe('toSelectOptions', () => {
  it('uses a plain string as both value and label', () => {
    expect(toSelectOptions(GENDERS)).toEqual([
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
      { value: 'Other', label: 'Other' },
      { value: 'Prefer not to say', label: 'Prefer not to say' },
    ]);
  });

  it('keeps objects as given, mixed with strings, in order', () => {
    const doctor = { value: '7', label: 'Dr. Anjali Verma (Gastroenterology)', disabled: true };
    expect(toSelectOptions(['Any', doctor])).toEqual([{ value: 'Any', label: 'Any' }, doctor]);
  });

  it('returns an empty list for no options', () => {
    expect(toSelectOptions([])).toEqual([]);
  });
});
