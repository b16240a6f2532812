import type { StaffRole } from '@hospital/contract';

/** The words of the dialog that creates a staff account. */
export interface StaffAccountDialogTexts {
  title: string;
  description: string;
  submit: string;
  cancel: string;
  /** After each field's label. */
  required: string;
  username: string;
  usernameHint: string;
  displayName: string;
  displayNameHint: string;
  role: string;
  roles: Record<StaffRole, string>;
  /** What each role may do, under the role select. */
  roleHints: Record<StaffRole, string>;
  /** The server's reason against a field, by its code ("username_taken"), as a sentence. */
  fieldError: (code: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    staffAccountDialog: StaffAccountDialogTexts;
  }
}

export const STAFF_ACCOUNT_DIALOG_TEXTS: StaffAccountDialogTexts = {
  title: 'Add Staff Account',
  description: 'The account gets a temporary password, shown to you once. It must be changed at the first sign-in.',
  submit: 'Create Account',
  cancel: 'Cancel',
  required: 'required',
  username: 'Username',
  usernameHint: 'What they type to sign in: lowercase letters and digits, with . _ or - between them (sunita.verma).',
  displayName: 'Name',
  displayNameHint: 'As colleagues know them, e.g. Sunita Verma.',
  role: 'Role',
  roles: { admin: 'Admin', reception: 'Reception' },
  roleHints: {
    admin: 'Admin: everything, including staff accounts, the gallery, news and analytics.',
    reception: 'Reception: the front desk, sees and changes appointments only.',
  },
  fieldError: (code) =>
    code === 'username_taken'
      ? 'This username is already taken. Choose another.'
      : code === 'invalid_format'
        ? 'Use lowercase letters and digits, with . _ or - between them.'
        : 'Please check this field.',
};
