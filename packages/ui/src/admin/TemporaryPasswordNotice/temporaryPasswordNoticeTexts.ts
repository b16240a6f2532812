/** The words of the notice that shows a new account's, or a reset's, temporary password. */
export interface TemporaryPasswordNoticeTexts {
  /** "Account created for sunita.verma" */
  createdTitle: (username: string) => string;
  /** "Password reset for sunita.verma" */
  resetTitle: (username: string) => string;
  passwordLabel: string;
  /** Said once, beside the password. */
  onlyOnce: string;
  /** That the user must change it at the first sign-in. */
  mustChange: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    temporaryPasswordNotice: TemporaryPasswordNoticeTexts;
  }
}

export const TEMPORARY_PASSWORD_NOTICE_TEXTS: TemporaryPasswordNoticeTexts = {
  createdTitle: (username) => `Account created for ${username}`,
  resetTitle: (username) => `Password reset for ${username}`,
  passwordLabel: 'Temporary password',
  onlyOnce: 'This password is shown only now. Copy it and give it to them in person, not by e-mail or chat.',
  mustChange: 'They must change it to a password of their own at their first sign-in.',
  copy: 'Copy password',
  copied: 'Password copied to the clipboard.',
  copyFailed: 'Could not copy. Select the password and copy it by hand.',
  done: 'Done',
};
