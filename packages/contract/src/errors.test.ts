import { describe, expect, it } from 'vitest';
import { apiError, tooManyAttemptsError, zodProblems } from './errors.ts';
import { bookingLookupSchema, bookingRequestSchema, noQuerySchema, updateTaskSchema } from './schemas.ts';

const VALID = {
  patientName: 'Kavita Sharma',
  email: 'kavita@example.in',
  phone: '+91 98765 43210',
  age: 42,
  gender: 'Female',
  department: 'Cardiology',
  preferredDate: '2026-12-02',
  preferredTime: '10:30 AM',
  reasonForVisit: 'Chest pain on climbing stairs.',
  consent: true,
};
const codesOf = (result: { success: boolean; error?: unknown }) =>
  Object.fromEntries(Object.entries(zodProblems(result.error as Parameters<typeof zodProblems>[0])).map(([field, problem]) => [field, problem.code]));

describe('the codes beside the messages', () => {
  // Clients read these, not the English: a zod upgrade that renames one fails here, not in a patient's browser.
  it('are zod’s issue codes for the schema’s checks', () => {
    expect(
      codesOf(
        bookingRequestSchema.safeParse({ ...VALID, patientName: '', email: 'x@', phone: 'call me', age: 1.5, gender: undefined, preferredDate: '2026-13-45', reasonForVisit: 'x'.repeat(2001), consent: false }),
      ),
    ).toEqual({
      patientName: 'too_small',
      email: 'invalid_format',
      phone: 'invalid_format',
      age: 'invalid_type',
      gender: 'invalid_value',
      preferredDate: 'invalid_format',
      reasonForVisit: 'too_big',
      consent: 'invalid_value',
    });
    expect(codesOf(bookingRequestSchema.safeParse({ ...VALID, age: -1 }))).toEqual({ age: 'too_small' });
    expect(codesOf(bookingRequestSchema.safeParse({ ...VALID, age: 131 }))).toEqual({ age: 'too_big' });
  });

  it('are the contract’s own for its custom checks, and name each unknown key', () => {
    expect(codesOf(bookingLookupSchema.safeParse({ reference: 'CCH-12', contact: '98765 43210' }))).toEqual({ reference: 'invalid_reference' });
    expect(codesOf(updateTaskSchema.safeParse({ startDate: '2026-05-10', endDate: '2026-05-01' }))).toEqual({ endDate: 'end_before_start' });
    expect(codesOf(noQuerySchema.safeParse({ _embed: 'users', q: 'x' }))).toEqual({ _embed: 'unknown_field', q: 'unknown_field' });
  });
});

describe('an error body', () => {
  it('has the sentence and code of its kind, and each field’s message and code side by side', () => {
    expect(apiError('notFound')).toEqual({ message: 'Not Found', code: 'not_found' });
    expect(apiError('validationFailed', { phone: { message: 'Enter a valid phone number', code: 'invalid_format' } })).toEqual({
      message: 'Validation failed',
      code: 'validation_failed',
      fields: { phone: 'Enter a valid phone number' },
      codes: { phone: 'invalid_format' },
    });
    expect(tooManyAttemptsError('Please wait')).toEqual({ message: 'Please wait', code: 'too_many_attempts' });
  });
});
