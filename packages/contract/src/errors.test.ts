import { describe, expect, it } from 'vitest';
import { apiError, tooManyAttemptsError } from './errors.ts';

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
