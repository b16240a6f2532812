// When what visitors see last changed (the pages' "Last updated"): a change to the gallery moves the gallery's time
// and leaves the doctors' alone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS, contentUpdatesSchema, type ContentUpdates } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, readSeed, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let admin: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = new ApiClient(server.baseUrl);
  anonymous = new ApiClient(server.baseUrl);
  await admin.signIn(DEMO_ADMIN);
});
afterAll(() => server.stop());

const updates = async () => {
  const response = await anonymous.get(API_PATHS.contentUpdates);
  expect(response.status).toBe(200);
  return contentUpdatesSchema.parse(response.json()) as ContentUpdates;
};

it('answers anyone when each part of what visitors see last changed', async () => {
  const before = await updates();
  for (const part of ['doctors', 'departments', 'gallery', 'newsEvents', 'projects', 'tasks'] as const) {
    expect(before[part], part).not.toBeNull();
  }
});

it('moves the gallery’s time when a photo is hidden, and no other part’s', async () => {
  const before = await updates();
  const photo = readSeed().gallery_images.find((image) => image.isVisible)!;
  const writtenAfter = Date.now();
  expect((await admin.send('PATCH', API_PATHS.galleryImage(photo.id), { isVisible: false })).status).toBe(200);
  const after = await updates();
  // The server's clock and this process's are the same machine's.
  expect(Date.parse(after.gallery!)).toBeGreaterThanOrEqual(writtenAfter - 1000);
  expect(Date.parse(after.gallery!)).toBeGreaterThan(Date.parse(before.gallery!));
  expect(after.doctors).toBe(before.doctors);
  expect(after.newsEvents).toBe(before.newsEvents);
});
