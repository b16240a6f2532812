// What the tables of every area share: the creation time most records carry, and a check's list of the contract's values.
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A check's list of the contract's values: `'en', 'hi'`. */
export const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
