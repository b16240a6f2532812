// The day's booking limits where only apps/api has them (docs/adr/0023): counted in PostgreSQL's attempt_counters, one
// row per phone, e-mail and address shared by every instance; behind a proxy (TRUST_PROXY=1) the client is the address
// it forwarded, and an IPv6 /64 is one address; what reaches a stranger's phone and mailbox (the loopback sinks) is a
// day's limit of confirmations at most. A limit set to anything but a whole number stops either server.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, BOOKING_THROTTLE, HOSPITAL_TIME_SLOTS } from '@hospital/contract';
import { freshPostgresDatabase, lettersOf, requestFrom, runServerToExit, startApiProcess } from '../../../api-contract/harness.ts';
import { FAST_QUEUE } from './messageBookings.ts';
import { eventually, startSmtpSink, startWebhookSink, type SmtpSink, type WebhookSink } from './messageSinks.ts';
import { openDays } from './openDays.ts';

type Started = Awaited<ReturnType<typeof startApiProcess>>;

function stop(server: Started | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.child.once('exit', () => done());
    server.child.kill('SIGKILL');
  });
}

/** Dr #1's slots, ten a day, months ahead: one per booking. */
const slots = openDays(150, 8).flatMap((preferredDate) => HOSPITAL_TIME_SLOTS.slice(0, 10).map((preferredTime) => ({ preferredDate, preferredTime })));

const booking = (n: number, contact: Partial<{ phone: string; email: string }> = {}) => ({
  patientName: `Patient ${lettersOf(n)}`,
  phone: `+91 96000 ${String(10000 + n)}`,
  email: `limits.${n}@example.in`,
  age: 33,
  gender: 'Female',
  department: 'Cardiology',
  doctorId: 1,
  reasonForVisit: 'Palpitations.',
  consent: true,
  ...slots[n],
  ...contact,
});

describe('two instances on one PostgreSQL, behind a proxy', () => {
  const PER_ADDRESS = 6;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let instances: Started[] = [];
  let sql: pg.Pool;
  let smtp: SmtpSink;
  let webhook: WebhookSink;
  const base = (n: number) => `http://127.0.0.1:${instances[n % instances.length]!.port}`;
  const post = (n: number, body: unknown, forwardedFor: string) =>
    requestFrom('127.0.0.1', `${base(n)}${API_PATHS.appointments}`, 'POST', body, { 'x-forwarded-for': forwardedFor });
  const counter = async (key: string) => (await sql.query<{ count: number }>('SELECT count FROM attempt_counters WHERE key = $1', [key])).rows;

  beforeAll(async () => {
    [database, smtp, webhook] = await Promise.all([freshPostgresDatabase(), startSmtpSink(), startWebhookSink()]);
    const env = { DATABASE_URL: database.url, TRUST_PROXY: '1', BOOKING_LIMIT_PER_ADDRESS: String(PER_ADDRESS), SMTP_URL: smtp.url, SMS_WEBHOOK_URL: webhook.url, ...FAST_QUEUE };
    instances = [await startApiProcess(env)];
    instances.push(await startApiProcess(env));
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    sql.on('error', () => {});
  }, 240_000);
  afterAll(async () => {
    await Promise.all(instances.map(stop));
    await sql?.end();
    await Promise.all([database?.drop(), smtp?.close(), webhook?.close()]);
  });

  it(`counts one IPv6 /64 as one client over both instances: ${PER_ADDRESS} of 12 bookings at once, and one row for it`, async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => post(n, booking(n), `203.0.113.7, 2001:db8:42:7::${(n + 1).toString(16)}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(PER_ADDRESS);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - PER_ADDRESS);
    // The refused ones gave their counts back: what stays counted is what was booked.
    expect(await counter('booking:address:2001:db8:42:7::/64')).toEqual([{ count: PER_ADDRESS }]);
    // Another /64, and the first address the proxy's list names (the client's own word), count nothing of it.
    expect((await post(12, booking(12), '2001:db8:42:8::1')).status).toBe(201);
    expect(await counter('booking:address:203.0.113.7')).toEqual([]);
  }, 60_000);

  it(`lets one phone make ${BOOKING_THROTTLE.perContact} bookings a day from any addresses, over both instances`, async () => {
    const phone = '+91 96111 22233';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => post(n, booking(20 + n, { phone }), `198.51.100.${n + 1}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(BOOKING_THROTTLE.perContact);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers['retry-after']) > 0)).toBe(true);
    expect(await counter('booking:phone:9611122233')).toEqual([{ count: BOOKING_THROTTLE.perContact }]);
  }, 60_000);

  it(`sends a stranger whose phone and e-mail forty bookings name ${BOOKING_THROTTLE.perContact} SMS and ${BOOKING_THROTTLE.perContact} e-mails, none with a word the booker typed`, async () => {
    const victim = { phone: '+91 96222 33344', email: 'stranger@example.in', patientName: 'Pay Your Bill Today', reasonForVisit: 'Call 11111 22222 now.' };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => post(n, booking(40 + n, victim), `192.0.2.${(n % 8) + 1}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(BOOKING_THROTTLE.perContact);
    const toVictim = () => ({ sms: webhook.messages.filter((sms) => sms.to === victim.phone), mails: smtp.mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(victim.email)) });
    await eventually('the confirmations', () => toVictim().sms.length >= BOOKING_THROTTLE.perContact && toVictim().mails.length >= BOOKING_THROTTLE.perContact, 15_000);
    // A moment more: nothing else comes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { sms, mails } = toVictim();
    expect(sms).toHaveLength(BOOKING_THROTTLE.perContact);
    expect(mails).toHaveLength(BOOKING_THROTTLE.perContact);
    for (const message of sms) expect(message.text).not.toMatch(/Pay Your Bill|11111/);
    for (const mail of mails) expect(mail.text).not.toContain('11111');
  }, 60_000);
});

describe('a booking limit that is not a whole number of bookings', () => {
  const refusal = (name: string, value: string) => `${name} must be a whole number of bookings a day from 1 to 1000000, got "${value}"`;

  it('stops apps/api and the mock, naming the setting', { timeout: 120_000 }, async () => {
    const api = await startApiProcess({ DATA_DIR: '/nonexistent/hospital-limits', BOOKING_LIMIT_PER_CONTACT: '0' }).then(
      async (server) => {
        await stop(server);
        throw new Error('apps/api started with a bad limit');
      },
      (error: { code?: number | null; output?: string }) => error,
    );
    expect(api.code).not.toBe(0);
    expect(api.output).toContain(refusal('BOOKING_LIMIT_PER_CONTACT', '0'));
    const mock = await runServerToExit({ env: { BOOKING_LIMIT_PER_ADDRESS: 'many' } });
    expect(mock.code).not.toBe(0);
    expect(mock.output).toContain(refusal('BOOKING_LIMIT_PER_ADDRESS', 'many'));
  });
});
