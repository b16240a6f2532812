// Staff's change of an appointment's status in the database: the row the route's rules read first, and the change
// itself, locked, asked the rules again, written with the times its step sets (the contract's statusChangeTimes),
// audited and told to the patient's outbox, in one transaction.
import { eq } from 'drizzle-orm';
import { statusChangeTimes, type AppointmentStatus } from '@hospital/contract';
import { updateAudited, type AuditedOutcome } from '../audit.ts';
import type { ApiContext } from '../http/context.ts';
import { messageStateOf, type PatientOutbox } from '../messaging/outbox.ts';
import type { Db } from './client.ts';
import { timeColumns, type AppointmentRow } from './opdQueue.ts';
import { appointments } from './schema.ts';

export async function appointmentById(db: Db, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row;
}

export function changeAppointmentStatus(
  db: Db,
  c: ApiContext,
  outbox: PatientOutbox,
  {
    id,
    status,
    now,
    check,
  }: {
    id: number;
    status: AppointmentStatus;
    now: Date;
    /** The route's rules asked again of the locked row (another counter may have moved the visit): throws to refuse. */
    check: (before: AppointmentRow) => void;
  },
): Promise<AuditedOutcome<AppointmentRow>> {
  return updateAudited(db, c, {
    table: appointments,
    id,
    action: 'appointment.status',
    entity: 'appointment',
    // The status only: the audit trail never names the patient.
    show: (row) => ({ status: row.status }),
    change: (before) => {
      check(before);
      return { set: { status, ...timeColumns(statusChangeTimes(before, status, now)) } };
    },
    alsoWrite: (tx, before, after) => outbox.changed(tx, messageStateOf(before), after, 'hospital', c.get('origin'), now),
  });
}
