// The runtime data file. json-server's own FileSync rewrites its file in place, so a kill mid-write
// truncates it; we keep the data in memory and replace the file atomically after each change.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { agedSeed, databaseSchema, newBookingReference, type Database } from '@hospital/contract';

export class CorruptDataFileError extends Error {}

/**
 * A data file written before bookings had references (docs/adr/0011) gets one for each appointment, as the production
 * server's migration 0001 gives them, instead of a refusal to start. True when it changed anything.
 */
function addMissingReferences(raw: unknown): boolean {
  const appointments = (raw as { appointments?: unknown } | null)?.appointments;
  if (!Array.isArray(appointments)) return false;
  const records = appointments.filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null);
  const used = new Set(records.map((a) => a.reference));
  let changed = false;
  for (const appointment of records) {
    if (appointment.reference !== undefined) continue;
    let reference = newBookingReference();
    while (used.has(reference)) reference = newBookingReference();
    used.add(reference);
    appointment.reference = reference;
    changed = true;
  }
  return changed;
}

/**
 * A data file written before staff accounts gets each user's new fields as the production server's migration 0003
 * gives them: named by its username, active, with its own password. True when it changed anything.
 */
function addMissingAccountFields(raw: unknown): boolean {
  const users = (raw as { users?: unknown } | null)?.users;
  if (!Array.isArray(users)) return false;
  let changed = false;
  for (const user of users.filter((u): u is Record<string, unknown> => typeof u === 'object' && u !== null)) {
    const defaults = { displayName: user.username, active: true, mustChangePassword: false, lastSignInAt: null };
    for (const [key, value] of Object.entries(defaults)) {
      if (user[key] !== undefined) continue;
      user[key] = value;
      changed = true;
    }
  }
  return changed;
}

/**
 * A data file written before the OPD timetable gets the seed's: the weekly sessions and leave of its
 * doctors the seed knows, and the hospital's closures; a doctor the seed does not know is bookable once the admin
 * gives them hours. True when it changed anything.
 */
function addMissingTimetable(raw: unknown, seedFile: string): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const data = raw as Record<string, unknown>;
  if (data.doctor_sessions !== undefined && data.doctor_leave !== undefined && data.closures !== undefined) return false;
  const seeded = JSON.parse(readFileSync(seedFile, 'utf8')) as Partial<Record<'doctor_sessions' | 'doctor_leave' | 'closures', Array<{ doctorId?: unknown }>>>;
  const doctorIds = new Set(Array.isArray(data.doctors) ? data.doctors.map((doctor: { id?: unknown }) => doctor?.id) : []);
  let changed = false;
  for (const collection of ['doctor_sessions', 'doctor_leave', 'closures'] as const) {
    if (data[collection] !== undefined) continue;
    const items = seeded[collection] ?? [];
    data[collection] = collection === 'closures' ? items : items.filter((item) => doctorIds.has(item.doctorId));
    changed = true;
  }
  return changed;
}

/**
 * A data file written before messages to patients gets each booking's new fields as apps/api's migration
 * gives them: made on the English site, reminders not stopped. True when it changed anything.
 */
function addMissingBookingMessageFields(raw: unknown): boolean {
  const appointments = (raw as { appointments?: unknown } | null)?.appointments;
  if (!Array.isArray(appointments)) return false;
  let changed = false;
  for (const appointment of appointments.filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null)) {
    for (const [key, value] of Object.entries({ language: 'en', remindersStopped: false })) {
      if (appointment[key] !== undefined) continue;
      appointment[key] = value;
      changed = true;
    }
  }
  return changed;
}

/**
 * A data file written before the home page's testimonials were the admin's gets the seed's, as a demo started
 * afresh has them. True when it changed anything.
 */
function addMissingTestimonials(raw: unknown, seedFile: string): boolean {
  if (typeof raw !== 'object' || raw === null || (raw as Record<string, unknown>).testimonials !== undefined) return false;
  const seeded = JSON.parse(readFileSync(seedFile, 'utf8')) as { testimonials?: unknown };
  (raw as Record<string, unknown>).testimonials = seeded.testimonials ?? [];
  return true;
}

function parseDatabase(file: string, upgraded?: (raw: unknown) => void, seedFile?: string): Database {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CorruptDataFileError(`Refusing to start: ${file} is not valid JSON (${(error as Error).message}). Restore it with "npm run db:reset".`);
  }
  // All run: `||` would skip the rest once one changed something.
  const changed =
    upgraded !== undefined && [addMissingReferences(raw), addMissingAccountFields(raw), addMissingBookingMessageFields(raw), seedFile !== undefined && addMissingTimetable(raw, seedFile), seedFile !== undefined && addMissingTestimonials(raw, seedFile)].some(Boolean);
  const result = databaseSchema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new CorruptDataFileError(
      `Refusing to start: ${file} does not match the data schema at ${first?.path.join('.') || '(root)'}: ${first?.message}. Restore it with "npm run db:reset".`,
    );
  }
  // Keep the file's own values (zod only checked them), so nothing but missing fields is rewritten by a start.
  if (changed) upgraded(raw);
  return raw as Database;
}

function removeStaleTempFiles(file: string): void {
  const dir = dirname(file);
  const prefix = `${basename(file)}.`;
  for (const name of readdirSync(dir)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(dir, name), { force: true });
  }
}

/** Writes `contents` to `file` so that a reader sees the old file or the new one, never a part. */
export function writeFileAtomic(file: string, contents: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, contents);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  // The rename itself is durable only once the directory entry is on disk.
  const dirFd = openSync(dirname(file), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/** Writes the seed, moved on to `today` (rules/demoSeed.ts), to the data file (atomically), replacing what was there. */
export function resetDataFile(seedFile: string, dbFile: string, today: string): void {
  const seed = agedSeed(parseDatabase(seedFile), today);
  mkdirSync(dirname(dbFile), { recursive: true });
  writeFileAtomic(dbFile, `${JSON.stringify(seed, null, 2)}\n`);
}

/** Opens the data file, seeding it first (as of `today`) if it does not exist. Throws on a corrupt file. */
export function openDataFile(seedFile: string, dbFile: string, today: string): { data: Database; save: (data: Database) => void } {
  mkdirSync(dirname(dbFile), { recursive: true });
  removeStaleTempFiles(dbFile);
  if (!existsSync(dbFile)) resetDataFile(seedFile, dbFile, today);
  const data = parseDatabase(dbFile, (raw) => writeFileAtomic(dbFile, `${JSON.stringify(raw, null, 2)}\n`), seedFile);
  return { data, save: (next) => writeFileAtomic(dbFile, `${JSON.stringify(next, null, 2)}\n`) };
}
