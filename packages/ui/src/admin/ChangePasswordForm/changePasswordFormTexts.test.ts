import { describeTexts } from '../../shared/textsTesting.ts';
import { CHANGE_PASSWORD_FORM_TEXTS_HI } from './changePasswordFormTexts.hi.ts';
import { CHANGE_PASSWORD_FORM_TEXTS } from './changePasswordFormTexts.ts';

describeTexts('changePasswordForm', {
  english: CHANGE_PASSWORD_FORM_TEXTS,
  hindi: CHANGE_PASSWORD_FORM_TEXTS_HI,
  samples: {
    newPasswordHint: [[12], [16]],
    fieldError: [
      ['currentPassword', 'required'],
      ['confirmPassword', 'required'],
      ['currentPassword', 'wrong_password'],
      ['newPassword', 'weak_password'],
      ['newPassword', 'weak_password', 'Repeated characters like "aaa" are easy to guess. Add more words that are less common.'],
      ['newPassword', 'same_password'],
      ['confirmPassword', 'password_mismatch'],
      ['newPassword', 'too_small'],
      ['newPassword', 'too_big'],
      ['newPassword', 'invalid_type'],
    ],
  },
});
