// The audit trail: sign-ins, failed sign-ins, every change an admin makes and a patient's cancel or move of their
// booking, with who, when, and the values before and after. Patients' details never go in: an appointment's entry
// holds its status, day and slot only.
import type { Db } from './db/client.ts';
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
