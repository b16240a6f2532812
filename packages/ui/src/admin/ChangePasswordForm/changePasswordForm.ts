import { z } from 'zod';
import { changePasswordSchema, zodProblems, type ChangePasswordInput } from '@hospital/contract';

/** The form's three fields: the contract's two and the new password typed again. */
export type ChangePasswordField = keyof ChangePasswordInput | 'confirmPassword';

export interface ChangePasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The browser's own code for a confirmation that differs from the new password (the server never sees it). */
export const PASSWORD_MISMATCH = 'password_mismatch';
/** A field left empty. */
export const FIELD_REQUIRED = 'required';

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The contract's `changePasswordSchema` and the confirmation beside it. Each issue's message is its code (zod's,
 * or the contract's own such as `same_password`), as the server's answer carries them, so the form says both in
 * the same sentences and in the page's language; the output is what the API takes.
 */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, context) => {
    if (values.currentPassword === '') context.addIssue({ code: 'custom', path: ['currentPassword'], message: FIELD_REQUIRED });
    const result = changePasswordSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (!result.success) {
      for (const [field, problem] of Object.entries(zodProblems(result.error))) {
        if (field === 'currentPassword' && values.currentPassword === '') continue;
        context.addIssue({ code: 'custom', path: [field], message: problem.code });
      }
    }
    if (values.confirmPassword === '') context.addIssue({ code: 'custom', path: ['confirmPassword'], message: FIELD_REQUIRED });
    else if (values.confirmPassword !== values.newPassword) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH });
  })
  .transform(({ currentPassword, newPassword }): ChangePasswordInput => ({ currentPassword, newPassword }));

/** The codes of a form's values, by field: what the form shows before anything is sent. */
export function changePasswordCodes(values: ChangePasswordFormValues): Partial<Record<ChangePasswordField, string>> {
  const result = changePasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const codes: Partial<Record<ChangePasswordField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ChangePasswordField;
    codes[field] ??= issue.message;
  }
  return codes;
}
