// Nothing a client sends makes a server answer 500: every route's path id, query parameters and body fields are
// replaced in turn with hostile values (ids past 32 bits, NUL characters, wrong types, huge numbers, long text,
// impossible dates and days before the calendar, prototype keys, bodies nested thousands of levels deep), signed in
// as an admin so the admin routes' validation is reached too. Each answer must be an error body the contract
// describes, or a success; a day outside the calendar and a body nested too deep are 400s saying so.
import { describe, expect, it } from 'vitest';
import { API_PATHS, BODY_MAX_DEPTH, CALENDAR_RANGE, addDays, apiErrorSchema } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, serverForThisFile, serverKind } from './harness.ts';
import { openDay } from './opdDays.ts';

interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With `{id}` (and `{leaveId}`) where the path takes a record's id. */
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A weekday Dr #2 sees patients all day. */
const day = openDay(20, 2);
const bookingBody = {
  patientName: 'Fuzz Patient',
  email: 'fuzz@example.in',
  phone: '+91 90000 12345',
  age: 40,
  gender: 'Male',
  department: 'Cardiology',
  doctorId: 2,
  preferredDate: day,
  preferredTime: '2:00 PM',
  reasonForVisit: 'Check-up',
  consent: true,
};
const { preferredDate: _date, preferredTime: _time, ...walkInBody } = bookingBody;
const lookupBody = { reference: 'CCH-AAAA-BBBB', contact: '9876543210' };

