// The timetable editor's draft: the weekly sessions as the admin types them (times and numbers as text), checked
// with the contract's `timetableUpdateSchema`, and the slots each session makes. Pure functions, tested in
// timetableDraft.test.ts.
import {
  OPD,
  clockMinute,
  clockText,
  sessionSlots,
  sortedSessions,
  timetableUpdateSchema,
  weeklySessionSchema,
  type WeeklySession,
  type Weekday,
} from '@hospital/contract';

/** One session as typed: the fields' own text, and a key that stays with it while others are added or removed. */
export interface DraftSession {
  key: number;
  weekday: Weekday;
  start: string;
  end: string;
  slotMinutes: string;
  capacity: string;
}

/** The fields of a session that can be wrong, as the schema names them. */
export type SessionField = 'start' | 'end' | 'slotMinutes' | 'capacity';

/** Each failing field of the draft by `index.field` ("3.start"), the index being the session's place in the draft. */
export type DraftErrors = Partial<Record<`${number}.${SessionField}`, string>>;

/** A new session's length when the day is empty: a morning OPD. */
const DEFAULT_SESSION = { start: '09:00', end: '12:00', slotMinutes: '15', capacity: '1' } as const;

/** The saved sessions as a draft, in the week's order. */
export function draftFromWeekly(weekly: readonly WeeklySession[]): DraftSession[] {
  return sortedSessions(weekly).map((session, index) => ({
    key: index + 1,
    weekday: session.weekday,
    start: session.start,
    end: session.end,
    slotMinutes: String(session.slotMinutes),
    capacity: String(session.capacity),
  }));
}

/** A whole number from a field's text; NaN for anything else, which the schema refuses as not a whole number. */
function wholeNumber(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The draft as the API takes it (PUT's `weekly`), in the draft's order, so the server's `weekly.N` errors map back. */
export function weeklyFromDraft(draft: readonly DraftSession[]): WeeklySession[] {
  return draft.map((session) => ({
    weekday: session.weekday,
    start: session.start.trim(),
    end: session.end.trim(),
    slotMinutes: wholeNumber(session.slotMinutes) as WeeklySession['slotMinutes'],
    capacity: wholeNumber(session.capacity),
  }));
}

/** The draft's problems as the server would answer them: bad times, an end before its start, overlaps. */
export function draftErrors(draft: readonly DraftSession[]): DraftErrors {
  const result = timetableUpdateSchema.safeParse({ weekly: weeklyFromDraft(draft) });
  const errors: DraftErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [root, index, field] = issue.path;
    if (root !== 'weekly' || typeof index !== 'number' || typeof field !== 'string') continue;
    const key = `${index}.${field as SessionField}` as const;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's field errors (`weekly.3.start`) as the draft's (`3.start`). */
export function serverDraftErrors(fields: Readonly<Record<string, string | undefined>> | undefined): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^weekly\.(\d+)\.(start|end|slotMinutes|capacity)$/.exec(path);
    if (match && message) errors[`${Number(match[1])}.${match[2] as SessionField}`] = message;
  }
  return errors;
}

/**
 * A new session for `weekday`: the morning OPD on an empty day, else from the day's last end for three hours (up
 * to midnight), with the slot length and capacity of the day's last session.
 */
export function newSession(draft: readonly DraftSession[], weekday: Weekday, key: number): DraftSession {
  const day = draft.filter((session) => session.weekday === weekday);
  const last = day.reduce<DraftSession | undefined>(
    (latest, session) => (validClock(session.end) && (!latest || clockMinute(session.end) > clockMinute(latest.end)) ? session : latest),
    undefined,
  );
  if (!last) return { key, weekday, ...DEFAULT_SESSION };
  const start = Math.min(clockMinute(last.end), 23 * 60);
  const end = Math.min(start + 180, 23 * 60 + 59);
  return { key, weekday, start: clockText(start), end: clockText(end), slotMinutes: last.slotMinutes, capacity: last.capacity };
}

function validClock(text: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/** The session if it is valid on its own (overlaps aside), for its preview; undefined while a field is wrong. */
export function validSession(session: DraftSession): WeeklySession | undefined {
  const parsed = weeklySessionSchema.safeParse(weeklyFromDraft([session])[0]);
  return parsed.success ? parsed.data : undefined;
}

const places = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The slots a session makes, as the editor previews them: every slot when there are four or fewer, else the first
 * two, an ellipsis and the last. "9:00 AM, 9:15 AM, ... 11:45 AM — 12 slots, 2 patients each".
 */
export function slotPreviewText(session: WeeklySession): string {
  const slots = sessionSlots(session).map((slot) => slot.time);
  const shown = slots.length <= 4 ? slots.join(', ') : `${slots[0]}, ${slots[1]}, ... ${slots.at(-1)}`;
  const each = session.capacity === 1 ? '1 patient each' : `${session.capacity} patients each`;
  return `${shown} — ${places(slots.length, 'slot', 'slots')}, ${each}`;
}

/** A day's total from its valid sessions: "24 slots, 36 patients", or "Closed" with none. */
export function dayTotalText(sessions: readonly WeeklySession[]): string {
  if (sessions.length === 0) return 'Closed';
  const slots = sessions.flatMap(sessionSlots);
  const patients = slots.reduce((sum, slot) => sum + slot.capacity, 0);
  return `${places(slots.length, 'slot', 'slots')}, ${places(patients, 'patient', 'patients')}`;
}

/** Whether the draft says what the saved sessions say (same sessions, any order). */
export function sameWeekly(draft: readonly DraftSession[], saved: readonly WeeklySession[]): boolean {
  const text = (weekly: readonly WeeklySession[]) =>
    sortedSessions(weekly)
      .map((s) => `${s.weekday} ${s.start} ${s.end} ${s.slotMinutes} ${s.capacity}`)
      .join('|');
  return text(weeklyFromDraft(draft)) === text(saved);
}

/** The slot lengths the select offers. */
export const SLOT_LENGTH_OPTIONS = OPD.slotMinutes.map((minutes) => ({ value: String(minutes), label: `${minutes} min` }));
