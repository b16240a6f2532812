// The guarded surface (docs/adr/0002): only an allow-list of routes, methods and query keys; nothing of json-server's
// defaults that would leak data or accept requests we never meant to accept.
import { describe, expect, it } from 'vitest';
import { ApiClient, DEMO_ADMIN, readSeed, serverForThisFile, serverKind, startServer } from './harness.ts';

const api = serverForThisFile();

describe('what the API publishes', () => {
  const hidden = [
    '/api/db',
    '/api/sessions',
    '/api/users/1',
    '/api/users/1/password',
    '/api/appointments/1',
    '/api/gallery_images',
    '/api/news_events',
    '/api/task_dependencies',
    // The timetable's collections are read through their own routes only.
    '/api/doctor_sessions',
    '/api/doctor_leave',
    '/api/doctors/1/leave',
    '/api/doctors/1/leave/1',
    '/api/closures/1',
    '/db',
    '/users',
  ];
  const variants = (path: string) => [path, `${path}/`, path.toUpperCase(), `${path.toUpperCase()}/`, path.replace(/\/api\/(\w)/, (_m, c: string) => `/api/${c.toUpperCase()}`)];

  it.each(hidden.flatMap(variants))('GET %s is 404, signed in as admin or not', async (path) => {
    for (const client of [api.anonymous, api.admin]) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toMatch(/password|scrypt/i);
    }
  });

  it('answers nested json-server routes with 404', async () => {
    for (const path of ['/api/doctors/1/appointments', '/api/departments/1/doctors', '/api/projects/1/tasks']) {
      expect((await api.admin.get(path)).status).toBe(404);
    }
  });

  it('refuses methods that are not on the list', async () => {
    const attempts: Array<[string, string]> = [
      ['PUT', '/api/gallery/1'],
      ['PUT', '/api/doctors/1'],
      ['POST', '/api/doctors/1'],
      ['POST', '/api/departments'],
      ['PATCH', '/api/departments/1'],
      ['POST', '/api/doctor_sessions'],
      ['POST', '/api/doctor_leave'],
      ['PATCH', '/api/doctors/1/timetable'],
      ['POST', '/api/doctors/1/timetable'],
      ['DELETE', '/api/doctors/1/timetable'],
      ['PATCH', '/api/doctors/1/leave/1'],
      ['PUT', '/api/closures/1'],
      ['PATCH', '/api/closures/1'],
      ['PUT', '/api/users/1'],
      ['DELETE', '/api/users/1'],
      ['DELETE', '/api/appointments/1'],
      ['PUT', '/api/tasks/1'],
      ['POST', '/api/tasks'],
      // The outbox is written by the servers only: staff read it and resend a failed message, nothing more.
      ['POST', '/api/messages'],
      ['PATCH', '/api/messages/1'],
      ['DELETE', '/api/messages/1'],
      ['PUT', '/api/messages/1/resend'],
      // The OPD day: each route its one method.
      ['GET', '/api/appointments/1/check-in'],
      ['PATCH', '/api/appointments/1/check-in'],
      ['GET', '/api/walk-ins'],
      ['PATCH', '/api/walk-ins'],
      ['POST', '/api/queue'],
      ['PUT', '/api/queue'],
      ['GET', '/api/queue/next'],
      ['POST', '/api/opd-day'],
      // The OPD day's old path (docs/adr/0025) answers nothing.
      ['GET', '/api/queue/desk?doctorId=1'],
    ];
    for (const [method, path] of attempts) {
      const response = await api.admin.send(method, path, method === 'DELETE' || method === 'GET' ? undefined : { name: 'x' });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const after = await api.server.readData();
    for (const table of ['doctors', 'doctor_sessions', 'doctor_leave', 'closures'] as const) expect(after[table], table).toEqual(readSeed()[table]);
  });

  it('never sends a password or a hash, in any response', async () => {
    // `mustChangePassword` is a flag, not a password: what must never appear is a password's value or its hash.
    const secret = /"password(Hash)?"|scrypt|admin123/i;
    const paths = ['/api/auth/me', '/api/users', '/api/appointments', '/api/stats', '/api/gallery', '/api/news-events', '/api/doctors', '/api/doctors/1', '/api/doctors/1/timetable', '/api/closures', '/api/messages', '/api/queue?doctorId=1', '/api/opd-day?doctorId=1', '/api/departments', '/api/projects', '/api/project-stats', '/api/tasks', '/api/milestones', '/api/task-dependencies'];
    for (const path of paths) {
      const response = await api.admin.get(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).not.toMatch(secret);
    }
    const login = await new ApiClient(api.server.baseUrl).signIn(DEMO_ADMIN);
    expect(login.text).not.toMatch(secret);
    expect(Object.keys(login.json() as object).sort()).toEqual(['active', 'createdAt', 'displayName', 'id', 'lastSignInAt', 'mustChangePassword', 'role', 'username']);
  });
});

