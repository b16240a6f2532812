// The answers apps/api streams from its database a batch at a time: the whole appointments list (no query
// key) and the CSV export hold exactly what the contract's rules select from the same rows, in the same order, across
// batch boundaries that fall between equal names, departments and days; the export is the contract's CSV byte for
// byte (byte order mark, formula guard, quoting); the analytics counts are the contract's. On PGlite, in process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_CSV_COLUMNS,
  APPOINTMENT_SORT_KEYS,
  API_PATHS,
  appointmentExportQuerySchema,
  appointmentsCsvFileName,
  countAppointments,
  hospitalToday,
  selectAppointments,
  toCsv,
  type Appointment,
  type AppointmentsQueryInput,
} from '@hospital/contract';
import { DEMO_ADMIN, seedFile } from '../../../api-contract/harness.ts';
import { createApp } from '../src/app.ts';
import { appointmentBatches } from '../src/db/appointmentQuery.ts';
import { migrate, openDatabase, type Database } from '../src/db/client.ts';
import { appointments as appointmentsTable } from '../src/db/schema.ts';
import { exportData, readSeedFile, seedIfEmpty } from '../src/db/seed.ts';
import { jsonArrayParts, pulledBody } from '../src/http/streaming.ts';
import { createLogger } from '../src/log.ts';
import { fillAppointments } from './appointmentFill.ts';
import { emptyPgliteDir } from './throwawayDatabases.ts';

let dir: string;
let database: Database;
let app: ReturnType<typeof createApp>['app'];
let cookie: string;
let all: Appointment[];

/** Rows made to meet the edges: one name in three cases, text CSV must quote or guard, a name in Devanagari. */
const EDGES = [
  { patientName: 'Zoya Agarwal', reasonForVisit: 'Cough, fever and "chills"' },
  { patientName: 'ZOYA AGARWAL', reasonForVisit: '=HYPERLINK("http://evil.example","click")' },
  { patientName: 'zoya agarwal', reasonForVisit: '+91 helpline told me to come\r\nin the morning' },
  { patientName: 'सीता देवी', reasonForVisit: '@SUM(A1:A2)' },
  { patientName: 'Ira 100% Sen_', reasonForVisit: '-2 kg in a month' },
];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hospital-streams-'));
  database = await openDatabase({ kind: 'pglite', dataDir: emptyPgliteDir(join(dir, 'pglite')) });
  await migrate(database);
  await seedIfEmpty(database.db, readSeedFile(seedFile), hospitalToday());
  await fillAppointments(database.db, 4321);
  await database.db.insert(appointmentsTable).values(
    EDGES.map((edge, i) => ({
      ...edge,
      reference: `CCH-EDGE-${'0123456789ABCDEF'[i]}000`,
      email: `edge${i}@example.com`,
      phone: `+91 98100 0090${i}`,
      age: 30 + i,
      gender: 'Female' as const,
      department: 'Cardiology',
      doctorId: null,
      preferredDate: '2025-06-03',
      preferredTime: (['2:30 PM', '9:00 AM', '11:30 AM', '9:30 AM', '5:00 PM'] as const)[i]!,
      status: (['pending', 'cancelled', 'confirmed', 'completed', 'cancelled'] as const)[i]!,
      createdAt: new Date(Date.UTC(2025, 5, 1, 10, 0, 0, 123 + i)),
    })),
  );
  all = (await exportData(database.db)).appointments;
  ({ app } = createApp({ database, log: createLogger('silent') }));
  const login = await app.request(API_PATHS.login, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ADMIN) });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie().find((value) => value.startsWith('hospital_session='))!.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => app.request(path, { headers: { cookie } });

/** A streamed body's chunks, as the server wrote them. */
async function chunksOf(response: Response): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}
const text = (chunks: Uint8Array[]) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(chunks));

async function batched(values: AppointmentsQueryInput, batchSize: number): Promise<{ rows: Appointment[]; batches: number }> {
  const rows: Appointment[] = [];
  let batches = 0;
  for await (const batch of appointmentBatches(database.db, appointmentExportQuerySchema.parse(values), batchSize)) {
    rows.push(...batch);
    batches += 1;
  }
  return { rows, batches };
}

