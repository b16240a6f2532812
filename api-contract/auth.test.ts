// Sessions and roles on the server (docs/adr/0002): scrypt sign-in with an HttpOnly session cookie, roles checked
// on the server, and failed sign-ins throttled per username and address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, DEMO_ADMIN, DEMO_PATIENT, readSeed, requestFrom, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('sign-in', () => {
  it('stores scrypt hashes, never passwords', () => {
    for (const user of readSeed().users) {
      expect(user.passwordHash).toMatch(/^scrypt:16384:8:1:[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(JSON.stringify(user)).not.toContain('admin123');
    }
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const client = new ApiClient(server.baseUrl);
    const wrong = await client.send('POST', '/api/auth/login', { username: 'admin', password: 'nope' });
    const unknown = await client.send('POST', '/api/auth/login', { username: 'nobody', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials', code: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('names the empty fields', async () => {
    const response = await new ApiClient(server.baseUrl).send('POST', '/api/auth/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect((response.json() as { fields: object }).fields).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, new at every sign-in, gone at logout', async () => {
    const client = new ApiClient(server.baseUrl);
    const first = await client.signIn(DEMO_ADMIN);
    const cookieHeader = first.headers.get('set-cookie')!;
    expect(cookieHeader).toMatch(/HttpOnly/);
    expect(cookieHeader).toMatch(/SameSite=Lax/);
    expect(cookieHeader).toMatch(/Path=\//);
    expect(first.json()).toMatchObject({ username: 'admin', role: 'admin' });
    const firstCookie = client.cookie!;

    await client.signIn(DEMO_ADMIN);
    const secondCookie = client.cookie!;
    expect(secondCookie).not.toBe(firstCookie);
    // The session id held before signing in again is worth nothing now.
    const stale = new ApiClient(server.baseUrl);
    stale.cookie = firstCookie;
    expect((await stale.get('/api/auth/me')).json()).toBeNull();
    expect((await client.get('/api/auth/me')).json()).toMatchObject({ username: 'admin' });

    const logout = await client.send('POST', '/api/auth/logout');
    expect(logout.status).toBe(204);
    const replay = new ApiClient(server.baseUrl);
    replay.cookie = secondCookie;
    expect((await replay.get('/api/auth/me')).json()).toBeNull();
    expect((await replay.get('/api/appointments')).status).toBe(401);
  });

  it('tells a visitor who is signed in without an error status: 200 and null', async () => {
    const visitor = await new ApiClient(server.baseUrl).get('/api/auth/me');
    expect(visitor.status).toBe(200);
    expect(visitor.json()).toBeNull();
  });

  it('refuses a forged session cookie', async () => {
    const client = new ApiClient(server.baseUrl);
    client.cookie = 'hospital_session=forged-value';
    expect((await client.get('/api/stats')).status).toBe(401);
  });
});

describe('roles on the server', () => {
  const adminOnly: Array<[string, string, unknown?]> = [
    ['GET', '/api/appointments'],
    ['GET', '/api/stats'],
    ['PATCH', '/api/appointments/1/status', { status: 'confirmed' }],
    ['POST', '/api/gallery', { title: 'x', imageUrl: '/images/gallery/default-hospital.svg' }],
    ['PATCH', '/api/gallery/1', { title: 'x' }],
    ['DELETE', '/api/gallery/1'],
    ['POST', '/api/news-events', { title: 'x', content: 'y' }],
    ['PATCH', '/api/news-events/1', { title: 'x' }],
    ['DELETE', '/api/news-events/1'],
    ['PATCH', '/api/tasks/1', { progress: 50 }],
    ['PATCH', '/api/milestones/1', { status: 'completed' }],
  ];

  it.each(adminOnly)('%s %s: 401 without a session, 403 for a patient', async (method, path, body) => {
    // Signed in first: a sign-in records its time (lastSignInAt), and only the refused request must change nothing.
    const patient = new ApiClient(server.baseUrl);
    await patient.signIn(DEMO_PATIENT);
    const before = JSON.stringify(await server.readData());
    const anonymous = new ApiClient(server.baseUrl);
    const anonymousResponse = await anonymous.send(method, path, body);
    expect(anonymousResponse.status).toBe(401);
    const patientResponse = await patient.send(method, path, body);
    expect(patientResponse.status).toBe(403);
    expect(patientResponse.json()).toEqual({ message: 'Admin privileges required', code: 'admin_required' });
    expect(anonymousResponse.json()).toEqual({ message: 'Please sign in to continue.', code: 'sign_in_required' });
    expect(JSON.stringify(await server.readData())).toBe(before);
  });

  it('lets an admin read appointments and stats computed from the data', async () => {
    const admin = new ApiClient(server.baseUrl);
    await admin.signIn(DEMO_ADMIN);
    const appointments = (await admin.get('/api/appointments')).json() as Array<{ status: string }>;
    const stats = (await admin.get('/api/stats')).json();
    const data = await server.readData();
    expect(appointments).toHaveLength(data.appointments.length);
    expect(stats).toEqual({
      totalAppointments: data.appointments.length,
      pendingAppointments: data.appointments.filter((a) => a.status === 'pending').length,
      confirmedAppointments: data.appointments.filter((a) => a.status === 'confirmed').length,
      totalDepartments: data.departments.length,
    });
  });

  it('shows anonymous visitors only visible images and published items; admins everything', async () => {
    const data = await server.readData();
    const anonymous = new ApiClient(server.baseUrl);
    const admin = new ApiClient(server.baseUrl);
    await admin.signIn(DEMO_ADMIN);
    const publicGallery = (await anonymous.get('/api/gallery')).json() as Array<{ isVisible: boolean }>;
    const adminGallery = (await admin.get('/api/gallery')).json() as unknown[];
    expect(data.gallery_images.some((image) => !image.isVisible)).toBe(true);
    expect(publicGallery).toHaveLength(data.gallery_images.filter((image) => image.isVisible).length);
    expect(publicGallery.every((image) => image.isVisible)).toBe(true);
    expect(adminGallery).toHaveLength(data.gallery_images.length);

    const publicNews = (await anonymous.get('/api/news-events')).json() as Array<{ isPublished: boolean }>;
    expect(data.news_events.some((item) => !item.isPublished)).toBe(true);
    expect(publicNews).toHaveLength(data.news_events.filter((item) => item.isPublished).length);
    expect((await admin.get('/api/news-events')).json()).toHaveLength(data.news_events.length);
  });

  it('computes project stats from the data', async () => {
    const data = await server.readData();
    expect((await new ApiClient(server.baseUrl).get('/api/project-stats')).json()).toEqual({
      totalProjects: data.projects.length,
      activeProjects: data.projects.filter((p) => p.status === 'active' || p.status === 'in-progress').length,
      totalTasks: data.tasks.length,
      completedTasks: data.tasks.filter((t) => t.status === 'completed').length,
    });
  });
});

describe('failed sign-ins', () => {
  it('locks a username at one address after six failures until the window passes, not elsewhere', async () => {
    // Long enough that six hashed guesses fit inside it on a busy machine; the wait below is measured from the first.
    const windowMs = 8000;
    const local = await startServer({ loginWindowMs: windowMs });
    try {
      const login = `${local.baseUrl}/api/auth/login`;
      const fromA = (password: string) => requestFrom('127.0.0.1', login, 'POST', { username: 'admin', password });
      const firstFailure = Date.now();
      for (let attempt = 1; attempt <= 6; attempt++) {
        expect((await fromA('wrong')).status, `attempt ${attempt}`).toBe(401);
      }
      const locked = await fromA(DEMO_ADMIN.password);
      expect(Date.now() - firstFailure, 'the guesses took longer than the window: the test proves nothing').toBeLessThan(windowMs);
      expect(locked.status).toBe(429);
      expect(JSON.parse(locked.text).message).toMatch(/wait/i);
      // Another address is not locked out by these failures.
      expect((await requestFrom('127.0.0.2', login, 'POST', DEMO_ADMIN)).status).toBe(200);
      // Another username from the same address is not locked either.
      expect((await requestFrom('127.0.0.1', login, 'POST', DEMO_PATIENT)).status).toBe(200);
      await new Promise((done) => setTimeout(done, Math.max(0, firstFailure + windowMs + 500 - Date.now())));
      expect((await fromA(DEMO_ADMIN.password)).status).toBe(200);
    } finally {
      await local.stop();
    }
  });
});

describe('sessions and the per-address limit', () => {
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('ends a session left idle past the limit, and keeps one in use', async () => {
    // Generous against a busy machine: a request of the busy client may take a second and its session still lives.
    const idleMs = 5000;
    const local = await startServer({ sessionIdleMs: idleMs });
    try {
      const busy = new ApiClient(local.baseUrl);
      const idle = new ApiClient(local.baseUrl);
      await idle.signIn(DEMO_ADMIN);
      const idleSince = Date.now();
      await busy.signIn(DEMO_ADMIN);
      // The busy one asks every 1.5 s; the idle one says nothing for more than 5 s.
      for (let step = 0; Date.now() - idleSince < idleMs + 1000; step++) {
        await pause(1500);
        expect((await busy.get('/api/auth/me')).json(), `step ${step}`).toMatchObject({ username: 'admin' });
      }
      expect((await idle.get('/api/auth/me')).json()).toBeNull();
      expect((await idle.get('/api/appointments')).status).toBe(401);
    } finally {
      await local.stop();
    }
  });

  it('makes one address wait after 30 failures over any usernames, while another address signs in', async () => {
    const local = await startServer();
    try {
      const login = `${local.baseUrl}/api/auth/login`;
      for (let i = 0; i < 30; i++) {
        expect((await requestFrom('127.0.0.60', login, 'POST', { username: `nobody${i % 10}`, password: 'guess' })).status, `guess ${i}`).toBe(401);
      }
      const waiting = await requestFrom('127.0.0.60', login, 'POST', DEMO_ADMIN);
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
      expect((await requestFrom('127.0.0.61', login, 'POST', DEMO_ADMIN)).status).toBe(200);
    } finally {
      await local.stop();
    }
  });
});
