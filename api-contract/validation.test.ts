// Every write is validated by the contract's schema; the server sets ids, timestamps,
// a new appointment's status and roles, whatever the body says.
import { describe, expect, it } from 'vitest';
import { addDays, hospitalToday } from '@hospital/contract';
import { serverForThisFile } from './harness.ts';
import { openDay } from './opdDays.ts';

const api = serverForThisFile();

const booking = () => ({
  patientName: 'Kavita Sharma',
  email: 'kavita.sharma@example.in',
  phone: '+91 98765 43210',
  age: 42,
  gender: 'Female',
  department: 'Cardiology',
  preferredDate: openDay(10),
  preferredTime: '10:30 AM',
  reasonForVisit: 'Chest discomfort on climbing stairs for two weeks.',
  consent: true,
});


describe('booking an appointment (public)', () => {
  it('stores a valid booking as pending, with the server’s id and time', async () => {
    const before = (await api.server.readData()).appointments;
    const maxId = Math.max(...before.map((a) => a.id));
    const response = await api.anonymous.send('POST', '/api/appointments', {
      ...booking(),
      id: 1,
      reference: 'CCH-0000-0000',
      status: 'confirmed',
      createdAt: '2001-01-01T00:00:00.000Z',
      role: 'admin',
    });
    expect(response.status).toBe(201);
    const created = response.json() as Record<string, unknown>;
    const { consent: _consent, ...fields } = booking();
    expect(created).toMatchObject({ ...fields, id: maxId + 1, status: 'pending', reference: expect.stringMatching(/^CCH-[0-9A-Z]{4}-[0-9A-Z]{4}$/) });
    // Consent is what lets the booking exist, not a field of it: its createdAt is when it was given.
    expect(created).not.toHaveProperty('consent');
    expect(created).not.toHaveProperty('role');
    expect(created.reference).not.toBe('CCH-0000-0000');
    expect(Date.now() - Date.parse(created.createdAt as string)).toBeLessThan(60_000);
    const stored = (await api.server.readData()).appointments.find((a) => a.id === maxId + 1);
    expect(stored).toEqual(created);
    expect((await api.server.readData()).appointments.find((a) => a.id === 1)).toEqual(before.find((a) => a.id === 1));
  });

  it('names every failing field and stores nothing', async () => {
    const before = (await api.server.readData()).appointments.length;
    const response = await api.anonymous.send('POST', '/api/appointments', {
      patientName: '  ',
      email: 'not-an-email',
      phone: '',
      age: 'forty',
      gender: 'Robot',
      department: 'Cardiology',
      preferredDate: '',
      preferredTime: 'noon',
      reasonForVisit: '',
    });
    expect(response.status).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(
      ['age', 'consent', 'email', 'gender', 'patientName', 'phone', 'preferredDate', 'preferredTime', 'reasonForVisit'].sort(),
    );
    expect(fields.preferredDate).toBe('Date is required');
    expect(fields.patientName).toBe('Required');
    // Beside each message its code, which clients read instead of the English.
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      codes: {
        patientName: 'too_small',
        email: 'invalid_format',
        phone: 'too_small',
        age: 'invalid_type',
        gender: 'invalid_value',
        preferredDate: 'too_small',
        preferredTime: 'invalid_format',
        reasonForVisit: 'too_small',
        consent: 'invalid_value',
      },
    });
    expect((await api.server.readData()).appointments).toHaveLength(before);
  });

  it('refuses an unknown department or doctor and a date in the past', async () => {
    const response = await api.anonymous.send('POST', '/api/appointments', {
      ...booking(),
      department: 'Astrology',
      doctorId: 999,
      preferredDate: '2020-01-01',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((response.json() as { fields: object }).fields).sort()).toEqual(['department', 'doctorId', 'preferredDate']);
    expect((response.json() as { codes: object }).codes).toEqual({ department: 'unknown_department', doctorId: 'unknown_doctor', preferredDate: 'date_in_past' });
  });

  it('answers 409 for a doctor’s slot that is already taken on that date', async () => {
    const doctor = (await api.server.readData()).doctors.find((d) => d.departmentId === 1)!;
    const slot = { ...booking(), doctorId: doctor.id, preferredDate: openDay(20, doctor.id), preferredTime: '3:00 PM' };
    expect((await api.anonymous.send('POST', '/api/appointments', slot)).status).toBe(201);
    const again = await api.anonymous.send('POST', '/api/appointments', { ...slot, patientName: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ code: 'slot_taken', fields: { preferredTime: 'Already booked' }, codes: { preferredTime: 'slot_taken' } });
    expect((await api.anonymous.send('POST', '/api/appointments', { ...slot, preferredTime: '3:30 PM' })).status).toBe(201);
  });
});