/** Every route of the API; the production server's OpenAPI document is checked against this list below. */
const ROUTES: FuzzRoute[] = [
  { method: 'POST', path: API_PATHS.login, body: { username: 'nobody', password: 'wrong-password' } },
  { method: 'POST', path: API_PATHS.logout },
  { method: 'GET', path: API_PATHS.me },
  { method: 'GET', path: API_PATHS.demoAccounts },
  // A wrong current password: the fuzz never changes the admin's own.
  { method: 'POST', path: API_PATHS.changePassword, body: { currentPassword: 'not-the-password', newPassword: 'a new password of some length' } },
  { method: 'GET', path: API_PATHS.users },
  { method: 'POST', path: API_PATHS.users, body: { username: 'fuzz.user', displayName: 'Fuzz User', role: 'reception' } },
  // Only the display name: no hostile value may deactivate or demote the signed-in admin.
  { method: 'PATCH', path: API_PATHS.user('{id}'), body: { displayName: 'Renamed' } },
  { method: 'POST', path: API_PATHS.userResetPassword('{id}') },
  { method: 'GET', path: API_PATHS.appointments },
  { method: 'GET', path: API_PATHS.appointments, query: { q: 'sharma', status: 'pending', sort: '-preferredDate', page: '2', pageSize: '10' } },
  { method: 'GET', path: API_PATHS.appointmentsExport, query: { q: 'sharma', sort: 'patientName' } },
  { method: 'GET', path: API_PATHS.appointmentCounts },
  { method: 'POST', path: API_PATHS.appointments, body: bookingBody },
  { method: 'PATCH', path: API_PATHS.appointmentStatus('{id}'), body: { status: 'confirmed' } },
  { method: 'POST', path: API_PATHS.bookingLookup, body: lookupBody },
  { method: 'POST', path: API_PATHS.bookingCancel, body: lookupBody },
  { method: 'POST', path: API_PATHS.bookingReschedule, body: { ...lookupBody, preferredDate: day, preferredTime: '3:00 PM' } },
  { method: 'POST', path: API_PATHS.bookingStopReminders, body: lookupBody },
  // The OPD day: a check-in, a walk-in, the waiting hall's queue, the call and a doctor's OPD day.
  { method: 'POST', path: API_PATHS.appointmentCheckIn('{id}'), body: { doctorId: 2 } },
  { method: 'POST', path: API_PATHS.walkIns, body: walkInBody },
  { method: 'GET', path: API_PATHS.queue, query: { doctorId: '2', date: day } },
  { method: 'POST', path: API_PATHS.queueNext, body: { doctorId: 2 } },
  { method: 'GET', path: API_PATHS.opdDay, query: { doctorId: '2', date: day } },
  { method: 'GET', path: API_PATHS.messages, query: { appointmentId: '1', status: 'queued', kind: 'reminder', channel: 'email', page: '1', pageSize: '10' } },
  { method: 'POST', path: API_PATHS.messageResend('{id}') },
  { method: 'GET', path: API_PATHS.availability, query: { doctorId: '1', from: day, to: addDays(day, 6) } },
  { method: 'GET', path: API_PATHS.stats },
  { method: 'GET', path: API_PATHS.gallery, query: { category: 'facility' } },
  { method: 'POST', path: API_PATHS.gallery, body: { title: 'Ward', description: 'New ward', imageUrl: '/images/gallery/default-hospital.svg', category: 'facility', isVisible: true } },
  { method: 'PATCH', path: API_PATHS.galleryImage('{id}'), body: { title: 'Ward', isVisible: false } },
  { method: 'DELETE', path: API_PATHS.galleryImage('{id}') },
  { method: 'GET', path: API_PATHS.newsEvents, query: { type: 'news' } },
  { method: 'POST', path: API_PATHS.newsEvents, body: { title: 'Camp', content: 'Free eye camp', type: 'event', eventDate: `${day}T04:30:00.000Z`, isPublished: true } },
  { method: 'PATCH', path: API_PATHS.newsEvent('{id}'), body: { title: 'Camp', content: 'Moved', isPublished: false } },
  { method: 'DELETE', path: API_PATHS.newsEvent('{id}') },
  { method: 'GET', path: API_PATHS.testimonials },
  {
    method: 'POST',
    path: API_PATHS.testimonials,
    body: { name: 'Fuzz Patient', nameHi: 'फ़ज़ मरीज़', condition: 'Check-up', conditionHi: 'जाँच', quote: 'Kind staff.', quoteHi: 'अच्छा स्टाफ़।', rating: 5 },
  },
  { method: 'PATCH', path: API_PATHS.testimonial('{id}'), body: { quote: 'Kind staff.', rating: 4 } },
  { method: 'DELETE', path: API_PATHS.testimonial('{id}') },
  { method: 'GET', path: API_PATHS.doctors },
  { method: 'GET', path: API_PATHS.doctor('{id}') },
  { method: 'POST', path: API_PATHS.doctors, body: { name: 'Dr. Fuzz', specialization: 'Medicine', departmentId: 4, qualifications: 'MBBS', experience: 5, languages: ['Hindi'] } },
  { method: 'PATCH', path: API_PATHS.doctor('{id}'), body: { name: 'Dr. Renamed', experience: 6, languages: ['English'], featured: true } },
  { method: 'GET', path: API_PATHS.doctorTimetable('{id}') },
  { method: 'PUT', path: API_PATHS.doctorTimetable('{id}'), query: { preview: '1' }, body: { weekly: [{ weekday: 1, start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 }] } },
  { method: 'POST', path: API_PATHS.doctorLeave('{id}'), query: { preview: '1' }, body: { from: addDays(day, 7), to: addDays(day, 9), reason: 'Conference' } },
  { method: 'DELETE', path: API_PATHS.doctorLeaveItem('{id}', '{leaveId}') },
  { method: 'GET', path: API_PATHS.closures },
  { method: 'POST', path: API_PATHS.closures, query: { preview: '1' }, body: { date: addDays(day, 10), name: 'Holiday' } },
  { method: 'DELETE', path: API_PATHS.closure('{id}') },
  // As a preview, so no hostile request retires a doctor the other routes use.
  { method: 'DELETE', path: API_PATHS.doctor('{id}'), query: { preview: '1' } },
  { method: 'GET', path: API_PATHS.departments },
  { method: 'GET', path: API_PATHS.contentUpdates },
  { method: 'GET', path: API_PATHS.projects },
  { method: 'GET', path: API_PATHS.projectStats },
  { method: 'GET', path: API_PATHS.tasks, query: { projectId: '1' } },
  {
    method: 'PATCH',
    path: API_PATHS.task('{id}'),
    body: { progress: 40, status: 'in-progress', startDate: day, endDate: addDays(day, 5), notes: 'On site', materials: [{ name: 'Cement', plannedQty: 10 }] },
  },
  { method: 'GET', path: API_PATHS.taskDependencies, query: { projectId: '1' } },
  { method: 'GET', path: API_PATHS.milestones, query: { projectId: '1' } },
  { method: 'PATCH', path: API_PATHS.milestone('{id}'), body: { status: 'completed', actualDate: day } },
  // The production server's own reads (the mock answers them 404).
  { method: 'GET', path: API_PATHS.audit, query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: API_PATHS.health },
  { method: 'GET', path: API_PATHS.openapi },
];

