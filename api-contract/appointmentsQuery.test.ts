// The appointments list as the admin table asks for it: searched, filtered, sorted and paged by the
// server; the CSV export of the filtered rows; and the analytics counts, alike on the mock, apps/api on PGlite and
// on PostgreSQL. The seed is db.json's appointments and a few made to meet the edges (case, a reference read
// aloud, a formula typed into the booking form, two patients of one name).
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  appointmentPage,
  appointmentsQuerySchema,
  countAppointments,
  selectAppointments,
  type Appointment,
  type AppointmentCounts,
  type AppointmentPage,
  type Database,
} from '@hospital/contract';
import { ApiClient, DEMO_PATIENT, readSeed, serverForThisFile } from './harness.ts';

const seed = readSeed();
const base = seed.appointments.at(-1)!;
const made = (id: number, fields: Partial<Appointment>): Appointment => ({ ...base, id, reference: `CCH-Z${id}-Q9XA`, ...fields });
const extra: Appointment[] = [
  made(901, { patientName: 'zoya agarwal', email: 'ZOYA@EXAMPLE.COM', phone: '+91 98100 00901', department: 'Cardiology', doctorId: 1, preferredDate: '2027-01-04', preferredTime: '2:30 PM', status: 'pending' }),
  made(902, { patientName: 'Zoya Agarwal', email: 'zoya.a@example.com', phone: '+91 98100 00902', department: 'Cardiology', doctorId: 1, preferredDate: '2027-01-04', preferredTime: '9:00 AM', status: 'pending' }),
  made(903, { patientName: 'Kabir Mehta', email: 'kabir@example.com', phone: '+91 98100 00903', department: 'Orthopedics', doctorId: 2, preferredDate: '2027-01-05', preferredTime: '11:30 AM', status: 'cancelled', reasonForVisit: '=HYPERLINK("http://evil.example","click")' }),
  made(904, { patientName: 'Ira 100% Sen', email: 'ira_sen@example.com', phone: '+91 98100 00904', department: 'Dermatology', doctorId: 3, preferredDate: '2027-01-06', preferredTime: '10:00 AM', status: 'confirmed' }),
  // Two bookings leave fell on: one still coming, one cancelled since, which needs no new time.
  made(905, { patientName: 'Arjun Bhatia', email: 'arjun@example.com', phone: '+91 98100 00905', department: 'Neurology', doctorId: 4, preferredDate: '2027-01-08', preferredTime: '10:00 AM', status: 'confirmed', needsNewTime: 'doctor_leave' }),
  made(906, { patientName: 'Meera Joshi', email: 'meera@example.com', phone: '+91 98100 00906', department: 'Neurology', doctorId: 4, preferredDate: '2027-01-08', preferredTime: '10:30 AM', status: 'cancelled', needsNewTime: 'doctor_leave' }),
];
const appointments = [...seed.appointments, ...extra];
const file = serverForThisFile({ seed: { ...seed, appointments } as Database });

const query = (values: Record<string, string>) => `${API_PATHS.appointments}?${new URLSearchParams(values).toString()}`;
async function pageOf(values: Record<string, string>, client = file.admin): Promise<AppointmentPage> {
  const response = await client.get(query(values));
  expect(response.status, `${query(values)}: ${response.text}`).toBe(200);
  return response.json() as AppointmentPage;
}
/** What the contract's rules say the page is, for the same query. */
const expected = (values: Record<string, string>) => appointmentPage(appointments, appointmentsQuerySchema.parse(values));
const ids = (page: AppointmentPage) => page.items.map((item) => item.id);

describe('GET /api/appointments without a query', () => {
  it('answers every appointment as a list in id order, as the spec has it', async () => {
    const response = await file.admin.get(API_PATHS.appointments);
    expect(response.status).toBe(200);
    const list = response.json() as Appointment[];
    expect(list.map((item) => item.id)).toEqual(appointments.map((item) => item.id).sort((a, b) => a - b));
    expect(list.find((item) => item.id === 903)).toEqual(extra[2]);
  });
});

