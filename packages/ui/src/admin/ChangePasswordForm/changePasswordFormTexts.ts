import { PASSWORD_RULES } from '@hospital/contract';
import type { ChangePasswordField } from './changePasswordForm.ts';

/** The words of the change-password form. */
export interface ChangePasswordFormTexts {
  title: string;
  intro: string;
  /** Instead of the intro when the password is temporary and must be changed before anything else. */
  requiredIntro: string;
  currentPassword: string;
  newPassword: string;
  newPasswordHint: (minLength: number) => string;
  confirmPassword: string;
  submit: string;
  cancel: string;
  /** After each field's label. */
  required: string;
  /**
   * A field's problem, by its code (the browser's check or the server's answer), as a clear sentence. `advice` is
   * the server's own sentence where its code has one: why a password is easy to guess (in English: the estimator
   * that judges it speaks no Hindi).
   */
  fieldError: (field: ChangePasswordField, code: string, advice?: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    changePasswordForm: ChangePasswordFormTexts;
  }
}

export const CHANGE_PASSWORD_FORM_TEXTS: ChangePasswordFormTexts = {
  title: 'Change Password',
  intro: 'Choose a new password. Your other sessions are signed out when it changes.',
  requiredIntro: 'You signed in with a temporary password. Choose a password of your own to continue.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: (minLength) =>
    `At least ${minLength} characters. A few words you will remember make a good password; one that is easy to guess (a common password, a name, a keyboard row) is refused.`,
  confirmPassword: 'Confirm new password',
  submit: 'Change Password',
  cancel: 'Cancel',
  required: 'required',
  fieldError: (field, code, advice) => {
    switch (code) {
      case 'required':
        return field === 'confirmPassword' ? 'Type the new password again.' : 'Enter your current password.';
      case 'wrong_password':
        return 'The current password is not right.';
      case 'weak_password':
        return advice ?? 'This password is easy to guess: it is among the first that attackers try. Choose another.';
      case 'same_password':
        return 'Choose a password different from the current one.';
      case 'password_mismatch':
        return 'The two new passwords do not match.';
      case 'too_small':
        return field === 'currentPassword' ? 'Enter your current password.' : `Use at least ${PASSWORD_RULES.minLength} characters.`;
      case 'too_big':
        return `Use at most ${PASSWORD_RULES.maxLength} characters.`;
      default:
        return 'Please check this field.';
    }
  },
};
