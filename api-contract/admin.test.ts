// The admin dashboard's server rules: every change to appointments, the gallery and news needs an admin session,
// a 400 names the field the form got wrong, and logout ends the session the stored user record pointed at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImage, NewsEvent } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, DEMO_PATIENT, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let admin: ApiClient;
let patient: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = new ApiClient(server.baseUrl);
  patient = new ApiClient(server.baseUrl);
  anonymous = new ApiClient(server.baseUrl);
  await admin.signIn(DEMO_ADMIN);
  await patient.signIn(DEMO_PATIENT);
});
afterAll(() => server.stop());

const image = { title: 'New CT suite', description: null, imageUrl: '/images/gallery/ct-scanner.svg', category: 'equipment', isVisible: true };
const news = { title: 'Eye camp', content: 'Free cataract screening.', type: 'event', imageUrl: null, eventDate: '2026-12-06T03:30:00.000Z', isPublished: true };

describe('admin changes need an admin session', () => {
  const changes: [string, string, unknown][] = [
    ['PATCH', '/api/appointments/1/status', { status: 'confirmed' }],
    ['POST', '/api/gallery', image],
    ['PATCH', '/api/gallery/1', { title: 'Renamed' }],
    ['DELETE', '/api/gallery/1', undefined],
    ['POST', '/api/news-events', news],
    ['PATCH', '/api/news-events/1', { title: 'Renamed' }],
    ['DELETE', '/api/news-events/1', undefined],
  ];

  it.each(changes)('%s %s: 401 signed out, 403 for a patient, and nothing changes', async (method, path, body) => {
    const before = await server.readData();
    expect((await anonymous.send(method, path, body)).status).toBe(401);
    expect((await patient.send(method, path, body)).status).toBe(403);
    const after = await server.readData();
    expect(after.appointments).toEqual(before.appointments);
    expect(after.gallery_images).toEqual(before.gallery_images);
    expect(after.news_events).toEqual(before.news_events);
  });
});

describe('the dashboard’s forms against the server', () => {
  it('adds, edits and deletes a gallery image with the dialog’s fields', async () => {
    const created = await admin.send('POST', '/api/gallery', image);
    expect(created.status).toBe(201);
    const { id } = created.json() as GalleryImage;
    const updated = await admin.send('PATCH', `/api/gallery/${id}`, { ...image, isVisible: false, description: 'Installed in 2026.' });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({ id, isVisible: false, description: 'Installed in 2026.' });
    expect((await admin.send('DELETE', `/api/gallery/${id}`)).status).toBe(204);
    expect((await server.readData()).gallery_images.some((candidate) => candidate.id === id)).toBe(false);
  });

  it('names the field of a bad gallery image', async () => {
    const response = await admin.send('POST', '/api/gallery', { ...image, imageUrl: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ fields: { imageUrl: 'Must be a URL (http, https or a path on this site)' } });
  });

  it('refuses a datetime-local value without a zone, so the browser must send an instant', async () => {
    const response = await admin.send('POST', '/api/news-events', { ...news, eventDate: '2026-12-06T09:00' });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ fields: { eventDate: 'Must be an ISO date-time' } });
  });

  it('creates an event with its instant and deletes it', async () => {
    const created = await admin.send('POST', '/api/news-events', news);
    expect(created.status).toBe(201);
    const item = created.json() as NewsEvent;
    expect(item).toMatchObject({ eventDate: news.eventDate, imageUrl: null, type: 'event' });
    expect((await admin.send('DELETE', `/api/news-events/${item.id}`)).status).toBe(204);
  });
});

describe('logout', () => {
  it('ends the session: the same cookie then gets a 401 from admin routes', async () => {
    const someone = new ApiClient(server.baseUrl);
    await someone.signIn(DEMO_ADMIN);
    expect((await someone.get('/api/stats')).status).toBe(200);
    const cookie = someone.cookie;
    expect((await someone.send('POST', '/api/auth/logout')).status).toBe(204);
    // The old cookie sent again, as a browser that missed the clearing would.
    someone.cookie = cookie;
    expect((await someone.get('/api/stats')).status).toBe(401);
  });
});