const HOSTILE_IDS = ['0', '-1', '1.5', '1e3', '2147483647', '2147483648', '99999999999', '9007199254740993', '%00', 'abc', '9'.repeat(400)];
// Year 0 is a day in JavaScript's calendar and none in PostgreSQL's; 9999-12-31 is the last day YYYY-MM-DD can write.
const HOSTILE_TEXT = [
  ...['', ' ', '\u0000', 'a\u0000b', '\u202Eevil', '\ud800', 'x'.repeat(20_000), '2026-02-30', '9999-99-99', '0000-01-01', '9999-12-31', '0000-01-01T00:00:00.000Z'],
  ...['-1', '2147483648', '__proto__', '[]'],
];
const HOSTILE_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 2147483648, 1e308, -1e308, [], {}, ['x'], { __proto__: { admin: true } }, ...HOSTILE_TEXT];
/** Sent as they are, not percent-encoded: broken escapes, an overlong NUL, a repeated key. */
const RAW_QUERY_VALUES = ['%', '%ZZ', '%C0%80', '%ED%A0%80', '1&projectId=2', '1&doctorId=2&from=x'];
const HOSTILE_BODIES = ['[]', '"text"', 'null', '42', '{"a":', '{"constructor":{"prototype":{"admin":true}}}'];

/** A body of one field whose value nests arrays so that the whole body is `levels` deep (the object is the first). */
const nestedBody = (field: string, levels: number) => `{"${field}":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
/** Past the walks' stacks: 2,000 levels in a field overflowed the sign-in's; 20,000 (40 kB, under the size limit) every route's. */
const DEEP_LEVELS = [2_000, 20_000];

/** A lone surrogate cannot be percent-encoded as UTF-8; it goes as the bytes a careless client would send. */
function encoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Each request a route's hostile inputs make: the path id, each query key and each body field replaced in turn. */
function hostileRequests(route: FuzzRoute): Array<{ path: string; body?: unknown; raw?: string }> {
  const withId = (id: string) => route.path.replaceAll(/\{\w+\}/g, id);
  const withQuery = (path: string, query: Record<string, string> | undefined) =>
    query ? `${path}?${Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${RAW_QUERY_VALUES.includes(value) ? value : encoded(value)}`).join('&')}` : path;
  const base = withQuery(withId('1'), route.query);
  const requests: Array<{ path: string; body?: unknown; raw?: string }> = [];
  if (route.path.includes('{')) for (const id of HOSTILE_IDS) requests.push({ path: withQuery(withId(id), route.query), body: route.body });
  for (const key of Object.keys(route.query ?? {})) {
    for (const value of [...HOSTILE_TEXT, ...HOSTILE_IDS, ...RAW_QUERY_VALUES]) requests.push({ path: withQuery(withId('1'), { ...route.query, [key]: value }), body: route.body });
  }
  requests.push({ path: `${base}${route.query ? '&' : '?'}unknown=1`, body: route.body });
  if (route.body) {
    for (const field of Object.keys(route.body)) {
      for (const value of HOSTILE_VALUES) requests.push({ path: base, body: { ...route.body, [field]: value } });
    }
    requests.push({ path: base, body: { ...route.body, unexpected: 'field' } });
    for (const raw of HOSTILE_BODIES) requests.push({ path: base, raw });
    for (const levels of DEEP_LEVELS) requests.push({ path: base, raw: nestedBody(Object.keys(route.body)[0]!, levels) });
  }
  return requests;
}

