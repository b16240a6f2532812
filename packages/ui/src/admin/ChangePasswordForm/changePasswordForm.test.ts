import { describe, expect, it } from 'vitest';
import { FIELD_CODES, PASSWORD_RULES } from '@hospital/contract';
import { FIELD_REQUIRED, PASSWORD_MISMATCH, changePasswordCodes, changePasswordFormSchema } from './changePasswordForm.ts';

const longEnough = 'correct horse battery';

describe('changePasswordFormSchema', () => {
  it('gives the API only the current and the new password', () => {
    const values = { currentPassword: 'temporary-1', newPassword: longEnough, confirmPassword: longEnough };
    expect(changePasswordFormSchema.parse(values)).toEqual({ currentPassword: 'temporary-1', newPassword: longEnough });
  });

  it('says each empty field is required', () => {
    expect(changePasswordCodes({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: FIELD_REQUIRED,
      newPassword: 'too_small',
      confirmPassword: FIELD_REQUIRED,
    });
  });

  it(`refuses a new password under ${PASSWORD_RULES.minLength} characters with zod's code, as the server does`, () => {
    const short = 'a'.repeat(PASSWORD_RULES.minLength - 1);
    expect(changePasswordCodes({ currentPassword: 'x', newPassword: short, confirmPassword: short })).toEqual({ newPassword: 'too_small' });
  });

  it("refuses the same password with the contract's code", () => {
    expect(changePasswordCodes({ currentPassword: longEnough, newPassword: longEnough, confirmPassword: longEnough })).toEqual({
      newPassword: FIELD_CODES.samePassword,
    });
  });

  it('refuses a confirmation that differs', () => {
    expect(changePasswordCodes({ currentPassword: 'x', newPassword: longEnough, confirmPassword: `${longEnough}!` })).toEqual({
      confirmPassword: PASSWORD_MISMATCH,
    });
  });
});
