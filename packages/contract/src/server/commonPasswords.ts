// The commonly used passwords a person may not choose: the 49,000-odd of zxcvbn-ts's common list (MIT, drawn from
// leaked-password corpora), compared in lower case. Too large to send to a browser, so both servers check it here.
import { dictionary } from '@zxcvbn-ts/language-common';
import { FIELD_CODES, type FieldProblems } from '../errorCodes.ts';
import { API_MESSAGES } from '../messages.ts';

let common: ReadonlySet<string> | undefined;

/** The list, read once on first use (the package decompresses it at import, about 10 ms). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * What the server refuses in a new password beyond its schema (newPasswordSchema's length): a common one, as a field
 * problem under `field`. Empty when the password may be used.
 */
export function commonPasswordProblems(password: string, field = 'newPassword'): FieldProblems {
  return isCommonPassword(password) ? { [field]: { message: API_MESSAGES.commonPassword, code: FIELD_CODES.commonPassword } } : {};
}
