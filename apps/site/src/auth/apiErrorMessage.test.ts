import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { apiErrorMessage, apiFieldCodes, apiFieldMessages, isPasswordChangeRequired, isUnauthorized } from './apiErrorMessage.ts';

describe('apiErrorMessage', () => {
  it('reads the server’s message from the JSON body', () => {
    const error = new ApiError(429, 'Too Many Requests', JSON.stringify({ message: 'Please wait 15 minutes and try again.', code: 'too_many_attempts' }));
    expect(apiErrorMessage(error, 'Invalid credentials')).toBe('Please wait 15 minutes and try again.');
  });

  it('falls back for anything else', () => {
    expect(apiErrorMessage(new ApiError(500, 'Server Error', ''), 'Invalid credentials')).toBe('Invalid credentials');
    expect(apiErrorMessage(new ApiError(502, 'Bad Gateway', '<html>'), 'x')).toBe('x');
    expect(apiErrorMessage(new ApiError(400, 'Bad Request', '{"message":"  "}'), 'x')).toBe('x');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Failed to add gallery image')).toBe('Failed to add gallery image');
  });

  it('tells a 401 from other failures', () => {
    expect(isUnauthorized(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'Forbidden', ''))).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });

  it('tells a temporary password that must be changed from any other 403', () => {
    const body = (code: string) => JSON.stringify({ message: 'Change your password first.', code });
    expect(isPasswordChangeRequired(new ApiError(403, 'Forbidden', body('password_change_required')))).toBe(true);
    expect(isPasswordChangeRequired(new ApiError(403, 'Forbidden', body('admin_required')))).toBe(false);
    expect(isPasswordChangeRequired(new ApiError(401, 'Unauthorized', body('password_change_required')))).toBe(false);
    expect(isPasswordChangeRequired(new ApiError(403, 'Forbidden', ''))).toBe(false);
  });

  it('reads the code and the sentence of each refused field', () => {
    const body = { message: 'Check the fields.', code: 'validation_failed', fields: { newPassword: 'Too easy to guess' }, codes: { newPassword: 'weak_password' } };
    expect(apiFieldCodes(new ApiError(400, 'Bad Request', JSON.stringify(body)))).toEqual({ newPassword: 'weak_password' });
    expect(apiFieldCodes(new ApiError(500, 'Server Error', ''))).toEqual({});
    expect(apiFieldMessages(new ApiError(400, 'Bad Request', JSON.stringify(body)))).toEqual({ newPassword: 'Too easy to guess' });
    expect(apiFieldMessages(new ApiError(500, 'Server Error', ''))).toEqual({});
  });
});
