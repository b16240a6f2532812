// Users, sign-in, staff accounts and passwords.
import { z } from 'zod';
import { DEFAULTS, STAFF_ROLES, USER_ROLES } from '../constants.ts';
import { FIELD_CODES } from '../errorCodes.ts';
import { idSchema, nameText, REQUIRED, requiredText, SINGLE_LINE, timestampSchema } from './common.ts';
import { isSingleLine } from '../rules/input.ts';
import { PASSWORD_RULES } from '../rules/auth.ts';

/** A user as the API shows it: never a password or its hash. */
export const userSchema = z.object({
  id: idSchema,
  username: requiredText(80),
  /** The name staff see in the Staff tab and the audit trail ("Sunita Verma, front desk"). */
  displayName: requiredText(80),
  role: z.enum(USER_ROLES),
  /** A deactivated account cannot sign in, and its sessions ended when it was deactivated. */
  active: z.boolean(),
  /** Set by a temporary password (a new account, a reset): the next sign-in must choose a new one first. */
  mustChangePassword: z.boolean(),
  lastSignInAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** A stored password hash: `scrypt:N:r:p:saltHex:keyHex` (made and checked by the `server` subpath's passwordHash.ts). */
export const PASSWORD_HASH_PATTERN = /^scrypt:\d+:\d+:\d+:[0-9a-f]+:[0-9a-f]+$/;

/** A user as the seed and the mock API store it. */
export const storedUserSchema = userSchema.extend({
  passwordHash: z.string().regex(PASSWORD_HASH_PATTERN),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/** The spec's insert shape of a user (the seed tool's input): username, password, role. */
export const insertUserSchema = z.object({
  username: nameText(80),
  password: z.string({ error: REQUIRED }).min(8, 'Must be at least 8 characters').max(200),
  role: z.enum(USER_ROLES).default(DEFAULTS.userRole),
});
export type InsertUser = z.infer<typeof insertUserSchema>;

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(80).refine(isSingleLine, SINGLE_LINE),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The login response: the whole user record, stored in the browser under `user`. */
export const loginResponseSchema = userSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;


export const newPasswordSchema = z
  .string({ error: REQUIRED })
  .min(PASSWORD_RULES.minLength, `Must be at least ${PASSWORD_RULES.minLength} characters`)
  .max(PASSWORD_RULES.maxLength, `Must be at most ${PASSWORD_RULES.maxLength} characters`);

/** A signed-in user changes their own password; their other sessions end. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(PASSWORD_RULES.maxLength),
    newPassword: newPasswordSchema,
  })
  .strict()
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
    params: { code: FIELD_CODES.samePassword },
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A staff username: what they type at sign-in, so plain lowercase letters, digits, and . _ - between them. */
export const usernameSchema = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(3, 'Must be at least 3 characters')
  .max(40, 'Must be at most 40 characters')
  .regex(/^[a-z0-9]+(?:[._-][a-z0-9]+)*$/, 'Use lowercase letters and digits, with . _ or - between them');

/** An admin creates a staff account; the server answers it with a temporary password, shown once. */
export const createStaffSchema = z
  .object({
    username: usernameSchema,
    displayName: nameText(80),
    role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
  })
  .strict();
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** An admin changes an account: its role, whether it may sign in, its display name. */
export const updateStaffSchema = z
  .object({
    role: z.enum(STAFF_ROLES, { error: 'Choose a role' }).optional(),
    active: z.boolean().optional(),
    displayName: nameText(80).optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: 'Nothing to change', path: ['_'] });
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** A password made by the server for a new account or a reset: shown to the admin once, changed at first sign-in. */
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;

export const createdStaffSchema = userSchema.extend(temporaryPasswordSchema.shape);
export type CreatedStaff = z.infer<typeof createdStaffSchema>;

/** The demo's accounts, shown on the sign-in page; none in production (the server decides, not the build). */
export const demoAccountsSchema = z.object({
  accounts: z.array(z.object({ username: z.string(), password: z.string(), role: z.enum(USER_ROLES) })),
});
export type DemoAccounts = z.infer<typeof demoAccountsSchema>;
