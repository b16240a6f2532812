// What the queue list draws from a doctor's OPD day (GET /api/opd-day's visits): the patients with a
// token in token order, who is in the doctor's room and who is next, the bookings still expected, and which steps
// each row offers. The steps are the contract's (rules/opdQueue.ts): a button is shown only for a change the server
// allows, so the front desk never meets a refusal it could have been spared.
import {
  checkedInLate,
  servingVisit,
  statusChangeProblem,
  waitingVisits,
  type Appointment,
  type AppointmentStatus,
} from '@hospital/contract';

/** What the queue list reads of a visit. */
export type OpdVisit = Pick<
  Appointment,
  'id' | 'patientName' | 'status' | 'department' | 'preferredDate' | 'preferredTime' | 'reference' | 'phone'
> &
  Partial<Pick<Appointment, 'doctorId' | 'token' | 'walkIn' | 'checkedInAt' | 'calledAt' | 'completedAt' | 'queuedAt' | 'needsNewTime'>>;

/** A row's step: what its button says, and the status it asks for. */
export type OpdActionKind = 'call' | 'complete' | 'absent' | 'undo';

export interface OpdAction {
  kind: OpdActionKind;
  to: AppointmentStatus;
  /** The button's visible words: "Call", "Completed", "Absent", "Undo call". */
  label: string;
}

/** The forward step each status offers, in the order the buttons stand. */
const FORWARD: Partial<Record<AppointmentStatus, readonly Omit<OpdAction, 'label'>[]>> = {
  checked_in: [
    { kind: 'call', to: 'in_consultation' },
    { kind: 'absent', to: 'no_show' },
  ],
  in_consultation: [{ kind: 'complete', to: 'completed' }],
};

/** The step back that undoes a status reached on the OPD day: a call, a completion, an absence, a check-in. */
const UNDO: Partial<Record<AppointmentStatus, { to: AppointmentStatus; label: string }>> = {
  in_consultation: { to: 'checked_in', label: 'Undo call' },
  completed: { to: 'in_consultation', label: 'Undo completed' },
  no_show: { to: 'checked_in', label: 'Undo absent' },
  checked_in: { to: 'confirmed', label: 'Undo check-in' },
};

const LABELS: Record<Exclude<OpdActionKind, 'undo'>, string> = { call: 'Call', complete: 'Completed', absent: 'Absent' };

/**
 * The buttons a row offers, each a change the contract allows (statusChangeProblem): Call and Absent for a patient
 * waiting, Completed for one in the room, and Undo the last step. A walk-in's check-in is not undone (it has no
 * booking to go back to: the contract refuses it), nor an absence of a patient who never had a token.
 */
export function rowActions(visit: Pick<OpdVisit, 'status' | 'walkIn' | 'token'>): OpdAction[] {
  const status = visit.status as AppointmentStatus;
  const actions: OpdAction[] = (FORWARD[status] ?? []).map((step) => ({ ...step, label: LABELS[step.kind as Exclude<OpdActionKind, 'undo'>] }));
  const undo = UNDO[status];
  if (undo) actions.push({ kind: 'undo', ...undo });
  return actions.filter((action) => statusChangeProblem(visit, action.to) === undefined);
}

/** The patients given a token today, in token order (the number the room calls), whatever their status now. */
export function tokenRows<T extends OpdVisit>(visits: readonly T[]): T[] {
  return visits.filter((visit) => visit.token).sort((a, b) => a.token! - b.token! || a.id - b.id);
}

/**
 * The bookings the OPD day still expects: booked (not walk-ins), never given a token, and still pending or confirmed,
 * or marked absent by the end of their session (a patient who comes after all is checked in, as a late one); a
 * booking the hospital moved out of the day (needing a new time) is not expected. In slot order, then by id.
 */
export function expectedRows<T extends OpdVisit>(visits: readonly T[]): T[] {
  return visits
    .filter((visit) => !visit.walkIn && !visit.token && ['pending', 'confirmed', 'no_show'].includes(visit.status) && !visit.needsNewTime)
    .sort((a, b) => slotMinute(a.preferredTime) - slotMinute(b.preferredTime) || a.id - b.id);
}

/** Minutes since midnight of "9:15 AM"; an unreadable time last. */
export function slotMinute(time: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return Number.POSITIVE_INFINITY;
  return ((Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}

/** The token in the doctor's room and the next to be called, for the "Now serving" line. */
export function servingLine(visits: readonly OpdVisit[]): { serving: OpdVisit | undefined; next: OpdVisit | undefined; waiting: number } {
  const waiting = waitingVisits(visits);
  return { serving: servingVisit(visits), next: waiting[0], waiting: waiting.length };
}

/** Whether the row says "Late": a booked patient who checked in after the grace window and lost their slot's place. */
export function isLate(visit: OpdVisit): boolean {
  return visit.checkedInAt != null && checkedInLate(visit);
}

/** What the row says under the name: the booked slot, or "Walk-in". */
export function slotText(visit: Pick<OpdVisit, 'walkIn' | 'preferredTime'>): string {
  return visit.walkIn ? 'Walk-in' : visit.preferredTime;
}

/** What the live region says after a step: "Token 7 called", "Token 7 completed". */
export function announcement(visit: Pick<OpdVisit, 'token' | 'patientName'>, to: AppointmentStatus): string {
  const who = visit.token ? `Token ${visit.token}` : visit.patientName;
  switch (to) {
    case 'in_consultation':
      return `${who} called`;
    case 'completed':
      return `${who} completed`;
    case 'no_show':
      return `${who} marked absent`;
    case 'checked_in':
      return `${who} back in the queue`;
    case 'confirmed':
      return `${who}: check-in undone`;
    default:
      return `${who}: ${to}`;
  }
}
