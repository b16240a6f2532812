// Accounts and what signing in keeps: the users, their sessions and known browsers, the throttles' counters, and
// the audit trail of who did what.
import { bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@hospital/contract';
import { createdAt } from './columns.ts';

export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** The name staff see in the Staff tab and the audit trail. */
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: userRole('role').notNull().default('patient'),
  /** A deactivated account cannot sign in; its sessions ended when it was deactivated. */
  active: boolean('active').notNull().default(true),
  /** A temporary password (a new account, a reset): nothing but choosing a new one until it is changed. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Signed-in sessions. Only a SHA-256 of the cookie's token is stored, so a copy of the table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * The throttles' counters (rules/throttle.ts in the contract): attempts under one key since its window opened. An
 * attempt is counted before its work, by one INSERT ... ON CONFLICT ... DO UPDATE ... RETURNING, so concurrent
 * attempts on any instance each see their own count.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('attempt_counters_window_idx').on(table.windowStartedAt)],
);

/**
 * Browsers that signed in to an account (the known-device cookie). Only a SHA-256 of the cookie's id is stored. A
 * known browser's sign-ins have a throttle count of their own, so strangers' guesses cannot lock it out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

/** Who did what and when: sign-ins and every change an admin makes, with the values before and after. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    address: text('address'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_events_at_idx').on(table.at)],
);