function isErrorBody(text: string): boolean {
  try {
    return apiErrorSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

const api = serverForThisFile();

describe('hostile input never makes a server fail', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers every hostile input without a 500', async (_name, route) => {
    const failures: string[] = [];
    for (const request of hostileRequests(route)) {
      // The sign-in route is fuzzed as a visitor, so its throttle's counts are its own and the admin stays signed in.
      const client = route.path === API_PATHS.login ? new ApiClient(api.server.baseUrl) : api.admin;
      const response = await client.send(route.method, request.path, request.raw ?? request.body);
      const label = `${route.method} ${request.path.slice(0, 160)} ${(request.raw ?? JSON.stringify(request.body) ?? '').slice(0, 160)} -> ${response.status}`;
      if (response.status >= 500 && !(route.path === API_PATHS.health && response.status === 503)) failures.push(label);
      // 431 is Node's own answer to a request line over its 16 kB, before any server code runs.
      else if (response.status >= 400 && response.status !== 431 && !isErrorBody(response.text)) failures.push(`${label}: not an error body: ${response.text.slice(0, 80)}`);
    }
    // The admin is still signed in: no hostile input ended the session or the server.
    expect((await api.admin.get(API_PATHS.me)).json()).toMatchObject({ username: DEMO_ADMIN.username });
    expect(failures).toEqual([]);
  });

  it.skipIf(serverKind === 'mock')('covers every route the production server documents', async () => {
    const document = (await api.admin.get(API_PATHS.openapi)).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const fuzzed = new Set(ROUTES.map((route) => `${route.method} ${route.path}`));
    expect(documented.filter((route) => !fuzzed.has(route))).toEqual([]);
  });
});

/** A day before the calendar (year 0, where PostgreSQL and JavaScript disagree), the day before it, and the day after it. */
const OUTSIDE_CALENDAR = ['0000-01-01', addDays(CALENDAR_RANGE.first, -1), addDays(CALENDAR_RANGE.last, 1)];

