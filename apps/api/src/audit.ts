// The audit trail: sign-ins, failed sign-ins, every change an admin makes and a patient's cancel or move of their
// booking, with who, when, and the values before and after. Patients' details never go in: an appointment's entry
// holds its status, day and slot only.
import { eq } from 'drizzle-orm';
import type { FieldProblems } from '@hospital/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { inTransaction, type Db } from './db/client.ts';
import { auditEvents } from './db/schema.ts';
import type { ApiContext } from './http/context.ts';

export interface AuditEntry {
  action: string;
  entity?: string;
  entityId?: number;
  before?: unknown;
  after?: unknown;
  /** Who, when not the signed-in user (a failed sign-in names the username tried). */
  username?: string;
  /**
   * A patient acting on their booking with its reference: no account is theirs, so no user is named, even when
   * someone happens to be signed in on the same browser.
   */
  byPatient?: boolean;
}

export async function recordAudit(db: Db, c: ApiContext, entry: AuditEntry): Promise<void> {
  const user = entry.byPatient ? undefined : c.get('user');
  await db.insert(auditEvents).values({
    userId: user?.id ?? null,
    username: entry.username ?? user?.username ?? null,
    address: c.get('address'),
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** What the operator did from the command line (`npm run users:create`, ...): no account and no address, actor `cli`. */
export async function recordCliAudit(db: Db, entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>): Promise<void> {
  await db.insert(auditEvents).values({
    userId: null,
    username: 'cli',
    address: null,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A table of records with a numeric id, as every admin-changed table is. */
type RecordTable = PgTable & { id: PgColumn };
type RowOf<T extends RecordTable> = T['$inferSelect'];

/** What an audited change found: no such record, a change the record's current values refuse, or the result. */
export type AuditedOutcome<R> = { kind: 'missing' } | { kind: 'refused'; fields: FieldProblems } | { kind: 'done'; row: R };

interface AuditedChange<T extends RecordTable> {
  table: T;
  id: number;
  /** The audit trail's names: `gallery.update`, `gallery_image`. */
  action: string;
  entity: string;
  /** How the audit trail shows the record before and after (the API's form of it). */
  show: (row: RowOf<T>) => unknown;
}

/**
 * An admin's change of one record: locked, checked against its current values (`change` answers the columns to set,
 * or the fields it refuses), written, and audited with the values before and after, in one transaction.
 */
export function updateAudited<T extends RecordTable>(
  db: Db,
  c: ApiContext,
  {
    change,
    alsoWrite,
    ...spec
  }: AuditedChange<T> & {
    change: (before: RowOf<T>) => { set: Partial<T['$inferInsert']> } | { refused: FieldProblems };
    /** What else the change writes in its transaction (an appointment's messages to its patient). */
    alsoWrite?: (tx: Db, before: RowOf<T>, after: RowOf<T>) => Promise<void>;
  },
): Promise<AuditedOutcome<RowOf<T>>> {
  const { table, id, action, entity, show } = spec;
  return inTransaction(db, async (tx) => {
    const [before] = (await tx.select().from(table as PgTable).where(eq(table.id, id)).for('update')) as RowOf<T>[];
    if (!before) return { kind: 'missing' };
    const decided = change(before);
    if ('refused' in decided) return { kind: 'refused', fields: decided.refused };
    const values = decided.set as Record<string, unknown>;
    const [after] = Object.keys(values).length > 0 ? ((await tx.update(table as PgTable).set(values).where(eq(table.id, id)).returning()) as RowOf<T>[]) : [before];
    await recordAudit(tx, c, { action, entity, entityId: id, before: show(before), after: show(after!) });
    await alsoWrite?.(tx, before, after!);
    return { kind: 'done', row: after! };
  });
}

/** An admin's deletion of one record, audited with what it held; undefined when there was none. */
export function deleteAudited<T extends RecordTable>(db: Db, c: ApiContext, { table, id, action, entity, show }: AuditedChange<T>): Promise<RowOf<T> | undefined> {
  return inTransaction(db, async (tx) => {
    const [before] = (await tx.delete(table as PgTable).where(eq(table.id, id)).returning()) as RowOf<T>[];
    if (before) await recordAudit(tx, c, { action, entity, entityId: id, before: show(before) });
    return before;
  });
}
