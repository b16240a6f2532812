// docs/adr/0002: the data file is replaced atomically after each change, the seed is never written, and a
// corrupt file stops the server instead of an empty start.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { databaseSchema } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, readSeed, runServerToExit, seedFile, startMockServer as startServer } from '../../api-contract/harness.ts';

const seedHash = () => createHash('sha256').update(readFileSync(seedFile)).digest('hex');

describe('the data file', () => {
  it('starts from a copy of the seed and never writes the seed', async () => {
    const before = seedHash();
    const server = await startServer();
    try {
      expect(await server.readData()).toEqual(readSeed());
      const admin = new ApiClient(server.baseUrl);
      await admin.signIn(DEMO_ADMIN);
      // Appointment #3 is confirmed in the seed: cancelling it is a step its status may take (the contract's VISIT_STEPS).
      expect((await admin.send('PATCH', '/api/appointments/3/status', { status: 'cancelled' })).status).toBe(200);
      expect((await server.readData()).appointments[2]!.status).toBe('cancelled');
    } finally {
      await server.stop();
    }
    expect(seedHash()).toBe(before);
  });

  it('keeps every acknowledged write when killed with SIGKILL in the middle of a burst', async () => {
    // A few megabytes of data, so each save takes long enough for the kill to land inside one.
    const seed = readSeed();
    const padding = 'Ward photograph kept for the hospital archive. '.repeat(20);
    for (let i = 0; i < 4000; i++) {
      seed.gallery_images.push({ ...seed.gallery_images[0]!, id: 1000 + i, description: padding });
    }
    const server = await startServer({ seed });
    const admin = new ApiClient(server.baseUrl);
    await admin.signIn(DEMO_ADMIN);
    const acknowledged: number[] = [];
    let stop = false;
    // Four writers at once, so the kill lands while writes are in flight.
    const writer = async (lane: number) => {
      for (let i = 0; !stop && i < 400; i++) {
        try {
          const response = await admin.send('POST', '/api/gallery', {
            title: `Burst ${lane}-${i}`,
            imageUrl: '/images/gallery/default-hospital.svg',
            category: 'events',
          });
          if (response.status === 201) acknowledged.push((response.json() as { id: number }).id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    // Meanwhile another process keeps reading the file: it must never see a partial one.
    const partialReads: string[] = [];
    let reads = 0;
    const reader = async () => {
      while (!stop) {
        const text = await readFile(server.dbFile, 'utf8');
        reads++;
        try {
          JSON.parse(text);
        } catch {
          partialReads.push(`${text.length} bytes`);
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    const readerDone = reader();
    // Kill once a good number of writes are acknowledged and the file has been read a good number of times (on a
    // busy machine the reads lag behind), while the four writers still have some in flight.
    const deadline = Date.now() + 20_000;
    while ((acknowledged.length < 12 || reads < 12) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 5));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all([...writers, readerDone]);
    await new Promise((done) => server.child.exitCode !== null || server.child.signalCode !== null ? done(null) : server.child.once('exit', done));

    expect(acknowledged.length).toBeGreaterThan(10);
    expect(reads).toBeGreaterThan(10);
    expect(partialReads).toEqual([]);
    const raw = readFileSync(server.dbFile, 'utf8');
    const data = databaseSchema.parse(JSON.parse(raw));
    const stored = new Set(data.gallery_images.map((image) => image.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    await server.stop();
  });

  it('refuses to start on a corrupt file rather than start empty', async () => {
    const truncated = readFileSync(seedFile, 'utf8').slice(0, 500);
    const result = await runServerToExit({ dataFileContents: truncated });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Refusing to start: .* is not valid JSON/);
    expect(result.output).toMatch(/npm run db:reset/);

    const wrongShape = await runServerToExit({ dataFileContents: JSON.stringify({ users: 'none' }) });
    expect(wrongShape.code).toBe(1);
    expect(wrongShape.output).toMatch(/does not match the data schema/);
  });

  it('gives each appointment of a data file from before booking references one, and keeps the rest as it was', async () => {
    const seed = readSeed();
    const old = { ...seed, appointments: seed.appointments.map(({ reference: _reference, ...appointment }) => appointment) };
    const server = await startServer({ dataFileContents: JSON.stringify(old) });
    try {
      const data = databaseSchema.parse(JSON.parse(readFileSync(server.dbFile, 'utf8')));
      const references = data.appointments.map((a) => a.reference);
      expect(new Set(references).size).toBe(seed.appointments.length);
      expect(data.appointments.map(({ reference: _reference, ...appointment }) => appointment)).toEqual(old.appointments);
      expect(data.users).toEqual(seed.users);
    } finally {
      await server.stop();
    }
  });

  it('gives each user of a data file from before staff accounts the new fields, as migration 0003 does', async () => {
    const seed = readSeed();
    const old = { ...seed, users: seed.users.map(({ username, passwordHash, role, createdAt, id }) => ({ id, username, passwordHash, role, createdAt })) };
    const server = await startServer({ dataFileContents: JSON.stringify(old) });
    try {
      const data = databaseSchema.parse(JSON.parse(readFileSync(server.dbFile, 'utf8')));
      expect(data.users).toEqual(old.users.map((user) => ({ ...user, displayName: user.username, active: true, mustChangePassword: false, lastSignInAt: null })));
      expect(data.appointments).toEqual(seed.appointments);
      await new ApiClient(server.baseUrl).signIn(DEMO_ADMIN);
    } finally {
      await server.stop();
    }
  });

  it('reads the bookings of a data file from before messages to patients as English, reminders not stopped', async () => {
    const seed = readSeed();
    const old = { ...seed, appointments: seed.appointments.map(({ language: _language, remindersStopped: _stopped, ...appointment }) => appointment) };
    const server = await startServer({ dataFileContents: JSON.stringify(old) });
    try {
      const data = databaseSchema.parse(JSON.parse(readFileSync(server.dbFile, 'utf8')));
      expect(data.appointments).toEqual(old.appointments.map((appointment) => ({ ...appointment, language: 'en', remindersStopped: false })));
      const admin = new ApiClient(server.baseUrl);
      await admin.signIn(DEMO_ADMIN);
      const listed = (await admin.get('/api/appointments')).json() as Array<{ language: string; remindersStopped: boolean }>;
      expect(listed.every((appointment) => appointment.language === 'en' && appointment.remindersStopped === false)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('gives a data file from before the OPD timetable the seed’s sessions and leave of its doctors, and the closures', async () => {
    const seed = readSeed();
    const { doctor_sessions: _sessions, doctor_leave: _leave, closures: _closures, ...old } = { ...seed, doctors: seed.doctors.filter((doctor) => doctor.id !== 4) };
    const server = await startServer({ dataFileContents: JSON.stringify(old) });
    try {
      const data = databaseSchema.parse(JSON.parse(readFileSync(server.dbFile, 'utf8')));
      expect(data.doctor_sessions).toEqual(seed.doctor_sessions.filter((session) => session.doctorId !== 4));
      // Dr #4's leave went with Dr #4, who is not in this file.
      expect(data.doctor_leave).toEqual(seed.doctor_leave.filter((leave) => leave.doctorId !== 4));
      expect(data.closures).toEqual(seed.closures);
      expect(data.appointments).toEqual(seed.appointments);
    } finally {
      await server.stop();
    }
  });

  it('gives a data file from before the home page’s testimonials the seed’s, and keeps the rest as it was', async () => {
    const { testimonials: _testimonials, ...old } = readSeed();
    const server = await startServer({ dataFileContents: JSON.stringify(old) });
    try {
      const data = databaseSchema.parse(JSON.parse(readFileSync(server.dbFile, 'utf8')));
      expect(data.testimonials).toEqual(readSeed().testimonials);
      expect(data.doctors).toEqual(old.doctors);
      expect((await new ApiClient(server.baseUrl).get('/api/testimonials')).json()).toEqual(readSeed().testimonials);
    } finally {
      await server.stop();
    }
  });

  it('restarts on the data it saved and leaves no temp files behind', async () => {
    const first = await startServer();
    const admin = new ApiClient(first.baseUrl);
    await admin.signIn(DEMO_ADMIN);
    // Appointment #3 is confirmed in the seed; back to pending is one of its steps.
    expect((await admin.send('PATCH', '/api/appointments/3/status', { status: 'pending' })).status).toBe(200);
    const saved = readFileSync(first.dbFile, 'utf8');
    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));

    const second = await startServer({
      dataFileContents: saved,
      // What a kill between the temp write and the rename leaves behind.
      prepare: (_dir, dbFile) => writeFileSync(`${dbFile}.12345.tmp`, '{"half": '),
    });
    try {
      const again = new ApiClient(second.baseUrl);
      await again.signIn(DEMO_ADMIN);
      const appointments = (await again.get('/api/appointments')).json() as Array<{ id: number; status: string }>;
      expect(appointments.find((a) => a.id === 3)!.status).toBe('pending');
      expect(readdirSync(second.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
