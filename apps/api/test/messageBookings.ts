// What the messages tests share: real apps/api processes pointed at the sinks, bookings on days the seed's doctors
// see patients, and the outbox as staff read it.
import { API_PATHS, addDays, hospitalToday, messagePageSchema, slotCapacity, type Appointment, type Message } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, lettersOf, seedFile, startApiProcess } from '../../../api-contract/harness.ts';
import { readSeedFile } from '../src/db/seed.ts';
import { seedCalendar } from './openDays.ts';

export type Instance = Awaited<ReturnType<typeof startApiProcess>> & { baseUrl: string };

/** Short tries and expiry, so an outage or a crash plays out in seconds. */
export const FAST_QUEUE = { MESSAGE_RETRY_SECONDS: '1', MESSAGE_EXPIRE_SECONDS: '4', MESSAGE_POLL_SECONDS: '0.5' };

export async function instance(env: Record<string, string>): Promise<Instance> {
  const started = await startApiProcess({ LOG_LEVEL: 'info', ...env });
  return { ...started, baseUrl: `http://127.0.0.1:${started.port}` };
}

export function stopInstance(server: Instance | undefined, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.child.once('exit', () => done());
    server.child.kill(signal);
  });
}

/** The first day from `daysAhead` on when every one of `doctorIds` has every one of `times`. */
export function commonOpenDay(daysAhead: number, doctorIds: readonly number[], times: readonly string[]): string {
  for (let day = addDays(hospitalToday(), daysAhead), tries = 0; tries < 60; day = addDays(day, 1), tries++) {
    if (doctorIds.every((id) => times.every((time) => slotCapacity(seedCalendar(id), day, time) !== undefined))) return day;
  }
  throw new Error(`no day with ${times.join(', ')} for doctors ${doctorIds.join(', ')}`);
}

const seed = readSeedFile(seedFile);
/** The department of a seed doctor, as a booking that names them must give it. */
const departmentOf = (doctorId: number) => {
  const departmentId = seed.doctors.find((doctor) => doctor.id === doctorId)?.departmentId;
  return seed.departments.find((department) => department.id === departmentId)!.name;
};

let patients = 0;
export function bookingRequest(overrides: { doctorId: number; preferredDate: string; preferredTime: string; language?: 'en' | 'hi' }) {
  patients++;
  return {
    patientName: `Savitri Devi ${lettersOf(patients)}`,
    email: `savitri.${patients}.${process.pid}@example.in`,
    phone: `+91 94151 ${String(60000 + patients).padStart(5, '0')}`,
    age: 61,
    gender: 'Female',
    department: departmentOf(overrides.doctorId),
    reasonForVisit: 'Breathless on climbing stairs since Diwali.',
    consent: true,
    ...overrides,
  };
}

export async function book(baseUrl: string, request: ReturnType<typeof bookingRequest>): Promise<Appointment> {
  const response = await fetch(`${baseUrl}${API_PATHS.appointments}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${text}`);
  return JSON.parse(text) as Appointment;
}

export async function admin(baseUrl: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  await client.signIn(DEMO_ADMIN);
  return client;
}

/** Every message of an appointment, as GET /api/messages lists them. */
export async function messagesOf(client: ApiClient, appointmentId: number): Promise<Message[]> {
  const response = await client.get(`${API_PATHS.messages}?appointmentId=${appointmentId}&pageSize=100`);
  if (response.status !== 200) throw new Error(`GET /api/messages: ${response.status} ${response.text}`);
  return messagePageSchema.parse(response.json()).items;
}
