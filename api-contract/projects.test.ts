// Project data: anyone reads it, only an admin changes tasks and milestones, and completing a milestone records
// the day it was completed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalToday, type Milestone, type Task } from '@hospital/contract';
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

const milestoneOf = async (id: number) => (await server.readData()).milestones.find((m) => m.id === id)!;
const openMilestone = async () => (await server.readData()).milestones.find((m) => m.status !== 'completed' && !m.actualDate)!;

describe('reading project data needs no sign-in', () => {
  it('lists a project’s tasks and milestones', async () => {
    const tasks = await anonymous.get('/api/tasks?projectId=2');
    expect(tasks.status).toBe(200);
    expect((tasks.json() as Task[]).every((task) => task.projectId === 2)).toBe(true);
    const milestones = await anonymous.get('/api/milestones?projectId=2');
    expect(milestones.status).toBe(200);
    expect((milestones.json() as Milestone[]).length).toBeGreaterThan(0);
  });
});

describe('changing a milestone', () => {
  it('needs a signed-in admin: 401 signed out, 403 for a patient, and nothing changes', async () => {
    const target = await openMilestone();
    expect((await anonymous.send('PATCH', `/api/milestones/${target.id}`, { status: 'completed' })).status).toBe(401);
    expect((await patient.send('PATCH', `/api/milestones/${target.id}`, { status: 'completed' })).status).toBe(403);
    expect(await milestoneOf(target.id)).toEqual(target);
  });

  it('records today as the actual date when marked complete without one', async () => {
    const target = await openMilestone();
    const response = await admin.send('PATCH', `/api/milestones/${target.id}`, { status: 'completed' });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, status: 'completed', actualDate: hospitalToday() });
    expect(await milestoneOf(target.id)).toMatchObject({ status: 'completed', actualDate: hospitalToday(), name: target.name });
  });

  it('keeps an actual date the caller gives, or one already recorded', async () => {
    const target = await openMilestone();
    await admin.send('PATCH', `/api/milestones/${target.id}`, { status: 'completed', actualDate: '2026-11-02' });
    expect(await milestoneOf(target.id)).toMatchObject({ status: 'completed', actualDate: '2026-11-02' });
    await admin.send('PATCH', `/api/milestones/${target.id}`, { status: 'completed' });
    expect((await milestoneOf(target.id)).actualDate).toBe('2026-11-02');
  });

  it('clears the actual date when a completed milestone is marked in progress again', async () => {
    const target = (await server.readData()).milestones.find((m) => m.status === 'completed' && m.actualDate)!;
    const response = await admin.send('PATCH', `/api/milestones/${target.id}`, { status: 'in-progress' });
    expect(response.status).toBe(200);
    expect(await milestoneOf(target.id)).toMatchObject({ status: 'in-progress', actualDate: null });
  });

  it('leaves the actual date alone when the status is not part of the change', async () => {
    const target = (await server.readData()).milestones.find((m) => m.status === 'completed' && m.actualDate)!;
    await admin.send('PATCH', `/api/milestones/${target.id}`, { description: 'Checked by the project engineer.' });
    expect(await milestoneOf(target.id)).toMatchObject({ status: 'completed', actualDate: target.actualDate });
  });

  it('refuses an unknown status with a 400 naming the field, and an unknown milestone with a 404', async () => {
    const target = await openMilestone();
    const bad = await admin.send('PATCH', `/api/milestones/${target.id}`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect((bad.json() as { fields: Record<string, string> }).fields).toHaveProperty('status');
    expect(await milestoneOf(target.id)).toEqual(target);
    expect((await admin.send('PATCH', '/api/milestones/99999', { status: 'completed' })).status).toBe(404);
  });
});

describe('changing a task', () => {
  it('a Kanban drop sends only the status; signed out it is refused', async () => {
    const task = (await server.readData()).tasks.find((t) => t.status === 'pending')!;
    expect((await anonymous.send('PATCH', `/api/tasks/${task.id}`, { status: 'in-progress' })).status).toBe(401);
    const response = await admin.send('PATCH', `/api/tasks/${task.id}`, { status: 'in-progress' });
    expect(response.status).toBe(200);
    const stored = (await server.readData()).tasks.find((t) => t.id === task.id)!;
    expect(stored).toMatchObject({ ...task, status: 'in-progress', updatedAt: stored.updatedAt, updatedBy: stored.updatedBy });
  });

  it('refuses progress over 100 and a duration under 1, naming each field', async () => {
    const task = (await server.readData()).tasks[0]!;
    const response = await admin.send('PATCH', `/api/tasks/${task.id}`, { progress: 140, duration: 0 });
    expect(response.status).toBe(400);
    expect(Object.keys((response.json() as { fields: Record<string, string> }).fields).sort()).toEqual(['duration', 'progress']);
  });
});
