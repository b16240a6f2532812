// The OPD day through apps/api itself, on PGlite and on PostgreSQL: a scripted morning of one
// doctor on a clock the test moves (bookings, check-ins on time and late, walk-ins, calls, the absent swept after the
// session), tokens given once each under concurrent check-ins and walk-ins (on PostgreSQL across two instances on one
// database), the walk-in quota held under a burst, transitions refused, the no-show job's schedule, and a day kept on
// paper never swept.
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  API_MESSAGES,
  API_PATHS,
  FIELD_CODES,
  OPD_QUEUE,
  addDays,
  hospitalInstant,
  hospitalToday,
  isoWeekday,
  type Appointment,
  type AppointmentCounts,
  type OpdDay,
  type QueueState,
} from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, lettersOf, seedFile } from '../../../api-contract/harness.ts';
import { createApp } from '../src/app.ts';
import { messagingFromEnv } from '../src/config.ts';
import { migrate, openDatabase, type Database } from '../src/db/client.ts';
import { sweepNoShows } from '../src/db/opdQueue.ts';
import { readSeedFile, seedIfEmpty } from '../src/db/seed.ts';
import { NO_SHOW_CRON, NO_SHOW_QUEUE, startNoShowSweeps } from '../src/jobs/noShowSweep.ts';
import { createLogger } from '../src/log.ts';
import { PatientOutbox } from '../src/messaging/outbox.ts';
import { startMessageQueue, type RunningQueue } from '../src/messaging/queue.ts';
import { eventually } from './messageSinks.ts';
import { onBothEngines, type ThrowawayDatabase } from './throwawayDatabases.ts';

const seed = readSeedFile(seedFile);
const closed = new Set(seed.closures.map((closure) => closure.date));

/** The first weekday (Monday to Friday) at least `ahead` days from today that the OPD is open, and the same weekday a week and two on. */
function workingDay(ahead: number): string {
  for (let day = addDays(hospitalToday(), ahead); ; day = addDays(day, 1)) {
    if (isoWeekday(day) <= 5 && !closed.has(day) && !closed.has(addDays(day, 7)) && !closed.has(addDays(day, 14))) return day;
  }
}

const DAY = workingDay(10);
/** The hospital's clock on DAY (or another day) at HH:MM, IST. */
const at = (time: string, day = DAY) => new Date(hospitalInstant(day, time));
/** The session every doctor of these tests works on DAY's weekday: 09:00-12:00, 15-minute slots, two patients each. */
const SESSION = { weekday: isoWeekday(DAY), start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 };
const CARDIOLOGY = { id: 1, name: 'Cardiology' };

let patients = 0;
function patient() {
  patients++;
  return {
    patientName: `Kamla Devi ${lettersOf(patients)}`,
    email: `kamla.${patients}.${process.pid}@example.in`,
    phone: `+91 94152 ${String(10000 + patients).padStart(5, '0')}`,
    age: 58,
    gender: 'Female',
    department: CARDIOLOGY.name,
    reasonForVisit: 'Chest tightness on walking.',
    consent: true,
  };
}