describe('query keys', () => {
  it.each([
    '/api/doctors?_embed=appointments',
    '/api/doctors?_expand=department',
    '/api/doctors/1?_embed=appointments',
    '/api/gallery?q=ward',
    '/api/gallery?title_like=.*',
    '/api/gallery?isVisible=false',
    '/api/news-events?isPublished=false',
    '/api/gallery?_sort=id&_order=desc',
    '/api/tasks?_page=1',
    '/api/doctors?callback=steal',
    '/api/gallery?category=secret',
    '/api/news-events?type=memo',
    '/api/tasks?projectId=abc',
    '/api/tasks?projectId=1&projectId=2',
    // Keys every object inherits: an allow-list read through the prototype once answered these with a 500.
    '/api/doctors?valueOf=1',
    '/api/gallery?constructor=x',
    '/api/tasks?hasOwnProperty=1',
    '/api/messages?status=secret',
    '/api/messages?_sort=dueAt',
    '/api/messages?appointmentId=1&appointmentId=2',
    '/api/queue?doctorId=abc',
    '/api/queue?date=2026-02-30&doctorId=1',
    '/api/queue?name=x&doctorId=1',
    '/api/opd-day?doctorId=1&doctorId=2',
  ])('%s is a 400 naming the parameter', async (path) => {
    const response = await api.admin.get(path);
    expect(response.status).toBe(400);
    const body = response.json() as { fields: Record<string, string> };
    const key = new URL(path, 'http://x').searchParams.keys().next().value as string;
    expect(Object.keys(body.fields)).toContain(key);
    expect(response.text).not.toMatch(/steal\(/);
  });

  it('filters by the allowed keys', async () => {
    const equipment = (await api.anonymous.get('/api/gallery?category=equipment')).json() as Array<{ category: string }>;
    expect(equipment.length).toBeGreaterThan(0);
    expect(equipment.every((image) => image.category === 'equipment')).toBe(true);
    const tasks = (await api.anonymous.get('/api/tasks?projectId=2')).json() as Array<{ projectId: number }>;
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => task.projectId === 2)).toBe(true);
    const events = (await api.anonymous.get('/api/news-events?type=event')).json() as Array<{ type: string }>;
    expect(events.every((item) => item.type === 'event')).toBe(true);
  });
});

describe('requests json-server would have accepted', () => {
  it('ignores X-HTTP-Method-Override', async () => {
    const before = (await api.server.readData()).gallery_images.length;
    const response = await api.admin.send('POST', '/api/gallery/1', { title: 'x' }, { 'X-HTTP-Method-Override': 'DELETE' });
    expect(response.status).toBe(404);
    const create = await api.admin.send(
      'POST',
      '/api/gallery',
      { title: 'Override probe', imageUrl: '/images/gallery/default-hospital.svg' },
      { 'X-HTTP-Method-Override': 'DELETE' },
    );
    expect(create.status).toBe(201);
    expect((await api.server.readData()).gallery_images.length).toBe(before + 1);
  });

  it('refuses urlencoded and other non-JSON bodies with 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await api.admin.send('POST', '/api/gallery', 'title=x&imageUrl=%2Fa.svg', { 'content-type': type });
      expect(response.status, type).toBe(415);
    }
    const login = await api.anonymous.send('POST', '/api/auth/login', 'username=admin&password=admin123', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(login.status).toBe(415);
  });

  it('answers malformed JSON with a 400 that shows no stack or path', async () => {
    const response = await api.admin.send('POST', '/api/gallery', '{"title": ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'malformed_json' });
    expect(response.text).not.toMatch(/\bat\s|node_modules|\/work|\.ts/);
  });

  it('answers a body over the limit with a 413', async () => {
    const response = await api.admin.send('POST', '/api/gallery', { title: 'x'.repeat(200_000), imageUrl: '/a.svg' });
    expect(response.status).toBe(413);
    expect(response.text).not.toMatch(/node_modules|\/work/);
  });

  it('deletes one record and nothing that points at it or at anything missing', async () => {
    // json-server's delete also removes every record whose xxxId no longer resolves.
    const seed = readSeed();
    // A dangling reference only a JSON file can hold; a database's foreign key refuses it at the seed.
    if (serverKind === 'mock') seed.appointments[0]!.doctorId = 9999;
    const local = await startServer({ seed });
    try {
      const client = new ApiClient(local.baseUrl);
      await client.signIn(DEMO_ADMIN);
      const before = await local.readData();
      const response = await client.send('DELETE', `/api/gallery/${before.gallery_images[0]!.id}`);
      expect(response.status).toBe(204);
      const after = await local.readData();
      expect(after.gallery_images).toHaveLength(before.gallery_images.length - 1);
      expect(after.appointments).toEqual(before.appointments);
      expect(after.tasks).toEqual(before.tasks);
      expect(after.task_dependencies).toEqual(before.task_dependencies);
    } finally {
      await local.stop();
    }
  });

  // The mock serves the Vite dev server on another port; the production API serves the site from its own origin.
  it.runIf(serverKind === 'mock')('allows credentialed CORS for the Vite dev origin only', async () => {
    const vite = await api.anonymous.get('/api/doctors', { origin: 'http://localhost:5173' });
    expect(vite.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(vite.headers.get('access-control-allow-credentials')).toBe('true');
    // The booking form's POST carries an Idempotency-Key: the browser asks first.
    const preflight = await api.anonymous.send('OPTIONS', '/api/appointments', undefined, {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,idempotency-key',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['content-type', 'idempotency-key']));
    const other = await api.anonymous.get('/api/doctors', { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