describe('the export read a batch at a time', () => {
  const sorts = APPOINTMENT_SORT_KEYS.flatMap((key) => [key, `-${key}`]);

  it.each(sorts)('reads every appointment sorted by %s, in the contract order, across batches that split ties', async (sort) => {
    const { rows, batches } = await batched({ sort }, 613);
    expect(batches).toBeGreaterThan(5);
    expect(rows.map((row) => row.id)).toEqual(selectAppointments(all, appointmentExportQuerySchema.parse({ sort })).map((row) => row.id));
  });

  it.each<AppointmentsQueryInput>([
    { status: 'cancelled', sort: 'patientName' },
    { q: 'zoya agarwal', sort: '-preferredDate' },
    { q: 'SHARMA', sort: 'status' },
    { q: '100%', sort: 'createdAt' },
    { department: 'Cardiology', from: '2025-06-01', to: '2025-06-30', sort: 'preferredDate' },
    { doctorId: '2', sort: '-email' },
  ])('reads the rows of %j in small batches alike', async (values) => {
    const { rows } = await batched(values, 7);
    const expected = selectAppointments(all, appointmentExportQuerySchema.parse(values));
    expect(expected.length).toBeGreaterThan(0);
    expect(rows).toEqual(expected);
  });
});

describe('GET /api/appointments without a query', () => {
  it('streams every appointment as the spec answers it: a JSON list in id order, a batch at a time', async () => {
    const response = await get(API_PATHS.appointments);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const chunks = await chunksOf(response);
    // '[', three batches of at most 2,000, ']': written as read, never one string of the whole list.
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...chunks.map((chunk) => chunk.byteLength))).toBeLessThan(2_000 * 1_024);
    expect(JSON.parse(text(chunks))).toEqual(selectAppointments(all, {}));
  });
});

describe('GET /api/appointments/export', () => {
  it.each([{}, { status: 'cancelled', sort: '-preferredDate' }, { q: 'zoya', sort: 'patientName' }])(
    'answers %j as the contract writes the CSV, byte for byte, as a dated attachment',
    async (values) => {
      const response = await get(`${API_PATHS.appointmentsExport}?${new URLSearchParams(values as Record<string, string>)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${appointmentsCsvFileName(hospitalToday())}"`);
      const chunks = await chunksOf(response);
      // The byte order mark itself (a fetch's text() drops it), so Excel reads UTF-8.
      expect([...chunks[0]!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(text(chunks)).toBe(toCsv(APPOINTMENT_CSV_COLUMNS, selectAppointments(all, appointmentExportQuerySchema.parse(values))));
    },
  );

  it('guards formulas typed into the booking form and quotes what needs it', async () => {
    const csv = text(await chunksOf(await get(`${API_PATHS.appointmentsExport}?q=edge`)));
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`'@SUM(A1:A2)`);
    expect(csv).toContain(`'-2 kg in a month`);
    expect(csv).toContain(`"'+91 helpline told me to come\r\nin the morning"`);
    expect(csv).toContain(`"Cough, fever and ""chills"""`);
    expect(csv).toContain('सीता देवी');
  });

  it('refuses paging keys and unknown ones, naming them', async () => {
    for (const key of ['page', 'pageSize', 'patientName']) {
      const response = await get(`${API_PATHS.appointmentsExport}?${key}=1`);
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { fields: Record<string, string> }).fields)).toContain(key);
    }
  });
});

describe('text the database cannot hold', () => {
  it('finds nothing for a search or department with a NUL in it, as no stored text has one, rather than failing', async () => {
    const page = await get(`${API_PATHS.appointments}?q=a%00b`);
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    const csv = await get(`${API_PATHS.appointmentsExport}?department=%00`);
    expect(csv.status).toBe(200);
    expect(text(await chunksOf(csv))).toBe(toCsv(APPOINTMENT_CSV_COLUMNS, []));
  });
});

describe('GET /api/stats/appointments', () => {
  it('counts in SQL what the contract counts from every row', async () => {
    const now = new Date();
    const response = await get(API_PATHS.appointmentCounts);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(countAppointments(all, now));
  });
});

describe('a streamed answer that fails midway', () => {
  it('errors the stream, so the client sees a cut answer rather than one that looks whole', async () => {
    async function* failing() {
      yield 'ID,Reference\r\n';
      throw new Error('the database went away');
    }
    const reader = pulledBody(failing(), createLogger('silent'), '/test').getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('ID,Reference\r\n');
    await expect(reader.read()).rejects.toThrow('the database went away');
  });

  it('writes an empty list as []', async () => {
    async function* none(): AsyncGenerator<number[]> {}
    let out = '';
    for await (const part of jsonArrayParts(none())) out += part;
    expect(out).toBe('[]');
  });
});