describe('what the server guarantees about a booking', () => {
  it('refuses a doctor of another department, naming doctorId', async () => {
    const { doctors } = await api.server.readData();
    const neurologist = doctors.find((d) => d.departmentId === 2)!;
    const response = await api.anonymous.send('POST', '/api/appointments', { ...booking(), doctorId: neurologist.id, preferredTime: '9:00 AM' });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ fields: { doctorId: 'This doctor is not in the chosen department' } });
  });

  it('refuses a date more than 365 days ahead, naming preferredDate', async () => {
    const response = await api.anonymous.send('POST', '/api/appointments', { ...booking(), preferredDate: addDays(hospitalToday(), 400) });
    expect(response.status).toBe(400);
    expect(Object.keys((response.json() as { fields: object }).fields)).toEqual(['preferredDate']);
  });

  it('answers a retried submission (same Idempotency-Key) with the first booking, not a second one', async () => {
    const before = (await api.server.readData()).appointments.length;
    const key = `retry-${Date.now()}-${Math.random()}`;
    const body = { ...booking(), preferredDate: openDay(30), preferredTime: '4:30 PM' };
    const first = await api.anonymous.send('POST', '/api/appointments', body, { 'Idempotency-Key': key });
    const retries = await Promise.all([1, 2, 3].map(() => api.anonymous.send('POST', '/api/appointments', body, { 'Idempotency-Key': key })));
    expect(first.status).toBe(201);
    for (const retry of retries) {
      expect(retry.status).toBe(201);
      expect(retry.json()).toEqual(first.json());
    }
    expect((await api.server.readData()).appointments).toHaveLength(before + 1);

    const other = await api.anonymous.send('POST', '/api/appointments', { ...body, patientName: 'Someone Else' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect((await api.server.readData()).appointments).toHaveLength(before + 1);
  });
});

describe('admin writes', () => {
  it('changes an appointment status only to a known value', async () => {
    const bad = await api.admin.send('PATCH', '/api/appointments/1/status', { status: 'teleported' });
    expect(bad.status).toBe(400);
    expect((bad.json() as { fields: object }).fields).toHaveProperty('status');
    const good = await api.admin.send('PATCH', '/api/appointments/1/status', { status: 'completed' });
    expect(good.status).toBe(200);
    expect((await api.server.readData()).appointments.find((a) => a.id === 1)!.status).toBe('completed');
    expect((await api.admin.send('PATCH', '/api/appointments/99999/status', { status: 'completed' })).status).toBe(404);
  });

  it('creates a gallery image with the defaults and the server’s id and time', async () => {
    const response = await api.admin.send('POST', '/api/gallery', {
      id: 1,
      title: 'New dialysis unit',
      description: '',
      imageUrl: '/images/gallery/default-hospital.svg',
      createdAt: '2001-01-01T00:00:00.000Z',
    });
    expect(response.status).toBe(201);
    const created = response.json() as Record<string, unknown>;
    expect(created).toMatchObject({ title: 'New dialysis unit', description: null, category: 'facility', isVisible: true });
    expect(created.id).not.toBe(1);
    expect(created.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['//evil.example/x.png'],
    ['ftp://example.com/x.png'],
    ['not a url'],
    [''],
  ])('refuses the image URL %j', async (imageUrl) => {
    const response = await api.admin.send('POST', '/api/gallery', { title: 'x', imageUrl, category: 'staff' });
    expect(response.status).toBe(400);
    expect((response.json() as { fields: object }).fields).toHaveProperty('imageUrl');
  });

  it('accepts http(s) and site-relative image URLs', async () => {
    for (const imageUrl of ['https://example.org/photo.jpg', 'http://example.org/a.png', '/images/gallery/default-hospital.svg']) {
      expect((await api.admin.send('POST', '/api/gallery', { title: 'x', imageUrl })).status, imageUrl).toBe(201);
    }
  });

  it('validates news items and keeps updatedAt its own', async () => {
    const missing = await api.admin.send('POST', '/api/news-events', { type: 'memo', imageUrl: 'javascript:x' });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.json() as { fields: object }).fields).sort()).toEqual(['content', 'imageUrl', 'title', 'type']);

    const created = await api.admin.send('POST', '/api/news-events', {
      title: 'Free eye camp',
      content: 'Free eye check-ups for senior citizens this Sunday.',
      type: 'event',
      imageUrl: '',
      eventDate: '2027-01-10T04:30:00.000Z',
    });
    expect(created.status).toBe(201);
    const item = created.json() as { id: number; imageUrl: unknown; isPublished: boolean; updatedAt: string };
    expect(item).toMatchObject({ imageUrl: null, isPublished: true });
    const patched = await api.admin.send('PATCH', `/api/news-events/${item.id}`, { title: 'Free eye camp (rescheduled)', updatedAt: '2001-01-01T00:00:00.000Z' });
    expect(patched.status).toBe(200);
    expect((patched.json() as { updatedAt: string }).updatedAt).not.toBe('2001-01-01T00:00:00.000Z');
    expect((await api.admin.send('PATCH', '/api/news-events/99999', { title: 'x' })).status).toBe(404);
  });

  it('validates task and milestone changes', async () => {
    const bad = await api.admin.send('PATCH', '/api/tasks/1', { progress: 150, duration: 0, status: 'done' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.json() as { fields: object }).fields).sort()).toEqual(['duration', 'progress', 'status']);
    const moved = await api.admin.send('PATCH', '/api/tasks/1', { status: 'completed', projectId: 3 });
    expect(moved.status).toBe(200);
    const task = (await api.server.readData()).tasks.find((t) => t.id === 1)!;
    expect(task.status).toBe('completed');
    expect(task.updatedBy).toBe('admin');
    expect(task.projectId).not.toBe(3);
    const backwards = await api.admin.send('PATCH', '/api/tasks/1', { endDate: '2000-01-01' });
    expect(backwards.status).toBe(400);
    expect((await api.admin.send('PATCH', '/api/milestones/1', { status: 'finished' })).status).toBe(400);
    expect((await api.admin.send('PATCH', '/api/milestones/1', { status: 'completed' })).status).toBe(200);
  });
});
