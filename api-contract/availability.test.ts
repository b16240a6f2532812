// The availability read: which of a doctor's slots on a day are taken, for the booking form's slot picker.
// Public, so it must show times only, never who booked them.
import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.ts';

const api = serverForThisFile();

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const DOCTOR_ID = 3;
const DAY = futureDate(40);

const booking = (preferredTime: string, doctorId = DOCTOR_ID) => ({
  patientName: 'Sarita Pandey',
  email: 'sarita.pandey@example.in',
  phone: '+91 94150 12345',
  age: 58,
  gender: 'Female',
  department: 'Neurology',
  doctorId,
  preferredDate: DAY,
  preferredTime,
  reasonForVisit: 'Numbness in the left hand since last month.',
  consent: true,
});

const availability = (query: string) => api.anonymous.get(`/api/availability${query}`);


describe('GET /api/availability', () => {
  it('answers no taken slots for a free day', async () => {
    const response = await availability(`?doctorId=${DOCTOR_ID}&date=${DAY}`);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ doctorId: DOCTOR_ID, date: DAY, takenSlots: [] });
  });

  it("lists that doctor's booked slots on that day in the day's order, and nothing about the patients", async () => {
    expect((await api.anonymous.send('POST', '/api/appointments', booking('2:30 PM'))).status).toBe(201);
    expect((await api.anonymous.send('POST', '/api/appointments', booking('9:30 AM'))).status).toBe(201);
    // Another doctor's booking at the same time is not this doctor's.
    expect((await api.anonymous.send('POST', '/api/appointments', { ...booking('11:00 AM', 4) })).status).toBe(201);

    const response = await availability(`?doctorId=${DOCTOR_ID}&date=${DAY}`);
    expect(response.json()).toEqual({ doctorId: DOCTOR_ID, date: DAY, takenSlots: ['9:30 AM', '2:30 PM'] });
    expect(response.text).not.toMatch(/Sarita|example\.in|9415|Numbness/);
  });

  it('frees a slot when its appointment is cancelled', async () => {
    const created = (await api.anonymous.send('POST', '/api/appointments', booking('4:00 PM'))).json() as { id: number };
    expect((await availability(`?doctorId=${DOCTOR_ID}&date=${DAY}`)).json()).toMatchObject({
      takenSlots: ['9:30 AM', '2:30 PM', '4:00 PM'],
    });
    const cancel = await api.admin.send('PATCH', `/api/appointments/${created.id}/status`, { status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect((await availability(`?doctorId=${DOCTOR_ID}&date=${DAY}`)).json()).toMatchObject({
      takenSlots: ['9:30 AM', '2:30 PM'],
    });
    // And the freed slot can be booked again; a taken one still answers 409.
    expect((await api.anonymous.send('POST', '/api/appointments', booking('4:00 PM'))).status).toBe(201);
    expect((await api.anonymous.send('POST', '/api/appointments', booking('4:00 PM'))).status).toBe(409);
  });

  it('agrees with the seed: a seeded booking shows as taken', async () => {
    const seeded = (await api.server.readData()).appointments.find((a) => a.doctorId !== undefined && a.status !== 'cancelled')!;
    const date = seeded.preferredDate.slice(0, 10);
    const response = await availability(`?doctorId=${seeded.doctorId}&date=${date}`);
    expect((response.json() as { takenSlots: string[] }).takenSlots).toContain(seeded.preferredTime);
  });

  it('needs both keys, each valid, and nothing else (400 naming the field)', async () => {
    const missing = await availability(`?doctorId=${DOCTOR_ID}`);
    expect(missing.status).toBe(400);
    expect(missing.json()).toEqual({ message: 'Invalid query', code: 'invalid_query', fields: { date: 'Required' }, codes: { date: 'invalid_type' } });

    expect((await availability('')).json()).toMatchObject({ fields: { doctorId: 'Required', date: 'Required' } });

    const bad = await availability(`?doctorId=abc&date=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { doctorId: 'Must be an id', date: 'Must be a date (YYYY-MM-DD)' } });

    const extra = await availability(`?doctorId=${DOCTOR_ID}&date=${DAY}&patientName=x`);
    expect(extra.status).toBe(400);
    expect(extra.json()).toMatchObject({ fields: { patientName: 'Not a supported parameter' } });

    const repeated = await availability(`?doctorId=${DOCTOR_ID}&doctorId=4&date=${DAY}`);
    expect(repeated.status).toBe(400);
    expect(repeated.json()).toMatchObject({ fields: { doctorId: 'Must be an id' } });
  });

  it('answers 404 for a doctor the hospital does not have', async () => {
    const response = await availability(`?doctorId=999&date=${DAY}`);
    expect(response.status).toBe(404);
  });

  it('takes reads only', async () => {
    expect((await api.anonymous.send('POST', '/api/availability', {})).status).toBe(404);
  });
});
