// The queue across processes on one PostgreSQL database: two instances send each message exactly once,
// and an instance killed with SIGKILL in the middle of a batch loses nothing: after a restart every message goes,
// and only those that were in flight at the kill may go twice.
import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOSPITAL_TIME_SLOTS } from '@hospital/contract';
import { freshPostgresDatabase } from '../../../api-contract/harness.ts';
import { FAST_QUEUE, book, bookingRequest, commonOpenDay, instance, stopInstance, type Instance } from './messageBookings.ts';
import { eventually, startSmtpSink, startWebhookSink, type SmtpSink, type WebhookSink } from './messageSinks.ts';

/** How many times each reference arrived, by e-mail or by SMS. */
function deliveries(smtp: SmtpSink, webhook: WebhookSink, references: readonly string[]) {
  const count = (texts: (string | undefined)[], reference: string) => texts.filter((text) => text?.includes(reference)).length;
  return references.map((reference) => ({
    reference,
    email: count(
      smtp.mails.map((mail) => mail.subject),
      reference,
    ),
    sms: count(
      webhook.messages.map((sms) => sms.text),
      reference,
    ),
  }));
}

describe('the message queue on one PostgreSQL database', () => {
  let smtp: SmtpSink;
  let webhook: WebhookSink;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let pool: pg.Pool;
  const servers: Instance[] = [];

  beforeEach(async () => {
    [smtp, webhook, database] = await Promise.all([startSmtpSink(), startWebhookSink(), freshPostgresDatabase()]);
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pool.on('error', () => {});
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => stopInstance(server)));
    await pool.end();
    await Promise.all([smtp.close(), webhook.close(), database.drop()]);
  });
  afterAll(() => Promise.all(servers.map((server) => stopInstance(server))));

  const env = () => ({ DATABASE_URL: database.url, SMTP_URL: smtp.url, SMS_WEBHOOK_URL: webhook.url, ...FAST_QUEUE });
  /** `count` distinct free slots with Drs 1 and 2 on one day. */
  const slots = (count: number) => {
    const day = commonOpenDay(10, [1, 2], HOSPITAL_TIME_SLOTS);
    return [1, 2].flatMap((doctorId) => HOSPITAL_TIME_SLOTS.map((preferredTime) => ({ doctorId, preferredDate: day, preferredTime }))).slice(0, count);
  };
  const confirmationStates = async () =>
    (await pool.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM messages WHERE kind = 'confirmation' GROUP BY status`)).rows;

  it('sends each of 30 messages exactly once with two instances working the queue', async () => {
    const first = await instance(env());
    servers.push(first);
    const second = await instance(env());
    servers.push(second);
    // Fifteen bookings, alternately on each instance, some at once: thirty confirmations.
    const booked = await Promise.all(slots(15).map((slot, index) => book((index % 2 === 0 ? first : second).baseUrl, bookingRequest(slot))));
    const references = booked.map((booking) => booking.reference);
    await eventually(
      'every confirmation delivered',
      () => deliveries(smtp, webhook, references).every((each) => each.email >= 1 && each.sms >= 1),
      20_000,
    );
    // Time for a second sending, were there to be one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(deliveries(smtp, webhook, references).filter((each) => each.email !== 1 || each.sms !== 1)).toEqual([]);
    expect(await confirmationStates()).toEqual([{ status: 'sent', n: 30 }]);
    // Both instances did some of the sending.
    for (const server of [first, second]) expect(server.output()).toMatch(/"outcome":"sent"/);
  });

  it('loses nothing when an instance is killed mid-batch, and sends again only what was in flight', async () => {
    // A slow mail server (within the tries' time-out, a third of MESSAGE_EXPIRE_SECONDS): the kill lands while mails
    // are being handed over.
    smtp.answerDelayMs = 1000;
    const doomed = await instance({ ...env(), MESSAGE_EXPIRE_SECONDS: '6' });
    servers.push(doomed);
    const booked = [];
    for (const slot of slots(10)) booked.push(await book(doomed.baseUrl, bookingRequest(slot)));
    const references = booked.map((booking) => booking.reference);
    await eventually('a few mails handed over', () => smtp.mails.length >= 3, 20_000);
    await stopInstance(doomed, 'SIGKILL');

    // In flight at the kill: handed to the sink (or the webhook) but not yet marked sent.
    const sent = new Set(
      (await pool.query<{ reference: string; channel: string }>(
        `SELECT a.reference, m.channel FROM messages m JOIN appointments a ON a.id = m.appointment_id WHERE m.kind = 'confirmation' AND m.status = 'sent'`,
      )).rows.map((row) => `${row.reference} ${row.channel}`),
    );
    const handedOver = deliveries(smtp, webhook, references).flatMap((each) => [
      ...(each.email > 0 ? [`${each.reference} email`] : []),
      ...(each.sms > 0 ? [`${each.reference} sms`] : []),
    ]);
    const inFlight = handedOver.filter((key) => !sent.has(key));
    expect(handedOver.length).toBeLessThan(20);

    smtp.answerDelayMs = 0;
    const restarted = await instance({ ...env(), MESSAGE_EXPIRE_SECONDS: '6' });
    servers.push(restarted);
    await eventually(
      'every confirmation delivered after the restart',
      async () => (await confirmationStates()).every((row) => row.status === 'sent') && deliveries(smtp, webhook, references).every((each) => each.email >= 1 && each.sms >= 1),
      40_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await confirmationStates()).toEqual([{ status: 'sent', n: 20 }]);
    const twice = deliveries(smtp, webhook, references).flatMap((each) => [
      ...(each.email > 1 ? [`${each.reference} email`] : []),
      ...(each.sms > 1 ? [`${each.reference} sms`] : []),
    ]);
    // None went more than twice, and only those in flight at the kill went twice.
    expect(deliveries(smtp, webhook, references).every((each) => each.email <= 2 && each.sms <= 2)).toBe(true);
    expect(twice.filter((key) => !inFlight.includes(key))).toEqual([]);
    // The kill did land mid-batch, and what was in flight is at most a batch.
    expect(inFlight.length).toBeGreaterThan(0);
    expect(inFlight.length).toBeLessThanOrEqual(5);
  });
});
