// The audit trail: sign-ins, failed sign-ins, every change an admin or the front desk makes and a patient's cancel
// or move of their booking, with who, when, and the values before and after. Patients' details never go in: an
// appointment's entry holds its status, day and slot only.
//
// One function here writes the trail's rows (writeEntries), and only in the transaction of the change it records:
// every audited change runs through auditedChange (or createAudited, updateAudited and deleteAudited, made of it),
// so the change and its entries commit together or not at all. The one entry without a change of its own is a
// refusal (a wrong password), recorded by recordRefusal.
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

/**
 * Who a change is audited as: the request's signed-in user (or patient, `byPatient`) and address; the operator at
 * the command line (`npm run users:create`, ...: no account, no address, named `cli`); or the server itself (the
 * no-show sweep: nobody).
 */
export type AuditActor = ApiContext | 'cli' | 'server';

function actorColumns(actor: AuditActor, entry: AuditEntry) {
  if (actor === 'cli') return { userId: null, username: 'cli', address: null };
  if (actor === 'server') return { userId: null, username: null, address: null };
  const user = entry.byPatient ? undefined : actor.get('user');
  return { userId: user?.id ?? null, username: entry.username ?? user?.username ?? null, address: actor.get('address') };
}

/** The one writer of the audit trail's rows. */
async function writeEntries(db: Db, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditEvents).values(
    entries.map((entry) => ({
      ...actorColumns(actor, entry),
      action: entry.action,
      entity: entry.entity ?? null,
      entityId: entry.entityId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/** Records entries of the change under way, in its transaction (one change may record several: a call and a completion). */
export type Audit = (...entries: AuditEntry[]) => Promise<void>;

/**
 * Runs `work` in one transaction with `audit`, which writes its entries in that same transaction: what `work`
 * changes and what it audits commit together, and a failure of either (a refusal thrown, a constraint, the audit's
 * own insert) leaves neither. `audit` refuses to write once the transaction is over.
 */
export function auditedChange<T>(db: Db, actor: AuditActor, work: (tx: Db, audit: Audit) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    let open = true;
    const audit: Audit = async (...entries) => {
      if (!open) throw new Error('An audit entry is written in the transaction of its change, never after it.');
      await writeEntries(tx, actor, entries);
    };
    try {
      return await work(tx, audit);
    } finally {
      open = false;
    }
  });
}

/** A refusal audited though nothing else changes: a wrong password at sign-in or at a change of password. */
export interface RefusalEntry extends AuditEntry {
  action: 'auth.login_failed' | 'auth.password_change_failed';
}

export function recordRefusal(db: Db, c: ApiContext, entry: RefusalEntry): Promise<void> {
  return writeEntries(db, c, [entry]);
}

/** A table of records with a numeric id, as every admin-changed table is. */
type RecordTable = PgTable & { id: PgColumn };
type RowOf<T extends RecordTable> = T['$inferSelect'];

/** What an audited change found: no such record, a change the record's current values refuse, or the result. */
export type AuditedOutcome<R> = { kind: 'missing' } | { kind: 'refused'; fields: FieldProblems } | { kind: 'done'; row: R };

interface AuditedRecord<T extends RecordTable> {
  table: T;
  /** The audit trail's names: `gallery.update`, `gallery_image`. */
  action: string;
  entity: string;
  /** How the audit trail shows the record (the API's form of it). */
  show: (row: RowOf<T>) => unknown;
}

interface AuditedChange<T extends RecordTable> extends AuditedRecord<T> {
  id: number;
}

/** An admin's new record: inserted and audited with what it holds, in one transaction. */
export function createAudited<T extends RecordTable>(
  db: Db,
  actor: AuditActor,
  { table, values, action, entity, show }: AuditedRecord<T> & { values: T['$inferInsert'] },
): Promise<RowOf<T>> {
  return auditedChange(db, actor, async (tx, audit) => {
    const [created] = (await tx.insert(table as PgTable).values(values as never).returning()) as RowOf<T>[];
    await audit({ action, entity, entityId: (created as { id: number }).id, after: show(created!) });
    return created!;
  });
}

/**
 * An admin's change of one record: locked, checked against its current values (`change` answers the columns to set,
 * or the fields it refuses), written, and audited with the values before and after, in one transaction.
 */
export function updateAudited<T extends RecordTable>(
  db: Db,
  actor: AuditActor,
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
  return auditedChange(db, actor, async (tx, audit): Promise<AuditedOutcome<RowOf<T>>> => {
    const [before] = (await tx.select().from(table as PgTable).where(eq(table.id, id)).for('update')) as RowOf<T>[];
    if (!before) return { kind: 'missing' };
    const decided = change(before);
    if ('refused' in decided) return { kind: 'refused', fields: decided.refused };
    const values = decided.set as Record<string, unknown>;
    const [after] = Object.keys(values).length > 0 ? ((await tx.update(table as PgTable).set(values).where(eq(table.id, id)).returning()) as RowOf<T>[]) : [before];
    await audit({ action, entity, entityId: id, before: show(before), after: show(after!) });
    await alsoWrite?.(tx, before, after!);
    return { kind: 'done', row: after! };
  });
}

/** An admin's deletion of one record, audited with what it held; undefined when there was none. */
export function deleteAudited<T extends RecordTable>(db: Db, actor: AuditActor, { table, id, action, entity, show }: AuditedChange<T>): Promise<RowOf<T> | undefined> {
  return auditedChange(db, actor, async (tx, audit) => {
    const [before] = (await tx.delete(table as PgTable).where(eq(table.id, id)).returning()) as RowOf<T>[];
    if (before) await audit({ action, entity, entityId: id, before: show(before) });
    return before;
  });
}
