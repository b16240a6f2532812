// The appointments list's sort keys as SQL expressions. The table's indexes (schema.ts, migration 0005)
// are built on exactly these expressions and the list's queries (appointmentQuery.ts) order by them, so PostgreSQL
// reads the first page of any sort straight from an index. Built from the contract's own lists and rules, so the
// order is the contract's (rules/appointmentQuery.ts: compareAppointments) whatever the database's collation.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES } from '@hospital/contract';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A text column as the list sorts it: every case together, then by code point (`lower(…) COLLATE "C"`), never by
 * the database's locale.
 */
export const textSortKey = (column: AnyPgColumn): SQL => sql`lower(${column}) COLLATE "C"`;

/**
 * The slot's minute of the day ("2:30 PM" = 870, the contract's slotStartMinute), parsed from its text with
 * IMMUTABLE functions only (split_part, right, integer casts), so an index can hold it: the column is any slot a
 * timetable makes ("9:15 AM"), and its CHECK (schema.ts) keeps every value in that form.
 */
export const slotMinuteKey = (column: AnyPgColumn | SQL): SQL =>
  sql`((split_part(${column}, ':', 1)::integer % 12) * 60 + split_part(split_part(${column}, ':', 2), ' ', 1)::integer + (CASE WHEN right(${column}, 2) = 'PM' THEN 720 ELSE 0 END))`;

/** The statuses in the list's order: by their lower-case text, by code point (not the enum's declared order). */
export const STATUS_ORDER = [...APPOINTMENT_STATUSES].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));

/**
 * A status's place in that order (cancelled, checked_in, completed, ...), as the IMMUTABLE function migration 0009
 * made, which an index can hold. Not a CASE on the enum here: a migration cannot name an enum value added in its own
 * transaction, and the migrations run in one (the function compares the status's text, written out in 0009).
 */
export const statusSortKey = (column: AnyPgColumn): SQL => sql`appointment_status_rank(${column})`;

/** The function's CASE, for its migration and the test that checks it still matches the contract's statuses. */
export const statusRankCase = (value: string): string => `CASE ${value}::text ${STATUS_ORDER.map((status, rank) => `WHEN ${literal(status)} THEN ${rank}`).join(' ')} END`;