function checksTheDay(open: () => Promise<ThrowawayDatabase>) {
  let throwaway: ThrowawayDatabase;
  let second: Database | undefined;
  let queue: RunningQueue;
  const servers: ReturnType<typeof serve>[] = [];
  /** The hospital's clock, moved by the tests. */
  let now = at('08:00');
  const clock = () => now;
  /** One admin client per instance (two on PostgreSQL, one on PGlite). */
  let staff: ApiClient[] = [];
  let visitor: ApiClient;

  async function listen(database: Database): Promise<string> {
    const outbox = new PatientOutbox({ channels: new Set() });
    const { app } = createApp({ database, log: createLogger('silent'), clock, outbox });
    const server = await new Promise<ReturnType<typeof serve>>((ready) => {
      const listening = serve({ fetch: app.fetch, port: 0 }, () => ready(listening));
    });
    servers.push(server);
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  beforeAll(async () => {
    throwaway = await open();
    const { database } = throwaway;
    await migrate(database);
    await seedIfEmpty(database.db, seed, hospitalToday());
    const urls = [await listen(database)];
    // A second instance on the same database, as behind a load balancer (PGlite serves one process).
    if (database.connection.kind === 'postgres') {
      second = await openDatabase({ kind: 'postgres', url: database.connection.url });
      urls.push(await listen(second));
    }
    staff = await Promise.all(
      urls.map(async (url) => {
        const client = new ApiClient(url);
        await client.signIn(DEMO_ADMIN);
        return client;
      }),
    );
    visitor = new ApiClient(urls[0]!);
    // The no-show job as main.ts starts it, on this database and the test's clock.
    queue = await startMessageQueue(database, messagingFromEnv({}), createLogger('silent'));
    await startNoShowSweeps(queue.boss, () => sweepNoShows(database.db, new PatientOutbox({ channels: new Set() }), clock()), createLogger('silent'));
  }, 120_000);

  afterAll(async () => {
    await queue?.stop();
    for (const server of servers) {
      (server as import('node:http').Server).closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
    await second?.close();
    await throwaway?.close();
  });

  const admin = () => staff[0]!;
  const ok = async <T>(response: Promise<{ status: number; text: string }>, status = 200): Promise<T> => {
    const answer = await response;
    expect(answer.status, answer.text).toBe(status);
    return JSON.parse(answer.text) as T;
  };

  /** A new doctor of Cardiology working SESSION (a new one: no seed bookings fall on their days). */
  async function newDoctor(walkInsPerSession?: number): Promise<number> {
    const doctor = await ok<{ id: number; walkInsPerSession: number }>(
      admin().send('POST', API_PATHS.doctors, {
        name: `Dr. Test ${patients++}`,
        specialization: 'Cardiologist',
        departmentId: CARDIOLOGY.id,
        qualifications: 'MBBS, MD',
        experience: 12,
        ...(walkInsPerSession === undefined ? {} : { walkInsPerSession }),
      }),
      201,
    );
    expect(doctor.walkInsPerSession ?? OPD_QUEUE.walkInsPerSession).toBe(walkInsPerSession ?? OPD_QUEUE.walkInsPerSession);
    await ok(admin().send('PUT', API_PATHS.doctorTimetable(doctor.id), { weekly: [SESSION] }));
    return doctor.id;
  }

  const book = (doctorId: number, preferredTime: string, preferredDate = DAY) =>
    ok<Appointment>(visitor.send('POST', API_PATHS.appointments, { ...patient(), doctorId, preferredDate, preferredTime }), 201);
  const checkIn = (id: number, client = admin()) => client.send('POST', API_PATHS.appointmentCheckIn(id), {});
  const walkIn = (doctorId: number, client = admin()) => client.send('POST', API_PATHS.walkIns, { ...patient(), doctorId });
  const callNext = (doctorId: number) => admin().send('POST', API_PATHS.queueNext, { doctorId });
  const queueOf = (doctorId: number, date?: string) => ok<QueueState>(visitor.get(`${API_PATHS.queue}?doctorId=${doctorId}${date ? `&date=${date}` : ''}`));
  const opdDayOf = (doctorId: number, date = DAY) => ok<OpdDay>(admin().get(`${API_PATHS.opdDay}?doctorId=${doctorId}&date=${date}`));

  it('runs a doctor’s morning: tokens in check-in order, walk-ins filling in, the late one after, the absent swept after the session', async () => {
    const doctorId = await newDoctor();
    now = at('08:00');
    const times = ['9:00 AM', '9:00 AM', '9:15 AM', '9:30 AM', '9:45 AM', '10:00 AM', '10:15 AM', '10:30 AM', '10:45 AM', '11:00 AM'];
    const booked: Appointment[] = [];
    for (const time of times) booked.push(await book(doctorId, time));
    const [b1, b2, b3, b4, b5, b6, b7, b8, b9, b10] = booked as [Appointment, Appointment, Appointment, Appointment, Appointment, Appointment, Appointment, Appointment, Appointment, Appointment];

    /** Each patient's check-in and call, as the clock read them: the waits the figures must come to. */
    const checkedIn = new Map<number, Date>();
    const called: { id: number; token: number; at: Date }[] = [];
    const walkIns: Appointment[] = [];
    const tokens: number[] = [];
    const arrive = async (time: string, visit: Appointment) => {
      now = at(time);
      const answer = await ok<Appointment>(checkIn(visit.id));
      expect(answer.status).toBe('checked_in');
      checkedIn.set(answer.id, now);
      tokens.push(answer.token!);
      return answer;
    };
    const walk = async (time: string) => {
      now = at(time);
      const answer = await ok<Appointment>(walkIn(doctorId), 201);
      expect(answer).toMatchObject({ walkIn: true, status: 'checked_in', preferredDate: DAY, checkedInAt: now.toISOString(), queuedAt: now.toISOString() });
      checkedIn.set(answer.id, now);
      walkIns.push(answer);
      tokens.push(answer.token!);
      return answer;
    };
    const call = async (time: string) => {
      now = at(time);
      const answer = await ok<Appointment>(callNext(doctorId));
      expect(answer).toMatchObject({ status: 'in_consultation', calledAt: now.toISOString() });
      called.push({ id: answer.id, token: answer.token!, at: now });
      return answer;
    };

    const early = await arrive('08:40', b1);
    // On time: they stand at their slot's start, not at the moment they came.
    expect(early).toMatchObject({ token: 1, checkedInAt: at('08:40').toISOString(), queuedAt: at('09:00').toISOString() });
    // A second click of the front desk's button changes nothing.
    expect(await ok<Appointment>(checkIn(b1.id))).toMatchObject({ token: 1, checkedInAt: at('08:40').toISOString() });
    await arrive('08:45', b2);
    // Before the session the walk-in joins its first slot, already full of bookings: a walk-in takes no booked place.
    expect(await walk('08:50')).toMatchObject({ token: 3, preferredTime: '9:00 AM' });
    await arrive('08:55', b3);
    expect(await queueOf(doctorId)).toEqual({ doctorId, date: DAY, nowServing: null, waiting: [3, 1, 2, 4].map((token) => ({ token, status: 'checked_in' })) });
    await call('09:00');
    await arrive('09:05', b4);
    await call('09:10');
    await walk('09:12');
    await call('09:20');
    await call('09:30');
    await arrive('09:35', b5);
    await arrive('09:40', b6);
    await call('09:40');
    await walk('09:50');
    await call('09:55');
    await arrive('10:00', b7);
    // The patient's own page: how many the doctor sees first (B5 9:45, the walk-in of 9:50, B6 10:00).
    const managed = await ok<{ token: number; ahead: number; status: string }>(visitor.send('POST', API_PATHS.bookingLookup, { reference: b7.reference, contact: b7.phone }));
    expect(managed).toMatchObject({ token: 10, ahead: 3, status: 'checked_in' });
    await call('10:05');
    await call('10:15');
    await walk('10:20');
    await call('10:25');
    await call('10:35');
    await walk('10:40');
    // Twenty minutes after their 10:30 slot, past the grace: they queue from now, after those who came before them.
    const late = await arrive('10:50', b8);
    expect(late).toMatchObject({ token: 13, queuedAt: at('10:50').toISOString() });
    await call('10:55');
    await call('11:05');
    await call('11:15');
    // Nobody left: the call is refused and nothing changes; the last patient is completed by hand.
    now = at('11:30');
    const empty = await callNext(doctorId);
    expect(empty.status).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'queue_empty' });
    await ok(admin().send('PATCH', API_PATHS.appointmentStatus(b8.id), { status: 'completed' }));

    // Tokens 1..13, no gap and no repeat, in the order patients came.
    expect(tokens).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    // The calls: walk-ins filled the time before bookings' slots, the booked came by slot time, the late one last.
    const [w1, w2, w3, w4, w5] = walkIns as [Appointment, Appointment, Appointment, Appointment, Appointment];
    expect(called.map((call) => call.id)).toEqual([w1, b1, b2, w2, b3, b4, b5, w3, b6, b7, w4, w5, b8].map((visit) => visit.id));

    // Before the session ends nobody is absent; the first request after it marks the two who never came.
    now = at('11:55');
    await queueOf(doctorId);
    expect((await opdDayOf(doctorId)).visits.filter((visit) => visit.status === 'no_show')).toEqual([]);
    now = at('12:01');
    expect(await queueOf(doctorId)).toEqual({ doctorId, date: DAY, nowServing: null, waiting: [] });
    const opdDay = await opdDayOf(doctorId);
    const states = new Map(opdDay.visits.map((visit) => [visit.id, visit]));
    expect(opdDay.visits).toHaveLength(15);
    expect([b9, b10].map((visit) => states.get(visit.id)!.status)).toEqual(['no_show', 'no_show']);
    expect([b9, b10].map((visit) => states.get(visit.id)!.token ?? null)).toEqual([null, null]);
    for (const visit of [...booked.slice(0, 8), ...walkIns]) expect(states.get(visit.id)!.status).toBe('completed');
    expect(states.get(b8.id)!.completedAt).toBe(at('11:30').toISOString());
    expect(opdDay.sessions).toEqual([{ start: '09:00', end: '12:00', walkInsAllowed: 10, walkInsTaken: 5 }]);

    // The figures: 8 came, 2 did not; the wait from check-in to call over all 13 called.
    const counts = await ok<AppointmentCounts>(admin().get(API_PATHS.appointmentCounts));
    const minutes = called.map((call) => (call.at.getTime() - checkedIn.get(call.id)!.getTime()) / 60_000);
    const average = Math.round((minutes.reduce((sum, wait) => sum + wait, 0) / minutes.length) * 10) / 10;
    expect(average).toBe(31.4);
    expect(counts.opd.byDoctor.find((row) => row.doctorId === doctorId)).toEqual({
      doctorId,
      department: CARDIOLOGY.name,
      attended: 8,
      noShows: 2,
      noShowRate: 0.2,
      averageWaitMinutes: average,
    });
    expect(counts.byStatus.no_show).toBeGreaterThanOrEqual(2);
  });

  it('has the no-show job scheduled every minute, and its sweep marks the absent of a day whose queue ran', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === NO_SHOW_QUEUE)).toMatchObject({ cron: NO_SHOW_CRON });
    const doctorId = await newDoctor();
    const day = addDays(DAY, 7);
    now = at('08:00', day);
    const came = await book(doctorId, '9:00 AM', day);
    const absent = await book(doctorId, '11:45 AM', day);
    now = at('09:00', day);
    await ok(checkIn(came.id));
    // The job as the cron sends it each minute, after the session.
    now = at('12:00', day);
    await queue.boss.send(NO_SHOW_QUEUE, {});
    const statuses = async () => new Map((await opdDayOf(doctorId, day)).visits.map((visit) => [visit.id, visit.status]));
    await eventually('the job to mark the absent patient', async () => {
      const rows = await throwaway.database.db.query.appointments.findFirst({ where: (table, { eq }) => eq(table.id, absent.id) });
      return rows?.status === 'no_show';
    }, 20_000);
    expect((await statuses()).get(came.id)).toBe('checked_in');
  });

  it('gives 20 patients checking in at once tokens 1 to 20, each once', async () => {
    const doctorId = await newDoctor();
    const day = addDays(DAY, 14);
    now = at('08:00', day);
    const slots = ['9:00 AM', '9:15 AM', '9:30 AM', '9:45 AM', '10:00 AM', '10:15 AM', '10:30 AM', '10:45 AM', '11:00 AM', '11:15 AM'];
    const booked: Appointment[] = [];
    for (const time of slots) booked.push(await book(doctorId, time, day), await book(doctorId, time, day));
    now = at('08:30', day);
    const answers = await Promise.all(booked.map((visit, index) => checkIn(visit.id, staff[index % staff.length])));
    expect(answers.map((answer) => answer.status)).toEqual(booked.map(() => 200));
    const tokens = answers.map((answer) => (answer.json() as Appointment).token!);
    expect([...tokens].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('takes as many walk-ins as the session allows under a burst, refusing the rest without using up tokens', async () => {
    const doctorId = await newDoctor(3);
    now = at('08:30');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => walkIn(doctorId, staff[index % staff.length])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.json()).toMatchObject({ code: 'walk_ins_full' });
    const created = answers.filter((answer) => answer.status === 201).map((answer) => answer.json() as Appointment);
    expect(created.map((visit) => visit.token).sort()).toEqual([1, 2, 3]);
    // The walk-ins are written in the session's first slot, and take none of its booked places.
    expect(created.every((visit) => visit.preferredTime === '9:00 AM')).toBe(true);
    const availability = await ok<{ days: { date: string; slots: { time: string; capacity: number; left: number }[] }[] }>(
      visitor.get(`${API_PATHS.availability}?doctorId=${doctorId}&from=${DAY}&to=${DAY}`),
    );
    expect(availability.days[0]!.slots[0]).toEqual({ time: '9:00 AM', capacity: 2, left: 2 });
    // The next booking checked in continues the sequence: no number was lost to the refusals.
    const visit = await book(doctorId, '9:00 AM');
    expect(await ok<Appointment>(checkIn(visit.id))).toMatchObject({ token: 4 });
    // No session left today: refused, naming the doctor.
    now = at('12:30');
    const late = await walkIn(doctorId);
    expect(late.status).toBe(400);
    expect(late.json()).toMatchObject({ code: 'validation_failed', fields: { doctorId: API_MESSAGES.noSessionToday }, codes: { doctorId: FIELD_CODES.noSessionToday } });
  });

  it('refuses the transitions the OPD day does not make', async () => {
    const doctorId = await newDoctor();
    now = at('08:00');
    const [cancelled, seen, tomorrow] = [await book(doctorId, '11:30 AM'), await book(doctorId, '11:45 AM'), await book(doctorId, '9:00 AM', addDays(DAY, 7))];
    await ok(admin().send('PATCH', API_PATHS.appointmentStatus(cancelled.id), { status: 'cancelled' }));
    const refused = await checkIn(cancelled.id);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'status_change_not_allowed',
      fields: { status: 'Cannot change from cancelled to checked_in' },
      codes: { status: FIELD_CODES.statusChangeNotAllowed },
    });

    await ok(checkIn(seen.id));
    await ok(callNext(doctorId));
    await ok(admin().send('PATCH', API_PATHS.appointmentStatus(seen.id), { status: 'completed' }));
    const back = await admin().send('PATCH', API_PATHS.appointmentStatus(seen.id), { status: 'checked_in' });
    expect(back.status).toBe(409);
    expect(back.json()).toMatchObject({ code: 'status_change_not_allowed', fields: { status: 'Cannot change from completed to checked_in' }, codes: { status: FIELD_CODES.statusChangeNotAllowed } });

    const early = await checkIn(tomorrow.id);
    expect(early.status).toBe(409);
    expect(early.json()).toMatchObject({ code: 'visit_not_today' });
    expect((await checkIn(999_999)).status).toBe(404);
  });

  it('never sweeps a day the front desk kept on paper (no tokens given)', async () => {
    const doctorId = await newDoctor();
    const day = addDays(DAY, 7);
    now = at('08:00', day);
    const visit = await book(doctorId, '9:00 AM', day);
    now = at('13:00', day);
    expect(await queueOf(doctorId, day)).toEqual({ doctorId, date: day, nowServing: null, waiting: [] });
    await sweepNoShows(throwaway.database.db, new PatientOutbox({ channels: new Set() }), now);
    expect((await opdDayOf(doctorId, day)).visits.map((row) => [row.id, row.status])).toEqual([[visit.id, 'pending']]);
  });
}

onBothEngines('opd-day', checksTheDay);
