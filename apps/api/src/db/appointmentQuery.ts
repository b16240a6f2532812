// The appointments list's search, filters, order and pages in SQL: the contract's
// rules/appointmentQuery.ts, written so that PostgreSQL answers them from the indexes of migration 0005, never by
// reading every row into this process. A page is LIMIT/OFFSET with a count of the same WHERE, or, for the filters the
// tallies of migration 0006 keep, the sum of theirs; the CSV export and the whole list are read in batches, each
// starting after the last row of the one before (keyset), so memory stays flat and no batch rescans the rows before it.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  referenceSearchText,
  searchText,
  type Appointment,
  type AppointmentExportQuery,
  type AppointmentPage,
  type AppointmentSort,
  type AppointmentsQuery,
} from '@hospital/contract';
import { slotMinuteKey, statusSortKey, textSortKey } from './appointmentKeys.ts';
import type { Db } from './client.ts';
import { toAppointment } from './rows.ts';
import { appointmentTallies, appointments } from './schema.ts';

/** `%`, `_` and `\` in a search are text, not LIKE's wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * No stored text holds a NUL (PostgreSQL refuses it, and both servers refuse it in every body), and none may be sent
 * to the database as a parameter: a search or department with one matches nothing, as it does on the mock.
 */
const NEVER = sql`false`;
const unstorable = (text: string) => text.includes('\u0000');

/**
 * The search: part of the lower-cased name, e-mail, phone or department, or, for 4+ letters and digits, part of the
 * reference with its dashes left out. Each arm is one column of the trigram index (migration 0005), written alike.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = searchText(q);
  if (text === '') return undefined;
  if (unstorable(text)) return NEVER;
  const pattern = `%${escapeLike(text)}%`;
  const arms = [appointments.patientName, appointments.email, appointments.phone, appointments.department].map((column) => sql`lower(${column}) LIKE ${pattern}`);
  const reference = referenceSearchText(q);
  if (reference !== undefined) arms.push(sql`replace(${appointments.reference}, '-', '') LIKE ${`%${escapeLike(reference)}%`}`);
  return or(...arms);
}

/** Every filter of the query as one WHERE (undefined when there is none). */
export function appointmentCondition(query: AppointmentExportQuery): SQL | undefined {
  return and(
    query.status === undefined ? undefined : eq(appointments.status, query.status),
    query.doctorId === undefined ? undefined : eq(appointments.doctorId, query.doctorId),
    query.department === undefined ? undefined : unstorable(query.department) ? NEVER : eq(appointments.department, query.department),
    query.from === undefined ? undefined : gte(appointments.preferredDate, query.from),
    query.to === undefined ? undefined : lte(appointments.preferredDate, query.to),
    // Still waiting for a new time: marked by a timetable change and still coming (the contract's needsNewTimeNow).
    query.needsNewTime === undefined ? undefined : and(isNotNull(appointments.needsNewTime), inArray(appointments.status, ['pending', 'confirmed'])),
    searchCondition(query.q),
  );
}

/** One key of an order: its expression, and the SQL type its text (a batch's cursor) is read back as. */
interface OrderKey {
  expression: SQL;
  type: 'text' | 'date' | 'integer' | 'timestamptz';
}

/** The keys a sort orders by before the id (which ends every order), as the indexes of migration 0005 hold them. */
function sortKeys(key: AppointmentSort['key']): OrderKey[] {
  switch (key) {
    case 'id':
      return [];
    case 'patientName':
    case 'reference':
    case 'email':
    case 'department':
      return [{ expression: textSortKey(appointments[key]), type: 'text' }];
    case 'preferredDate':
      return [
        { expression: sql`${appointments.preferredDate}`, type: 'date' },
        { expression: slotMinuteKey(appointments.preferredTime), type: 'integer' },
      ];
    case 'status':
      return [{ expression: statusSortKey(appointments.status), type: 'integer' }];
    case 'createdAt':
      return [{ expression: sql`${appointments.createdAt}`, type: 'timestamptz' }];
  }
}

interface Order {
  keys: OrderKey[];
  descending: boolean;
  /** ORDER BY: the keys, then the id, all one way. */
  by: SQL[];
}

function orderOf(sort: AppointmentSort | undefined): Order {
  const keys = sortKeys(sort?.key ?? 'id');
  const descending = sort?.direction === 'desc';
  const way = descending ? desc : asc;
  return { keys, descending, by: [...keys.map((key) => way(key.expression)), way(appointments.id)] };
}

