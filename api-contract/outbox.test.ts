// The outbox as staff read it: newest first, filtered and paged, to staff only; admins may send a failed message
// again. What each booking and change writes into it is messages.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type Message } from '@hospital/contract';
import { ApiClient, DEMO_PATIENT, DEMO_RECEPTION, serverForThisFile } from './harness.ts';
import { DAY, NEXT_DAY, bookingsAndOutbox, ofKind } from './messageBookings.ts';

const api = serverForThisFile();
const { book, manage, page, messagesOf, settledMessagesOf } = bookingsAndOutbox(api);
let reception: ApiClient;
let patient: ApiClient;
beforeAll(async () => {
  reception = new ApiClient(api.server.baseUrl);
  await reception.signIn(DEMO_RECEPTION);
  patient = new ApiClient(api.server.baseUrl);
  await patient.signIn(DEMO_PATIENT);
  // An outbox with more than a page in it, some of it cancelled: two bookings, one cancelled by its patient.
  await book({ preferredDate: DAY, preferredTime: '9:00 AM' });
  const cancelled = await book({ preferredDate: DAY, preferredTime: '9:30 AM' });
  expect((await manage(API_PATHS.bookingCancel, cancelled)).status).toBe(200);
});

describe('the outbox as staff read it', () => {
  let all: Message[];
  beforeAll(async () => {
    await book({ preferredDate: NEXT_DAY, preferredTime: '2:00 PM', language: 'hi' });
    all = (await page('pageSize=100')).items;
  });

  it('lists newest first: by due time, then id', async () => {
    expect(all.length).toBeGreaterThan(10);
    const ordered = [...all].sort((a, b) => Date.parse(b.dueAt) - Date.parse(a.dueAt) || b.id - a.id);
    expect(all.map((message) => message.id)).toEqual(ordered.map((message) => message.id));
  });

  it('filters by status, kind, channel and appointment', async () => {
    const cancelled = await page('status=cancelled&pageSize=100');
    expect(cancelled.total).toBeGreaterThan(0);
    expect(cancelled.items.every((message) => message.status === 'cancelled')).toBe(true);
    const smsReminders = await page('kind=reminder&channel=sms&pageSize=100');
    expect(smsReminders.total).toBeGreaterThan(0);
    expect(smsReminders.items.every((message) => message.kind === 'reminder' && message.channel === 'sms')).toBe(true);
    expect(smsReminders.total).toBe(all.filter((message) => message.kind === 'reminder' && message.channel === 'sms').length);
    const one = all[0]!;
    const ofOne = await page(`appointmentId=${one.appointmentId}`);
    expect(ofOne.items.length).toBeGreaterThan(0);
    expect(ofOne.items.every((message) => message.appointmentId === one.appointmentId)).toBe(true);
    expect((await page('appointmentId=999999')).total).toBe(0);
    expect((await page('status=sending&pageSize=100')).items.every((message) => message.status === 'sending')).toBe(true);
  });

  it('pages', async () => {
    const first = await page('pageSize=3');
    const second = await page('pageSize=3&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: all.length });
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: all.length });
    expect([...first.items, ...second.items].map((message) => message.id)).toEqual(all.slice(0, 6).map((message) => message.id));
    expect((await page('pageSize=3&page=1000')).items).toEqual([]);
    expect((await page()).pageSize).toBe(25);
  });

  it.each([
    ['unknown=1', 'unknown'],
    ['status=delivered', 'status'],
    ['kind=newsletter', 'kind'],
    ['channel=fax', 'channel'],
    ['appointmentId=abc', 'appointmentId'],
    ['appointmentId=0', 'appointmentId'],
    ['pageSize=1000', 'pageSize'],
    ['page=0', 'page'],
    ['status=queued&status=sent', 'status'],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const response = await api.admin.get(`${API_PATHS.messages}?${query}`);
    expect(response.status, response.text).toBe(400);
    expect(Object.keys((response.json() as { fields: object }).fields)).toContain(field);
  });
});

describe('who may read and resend', () => {
  it('staff only: 401 for a visitor, 403 for a patient, reception and admin read', async () => {
    const visitor = await api.anonymous.get(API_PATHS.messages);
    expect(visitor.status).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please sign in to continue.', code: 'sign_in_required' });
    const asPatient = await patient.get(API_PATHS.messages);
    expect(asPatient.status).toBe(403);
    expect(asPatient.json()).toEqual({ message: 'Admin privileges required', code: 'admin_required' });
    expect((await page('', reception)).total).toBeGreaterThan(0);
  });

  it('resend: admins only, and only a failed message (409 message_not_failed), 404 for none', async () => {
    const mine = await book({ preferredDate: NEXT_DAY, preferredTime: '3:00 PM' });
    const confirmation = ofKind(await settledMessagesOf(mine.id), 'confirmation')[0]!;
    expect((await api.anonymous.send('POST', API_PATHS.messageResend(confirmation.id))).status).toBe(401);
    expect((await patient.send('POST', API_PATHS.messageResend(confirmation.id))).status).toBe(403);
    const asReception = await reception.send('POST', API_PATHS.messageResend(confirmation.id));
    expect(asReception.status).toBe(403);
    expect(asReception.json()).toMatchObject({ code: 'admin_required' });

    const notFailed = await api.admin.send('POST', API_PATHS.messageResend(confirmation.id));
    expect(notFailed.status).toBe(409);
    expect(notFailed.json()).toEqual({ message: 'Only a message that failed can be sent again.', code: 'message_not_failed' });
    const reminder = ofKind(await messagesOf(mine.id), 'reminder')[0]!;
    expect((await api.admin.send('POST', API_PATHS.messageResend(reminder.id))).json()).toMatchObject({ code: 'message_not_failed' });

    const missing = await api.admin.send('POST', API_PATHS.messageResend(999_999));
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not Found', code: 'not_found' });
    // Nothing changed by the refusals.
    expect((await messagesOf(mine.id)).find((message) => message.id === confirmation.id)).toMatchObject({ status: confirmation.status, attempts: confirmation.attempts });
  });
});