describe('GET /api/appointments with a query', () => {
  it('answers the first page of 25 for any key, with the total', async () => {
    const page = await pageOf({ page: '1' });
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: appointments.length });
    expect(ids(page)).toEqual(appointments.map((item) => item.id).slice(0, 25));
    expect(await pageOf({ q: '' })).toEqual(page);
  });

  it('searches name, e-mail, phone and department in any case, and a reference read aloud', async () => {
    expect(ids(await pageOf({ q: '  AGARWAL ' }))).toEqual(expected({ q: 'agarwal' }).items.map((item) => item.id));
    expect(ids(await pageOf({ q: 'Zoya Agarwal' }))).toEqual([901, 902]);
    expect(ids(await pageOf({ q: 'zoya@example' }))).toEqual([901]);
    expect(ids(await pageOf({ q: '98100 00903' }))).toEqual([903]);
    expect((await pageOf({ q: 'orthoPEDICS' })).items.every((item) => item.department === 'Orthopedics')).toBe(true);
    expect(ids(await pageOf({ q: 'cch z904 q9' }))).toEqual([904]);
    expect(ids(await pageOf({ q: 'CCH-Z904-Q9XA' }))).toEqual([904]);
  });

  it('takes the search as text: % and _ are not wildcards', async () => {
    expect(ids(await pageOf({ q: '100%' }))).toEqual([904]);
    expect(ids(await pageOf({ q: 'ira_' }))).toEqual([904]);
    expect((await pageOf({ q: '%' })).items.map((item) => item.id)).toEqual([904]);
    expect((await pageOf({ q: '_' })).items.map((item) => item.id)).toEqual([904]);
  });

  it('filters by status, doctor, department and visit days (inclusive), together with the search', async () => {
    const filters: Record<string, string>[] = [{ status: 'pending' }, { doctorId: '1' }, { department: 'Cardiology' }, { from: '2027-01-05', to: '2027-01-06' }, { status: 'pending', q: 'zoya', doctorId: '1' }];
    for (const values of filters) {
      const page = await pageOf({ ...values, pageSize: '100' });
      expect(page, JSON.stringify(values)).toEqual(expected({ ...values, pageSize: '100' }));
    }
    expect(ids(await pageOf({ from: '2027-01-05', to: '2027-01-06' }))).toEqual([903, 904]);
    expect(ids(await pageOf({ department: 'cardiology' }))).toEqual([]);
    expect((await pageOf({ status: 'cancelled', pageSize: '100' })).items.every((item) => item.status === 'cancelled')).toBe(true);
  });

  it('filters the bookings waiting for a new time (needsNewTime=1): marked and still coming', async () => {
    const page = await pageOf({ needsNewTime: '1', pageSize: '100' });
    expect(page).toEqual(expected({ needsNewTime: '1', pageSize: '100' }));
    expect(ids(page)).toContain(905);
    expect(ids(page)).not.toContain(906);
    expect(ids(await pageOf({ needsNewTime: '1', department: 'Neurology' }))).toEqual([905]);
    const csv = await file.admin.get(`${API_PATHS.appointmentsExport}?needsNewTime=1`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('CCH-Z905-Q9XA');
    expect(csv.text).not.toContain('CCH-Z906-Q9XA');
  });

  it('sorts by every column the table sorts by, both ways, ties by id', async () => {
    for (const key of ['id', 'patientName', 'reference', 'email', 'department', 'preferredDate', 'status', 'createdAt']) {
      for (const sort of [key, `-${key}`]) {
        expect(ids(await pageOf({ sort, pageSize: '100' })), sort).toEqual(ids(expected({ sort, pageSize: '100' })));
      }
    }
    // The visit's slot in the day's order, not the text's: 9:00 AM before 2:30 PM.
    expect(ids(await pageOf({ q: 'zoya agarwal', sort: 'preferredDate' }))).toEqual([902, 901]);
    expect(ids(await pageOf({ q: 'zoya agarwal', sort: '-preferredDate' }))).toEqual([901, 902]);
    // "zoya agarwal" and "Zoya Agarwal" are one name in any case: the id decides, in the sort's direction.
    expect(ids(await pageOf({ q: 'zoya agarwal', sort: 'patientName' }))).toEqual([901, 902]);
    expect(ids(await pageOf({ q: 'zoya agarwal', sort: '-patientName' }))).toEqual([902, 901]);
  });

  it('pages to the last partial page, and past it to an empty one with the same total', async () => {
    const total = appointments.length;
    const last = Math.ceil(total / 10);
    const lastPage = await pageOf({ pageSize: '10', page: String(last), sort: '-id' });
    expect(lastPage).toMatchObject({ total, page: last, pageSize: 10 });
    expect(lastPage.items).toHaveLength(total - (last - 1) * 10);
    expect(lastPage).toEqual(expected({ pageSize: '10', page: String(last), sort: '-id' }));
    expect(await pageOf({ pageSize: '10', page: String(last + 1) })).toEqual({ items: [], total, page: last + 1, pageSize: 10 });
    const pages = await Promise.all(Array.from({ length: last }, (_, i) => pageOf({ pageSize: '10', page: String(i + 1), sort: 'department' })));
    expect(pages.flatMap(ids)).toEqual(selectAppointments(appointments, { sort: { key: 'department', direction: 'asc' } }).map((item) => item.id));
    expect((await pageOf({ pageSize: '100' })).items).toHaveLength(Math.min(100, total));
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ sort: 'age' }, 'sort'],
    [{ sort: '--id' }, 'sort'],
    [{ status: 'done' }, 'status'],
    [{ doctorId: 'one' }, 'doctorId'],
    [{ from: '2027-02-30' }, 'from'],
    [{ from: '2027-02-01', to: '2027-01-31' }, 'to'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ patientName: 'Zoya' }, 'patientName'],
    [{ needsNewTime: 'yes' }, 'needsNewTime'],
    [{ needsNewTime: '0' }, 'needsNewTime'],
  ])('answers %j with a 400 naming %s, never a 500', async (values, field) => {
    const response = await file.admin.get(query(values));
    expect(response.status).toBe(400);
    expect(Object.keys((response.json() as { fields: Record<string, string> }).fields)).toContain(field);
  });

  it('refuses a key given twice', async () => {
    const response = await file.admin.get(`${API_PATHS.appointments}?q=zoya&q=kabir`);
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ fields: { q: expect.any(String) } });
  });

  it('is for staff: 401 signed out, 403 for a patient', async () => {
    expect((await file.anonymous.get(query({ page: '1' }))).status).toBe(401);
    const patient = new ApiClient(file.server.baseUrl);
    await patient.signIn(DEMO_PATIENT);
    expect((await patient.get(query({ page: '1' }))).status).toBe(403);
    expect((await patient.get(API_PATHS.appointmentsExport)).status).toBe(403);
    expect((await patient.get(API_PATHS.appointmentCounts)).status).toBe(403);
  });
});

