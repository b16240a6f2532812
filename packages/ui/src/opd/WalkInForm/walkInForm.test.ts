import { describe, expect, it } from 'vitest';
import { parseWalkInAge, walkInDefaults, walkInFieldProblems, walkInFormSchema, walkInPlacesText } from './walkInForm.ts';

const filled = {
  ...walkInDefaults('Cardiology'),
  patientName: 'Sunita Devi',
  email: 'sunita@example.com',
  phone: '+91 98110 44556',
  age: 62,
  gender: 'Female',
  reasonForVisit: 'Palpitations since morning.',
  consent: true,
};

describe('walkInFormSchema', () => {
  it('takes the booking form’s fields less the day, the slot and the doctor', () => {
    const parsed = walkInFormSchema.parse(filled);
    expect(parsed).toEqual({ ...filled, language: 'en' });
    expect('doctorId' in walkInFormSchema.shape).toBe(false);
  });

  it('names each missing field, consent too', () => {
    const result = walkInFormSchema.safeParse(walkInDefaults('Cardiology'));
    expect(result.success).toBe(false);
    const paths = new Set(result.error!.issues.map((issue) => issue.path[0]));
    for (const field of ['patientName', 'email', 'phone', 'age', 'gender', 'reasonForVisit', 'consent']) expect(paths.has(field)).toBe(true);
  });
});

describe('the walk-in form’s small rules', () => {
  it('reads the age as typed', () => {
    expect(parseWalkInAge('')).toBeUndefined();
    expect(parseWalkInAge(' 42 ')).toBe(42);
    expect(parseWalkInAge(7)).toBe(7);
    expect(parseWalkInAge('4.5')).toBe(4.5);
  });

  it('keeps the server’s refusals of the form’s own fields', () => {
    expect(walkInFieldProblems({ phone: 'Enter a valid phone number', doctorId: 'No session today' })).toEqual([['phone', 'Enter a valid phone number']]);
    expect(walkInFieldProblems(undefined)).toEqual([]);
  });

  it('says the walk-in places left', () => {
    expect(walkInPlacesText({ allowed: 10, taken: 3 })).toBe('7 of 10 walk-in places left this session.');
    expect(walkInPlacesText({ allowed: 1, taken: 0 })).toBe('1 of 1 walk-in place left this session.');
    expect(walkInPlacesText({ allowed: 10, taken: 10 })).toBe('All 10 walk-in places of this session are taken.');
  });
});