/**
 * How many rows match, when the filters are only a status, a doctor and a department (or none): the sum of their
 * combinations' tallies (migration 0006), a few thousand rows at most, where a count of the table would read every
 * match. Undefined for a search or a date range, whose exact count reads its (narrow) index.
 */
function talliedTotal(db: Db, query: AppointmentExportQuery) {
  if (searchText(query.q) !== '' || query.from !== undefined || query.to !== undefined || query.needsNewTime !== undefined) return undefined;
  return db
    .select({ total: sql<number>`coalesce(sum(${appointmentTallies.count}), 0)`.mapWith(Number) })
    .from(appointmentTallies)
    .where(
      and(
        query.status === undefined ? undefined : eq(appointmentTallies.status, query.status),
        query.doctorId === undefined ? undefined : eq(appointmentTallies.doctorId, query.doctorId),
        query.department === undefined ? undefined : unstorable(query.department) ? NEVER : eq(appointmentTallies.department, query.department),
      ),
    );
}

/** The two queries of a page: its rows, and how many rows match (built, not run: the plan test explains them). */
export function appointmentPageQueries(db: Db, query: AppointmentsQuery) {
  const where = appointmentCondition(query);
  return {
    rows: db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(...orderOf(query.sort).by)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total: talliedTotal(db, query) ?? db.select({ total: count() }).from(appointments).where(where),
  };
}

/** One page of the list, and how many rows match. */
export async function selectAppointmentPage(db: Db, query: AppointmentsQuery): Promise<AppointmentPage> {
  const queries = appointmentPageQueries(db, query);
  const rows = await queries.rows;
  const [{ total } = { total: 0 }] = await queries.total;
  return { items: rows.map(toAppointment), total, page: query.page, pageSize: query.pageSize };
}

/** Rows a batch of the export or the whole list reads. */
export const APPOINTMENT_BATCH = 2000;

/** Where a batch starts: just after the previous batch's last row, its sort keys as text and its id. */
export interface BatchCursor {
  keys: string[];
  id: number;
}

/** The query of one batch (built, not run): the filters' rows after `cursor` in the order, `batchSize` of them. */
export function appointmentBatchQuery(db: Db, query: AppointmentExportQuery, cursor: BatchCursor | undefined, batchSize = APPOINTMENT_BATCH) {
  const order = orderOf(query.sort);
  const cursorColumns = Object.fromEntries(order.keys.map((key, i) => [`k${i}`, sql<string>`(${key.expression})::text`]));
  return db
    .select({ row: appointments, ...cursorColumns })
    .from(appointments)
    .where(and(appointmentCondition(query), cursor === undefined ? undefined : after(order, cursor)))
    .orderBy(...order.by)
    .limit(batchSize);
}

/**
 * Every appointment the query's filters pass, in its order, a batch at a time: each batch is one short query that
 * starts after the previous batch's last row (its sort keys, read back as text, and its id), so it is served by the
 * sort's index and no connection or transaction is held while the client reads. A row that changes its sort key
 * between two batches may be missed or sent twice, as in any export of a table that stays open to writes.
 */
export async function* appointmentBatches(db: Db, query: AppointmentExportQuery, batchSize = APPOINTMENT_BATCH): AsyncGenerator<Appointment[]> {
  const keyCount = sortKeys(query.sort?.key ?? 'id').length;
  let cursor: BatchCursor | undefined;
  for (;;) {
    const rows = (await appointmentBatchQuery(db, query, cursor, batchSize)) as ({ row: typeof appointments.$inferSelect } & Record<string, unknown>)[];
    if (rows.length > 0) yield rows.map(({ row }) => toAppointment(row));
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    cursor = { keys: Array.from({ length: keyCount }, (_, i) => String(last[`k${i}`])), id: last.row.id };
  }
}

/** Rows past the cursor in the order's direction: one row comparison, which the order's index serves as its bound. */
function after(order: Order, cursor: BatchCursor): SQL {
  const comparison = order.descending ? sql.raw('<') : sql.raw('>');
  if (order.keys.length === 0) return sql`${appointments.id} ${comparison} ${cursor.id}`;
  const left = sql.join([...order.keys.map((key) => key.expression), sql`${appointments.id}`], sql`, `);
  const right = sql.join([...order.keys.map((key, i) => sql`CAST(${cursor.keys[i]} AS ${sql.raw(key.type)})`), sql`${cursor.id}`], sql`, `);
  return sql`(${left}) ${comparison} (${right})`;
}
