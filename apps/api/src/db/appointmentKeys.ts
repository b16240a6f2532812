// The appointments list's sort keys as SQL expressions (issue 22). The table's indexes (schema.ts, migration 0005)
// are built on exactly these expressions and the list's queries (appointmentQuery.ts) order by them, so PostgreSQL
// reads the first page of any sort straight from an index. Built from the contract's own lists and rules, so the
// order is the contract's (rules/appointmentQuery.ts: compareAppointments) whatever the database's collation.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, HOSPITAL_TIME_SLOTS, slotStartMinute } from '@hospital/contract';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A text column as the list sorts it: every case together, then by code point (`lower(…) COLLATE "C"`), never by
 * the database's locale.
 */
export const textSortKey = (column: AnyPgColumn): SQL => sql`lower(${column}) COLLATE "C"`;

/**
 * The slot's minute of the day ("2:30 PM" = 870, the contract's slotStartMinute), as a CASE over the slots: the
 * column is an enum, and an enum's text is not IMMUTABLE in PostgreSQL, so no index could be built on parsing it.
 */
export const slotMinuteKey = (column: AnyPgColumn): SQL =>
  sql`(CASE ${column} ${sql.raw(HOSPITAL_TIME_SLOTS.map((slot) => `WHEN ${literal(slot)} THEN ${slotStartMinute(slot)}`).join(' '))} END)`;

/** The statuses in the list's order: by their lower-case text, by code point (not the enum's declared order). */
const STATUS_ORDER = [...APPOINTMENT_STATUSES].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));

/** A status's place in that order (cancelled, completed, confirmed, pending), as a CASE an index can hold. */
export const statusSortKey = (column: AnyPgColumn): SQL =>
  sql`(CASE ${column} ${sql.raw(STATUS_ORDER.map((status, rank) => `WHEN ${literal(status)} THEN ${rank}`).join(' '))} END)`;