/** Every date a query parameter or a body field names, each request with one of them set to `date`. */
const DATED: Array<{ field: string; method: FuzzRoute['method']; path: (date: string) => string; body?: (date: string) => Record<string, unknown> }> = [
  { field: 'date', method: 'GET', path: (date) => `${API_PATHS.queue}?doctorId=1&date=${date}` },
  { field: 'date', method: 'GET', path: (date) => `${API_PATHS.opdDay}?doctorId=1&date=${date}` },
  { field: 'from', method: 'GET', path: (date) => `${API_PATHS.availability}?doctorId=1&from=${date}&to=${day}` },
  { field: 'to', method: 'GET', path: (date) => `${API_PATHS.availability}?doctorId=1&from=${day}&to=${date}` },
  { field: 'from', method: 'GET', path: (date) => `${API_PATHS.appointments}?from=${date}` },
  { field: 'to', method: 'GET', path: (date) => `${API_PATHS.appointments}?to=${date}` },
  { field: 'from', method: 'GET', path: (date) => `${API_PATHS.appointmentsExport}?from=${date}` },
  { field: 'to', method: 'GET', path: (date) => `${API_PATHS.appointmentsExport}?to=${date}` },
  { field: 'preferredDate', method: 'POST', path: () => API_PATHS.appointments, body: (date) => ({ ...bookingBody, preferredDate: date }) },
  { field: 'preferredDate', method: 'POST', path: () => API_PATHS.bookingReschedule, body: (date) => ({ ...lookupBody, preferredDate: date, preferredTime: '3:00 PM' }) },
  { field: 'from', method: 'POST', path: () => `${API_PATHS.doctorLeave(2)}?preview=1`, body: (date) => ({ from: date, to: day, reason: 'Conference' }) },
  { field: 'to', method: 'POST', path: () => `${API_PATHS.doctorLeave(2)}?preview=1`, body: (date) => ({ from: day, to: date, reason: 'Conference' }) },
  { field: 'date', method: 'POST', path: () => `${API_PATHS.closures}?preview=1`, body: (date) => ({ date, name: 'Holiday' }) },
  { field: 'startDate', method: 'PATCH', path: () => API_PATHS.task(1), body: (date) => ({ startDate: date }) },
  { field: 'endDate', method: 'PATCH', path: () => API_PATHS.task(1), body: (date) => ({ endDate: date }) },
  { field: 'targetDate', method: 'PATCH', path: () => API_PATHS.milestone(1), body: (date) => ({ targetDate: date }) },
  { field: 'actualDate', method: 'PATCH', path: () => API_PATHS.milestone(1), body: (date) => ({ actualDate: date }) },
  { field: 'eventDate', method: 'POST', path: () => API_PATHS.newsEvents, body: (date) => ({ title: 'Camp', content: 'Eye camp', type: 'event', eventDate: `${date}T04:30:00.000Z` }) },
  { field: 'eventDate', method: 'PATCH', path: () => API_PATHS.newsEvent(1), body: (date) => ({ eventDate: `${date}T04:30:00.000Z` }) },
];

describe('a day outside the calendar', () => {
  it.each(DATED.map((dated) => [`${dated.method} ${dated.path('D')} ${dated.field}`, dated] as const))('%s is a 400 naming it', async (_name, dated) => {
    for (const date of OUTSIDE_CALENDAR) {
      const response = await api.admin.send(dated.method, dated.path(date), dated.body?.(date));
      expect(response.status, `${date}: ${response.text}`).toBe(400);
      expect(response.json(), date).toMatchObject({ codes: { [dated.field]: 'date_out_of_range' } });
      expect(Object.keys((response.json() as { codes: object }).codes), date).toEqual([dated.field]);
    }
  });
});

describe('a body nested deeper than the contract allows', () => {
  const BODY_ROUTES = [
    { method: 'POST', path: API_PATHS.login, field: 'username', signedIn: false },
    { method: 'POST', path: API_PATHS.appointments, field: 'patientName', signedIn: false },
    { method: 'POST', path: API_PATHS.users, field: 'username', signedIn: true },
    { method: 'PATCH', path: API_PATHS.user(1), field: 'displayName', signedIn: true },
  ] as const;

  it.each(BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s is a 400 before any schema reads it', async (_name, route) => {
    const client = route.signedIn ? api.admin : new ApiClient(api.server.baseUrl);
    for (const levels of [BODY_MAX_DEPTH + 1, ...DEEP_LEVELS]) {
      const response = await client.send(route.method, route.path, nestedBody(route.field, levels));
      expect(response.status, `${levels} levels: ${response.text.slice(0, 200)}`).toBe(400);
      expect(response.json(), `${levels} levels`).toEqual({ message: `The request body nests arrays and objects more than ${BODY_MAX_DEPTH} levels deep.`, code: 'body_too_deep' });
    }
    // At the bound the schema reads it, and names the field that is not what it takes.
    const atBound = await client.send(route.method, route.path, nestedBody(route.field, BODY_MAX_DEPTH));
    expect(atBound.status, atBound.text).toBe(400);
    expect(atBound.json()).toMatchObject({ code: 'validation_failed', codes: { [route.field]: 'invalid_type' } });
  });
});