/** A CSV text's rows as cells (RFC 4180: quoted cells may hold commas, quotes and line ends). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('GET /api/appointments/export', () => {
  it('streams the filtered rows as CSV in the chosen order, formula-safe, for Excel', async () => {
    const response = await file.admin.get(`${API_PATHS.appointmentsExport}?${new URLSearchParams({ status: 'cancelled', sort: '-preferredDate' })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; ?charset=utf-8$/i);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The text as fetch decodes it has lost its byte order mark: the bytes keep it, for Excel.
    const bytes = new Uint8Array(await (await fetch(`${file.server.baseUrl}${API_PATHS.appointmentsExport}`, { headers: { cookie: file.admin.cookie! } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.text.startsWith('ID,Reference,Patient Name,')).toBe(true);
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toHaveLength(14);
    const wanted = selectAppointments(appointments, { status: 'cancelled', sort: { key: 'preferredDate', direction: 'desc' } });
    expect(rows.map((cells) => Number(cells[0]))).toEqual(wanted.map((item) => item.id));
    expect(rows.find((cells) => cells[0] === '903')![12]).toBe('\'=HYPERLINK("http://evil.example","click")');
  });

  it('exports every appointment without filters, and refuses paging keys and bad filters', async () => {
    const all = await file.admin.get(API_PATHS.appointmentsExport);
    expect(parseCsv(all.text)).toHaveLength(appointments.length + 1);
    for (const values of [{ page: '2' }, { sort: 'age' }, { status: 'done' }] as Record<string, string>[]) {
      const response = await file.admin.get(`${API_PATHS.appointmentsExport}?${new URLSearchParams(values)}`);
      expect(response.status, JSON.stringify(values)).toBe(400);
    }
    expect((await file.anonymous.get(API_PATHS.appointmentsExport)).status).toBe(401);
  });
});

describe('GET /api/stats/appointments', () => {
  it('counts by status, department, booking day and slot, as the contract counts them', async () => {
    const response = await file.admin.get(API_PATHS.appointmentCounts);
    expect(response.status).toBe(200);
    const counts = response.json() as AppointmentCounts;
    expect(counts).toEqual(countAppointments(appointments, new Date()));
    expect(counts.total).toBe(appointments.length);
    expect(Object.values(counts.byStatus).reduce((sum, count) => sum + count, 0)).toBe(appointments.length);
    expect(counts.byDepartment[0]!.count).toBeGreaterThanOrEqual(counts.byDepartment.at(-1)!.count);
  });

  it('is for admins only', async () => {
    expect((await file.anonymous.get(API_PATHS.appointmentCounts)).status).toBe(401);
    const reception = new ApiClient(file.server.baseUrl);
    await reception.signIn({ username: 'reception', password: 'reception123' });
    expect((await reception.get(API_PATHS.appointmentCounts)).status).toBe(403);
    expect((await reception.get(query({ page: '1' }))).status).toBe(200);
    expect((await reception.get(API_PATHS.appointmentsExport)).status).toBe(200);
  });
});
