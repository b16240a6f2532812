// Users and sign-in.
import { z } from 'zod';
import { DEFAULTS, USER_ROLES } from '../constants.ts';
import { idSchema, nameText, REQUIRED, requiredText, timestampSchema } from './common.ts';

/** A user as the API shows it: never a password or its hash. */
export const userSchema = z.object({
  id: idSchema,
  username: requiredText(80),
  role: z.enum(USER_ROLES),
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

export const insertUserSchema = z.object({
  username: nameText(80),
  password: z.string({ error: REQUIRED }).min(8, 'Must be at least 8 characters').max(200),
  role: z.enum(USER_ROLES).default(DEFAULTS.userRole),
});
export type InsertUser = z.infer<typeof insertUserSchema>;

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(80),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The login response: the whole user record, stored in the browser under `user`. */
export const loginResponseSchema = userSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
