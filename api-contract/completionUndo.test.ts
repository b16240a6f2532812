// A completion recorded by mistake is taken back: a visit of a day kept on paper (no token) goes from completed back
// to confirmed, by an admin or the front desk, its completedAt gone and the change audited (apps/api); one that went
// through the queue (a token) still goes back only to the doctor's room. Alike on every server.
import { describe, expect, it } from 'vitest';
import { API_PATHS, FIELD_CODES, type Appointment, type Database } from '@hospital/contract';
import { ApiClient, readSeed, serverForThisFile, serverKind } from './harness.ts';

const DEMO_RECEPTION = { username: 'reception', password: 'reception123' };

const seed = readSeed();
const paperDay = (status: string) => seed.appointments.filter((visit) => visit.status === status && !visit.token && !visit.walkIn);
/** Seeded visits without a token: two of past days kept on paper, recorded as completed; one coming, confirmed. */
const [completedByAdmin, completedByDesk] = paperDay('completed');
const [confirmed] = paperDay('confirmed');
/** A completed visit that went through the queue: given its token and times as the OPD day would have. */
const queued = paperDay('completed')[2]!;
const withToken: Database = {
  ...seed,
  appointments: seed.appointments.map((visit) =>
    visit.id === queued.id
      ? { ...visit, token: 1, checkedInAt: `${visit.preferredDate}T03:20:00.000Z`, calledAt: `${visit.preferredDate}T03:40:00.000Z`, completedAt: `${visit.preferredDate}T03:50:00.000Z` }
      : visit,
  ),
};

const api = serverForThisFile({ seed: withToken });

const setStatus = (client: ApiClient, id: number, status: string) => client.send('PATCH', API_PATHS.appointmentStatus(id), { status });
const stored = async (id: number) => (await api.server.readData()).appointments.find((visit) => visit.id === id)!;

describe('a completion recorded by mistake on a day kept on paper', () => {
  it('goes back to confirmed for an admin, its completedAt cleared and stored, audited with before and after', async () => {
    expect(completedByAdmin && completedByDesk && confirmed, 'the seed has paper-day visits').toBeTruthy();
    // Recorded as completed (the step sets completedAt), then taken back.
    const recorded = await setStatus(api.admin, confirmed!.id, 'completed');
    expect(recorded.status, recorded.text).toBe(200);
    expect((recorded.json() as Appointment).completedAt).toBeTruthy();
    const undone = await setStatus(api.admin, confirmed!.id, 'confirmed');
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json()).toMatchObject({ id: confirmed!.id, status: 'confirmed' });
    expect(undone.json()).not.toHaveProperty('completedAt');
    const after = await stored(confirmed!.id);
    expect(after.status).toBe('confirmed');
    expect(after.completedAt ?? null).toBeNull();

    // A seeded completion, as the front desk wrote it after the day.
    const seeded = await setStatus(api.admin, completedByAdmin!.id, 'confirmed');
    expect(seeded.status, seeded.text).toBe(200);
    expect((await stored(completedByAdmin!.id)).status).toBe('confirmed');

    if (serverKind !== 'mock') {
      const audit = (await api.admin.get(`${API_PATHS.audit}?pageSize=50`)).json() as {
        items: Array<{ action: string; entityId: number | null; username: string | null; before: unknown; after: unknown }>;
      };
      const entries = audit.items.filter((item) => item.action === 'appointment.status' && item.entityId === completedByAdmin!.id);
      expect(entries).toEqual([expect.objectContaining({ username: 'admin', before: { status: 'completed' }, after: { status: 'confirmed' } })]);
    }
  });

  it('goes back to confirmed for the front desk too, who may record it', async () => {
    const reception = new ApiClient(api.server.baseUrl);
    await reception.signIn(DEMO_RECEPTION);
    const undone = await setStatus(reception, completedByDesk!.id, 'confirmed');
    expect(undone.status, undone.text).toBe(200);
    expect((await stored(completedByDesk!.id)).status).toBe('confirmed');
  });

  it('goes nowhere else: not pending, cancelled or absent (409 status_change_not_allowed), and nothing changes', async () => {
    const visit = paperDay('completed')[3]!;
    for (const to of ['pending', 'cancelled', 'no_show', 'in_consultation']) {
      const refused = await setStatus(api.admin, visit.id, to);
      expect(refused.status, `${to}: ${refused.text}`).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'status_change_not_allowed', codes: { status: FIELD_CODES.statusChangeNotAllowed } });
    }
    expect((await stored(visit.id)).status).toBe('completed');
  });
});

describe('a completion of a visit that went through the queue', () => {
  it('goes back only to the doctor’s room, never straight to confirmed', async () => {
    const refused = await setStatus(api.admin, queued.id, 'confirmed');
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'status_change_not_allowed', fields: { status: 'Cannot change from completed to confirmed' } });
    expect(await stored(queued.id)).toMatchObject({ status: 'completed', token: 1 });
    const reopened = await setStatus(api.admin, queued.id, 'in_consultation');
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'in_consultation', token: 1 });
  });
});
