// What the two files on the patient's messages share (messages.test.ts, outbox.test.ts): Kiran Pandey's bookings on
// days Dr #1 sees patients, the manage page's calls, and the outbox as staff read it.
import { expect } from 'vitest';
import { API_PATHS, messagePageSchema, visitStart, type Appointment, type Message } from '@hospital/contract';
import type { ApiClient, FileServer } from './harness.ts';
import { openDay, openDayAfter } from './opdDays.ts';

export const HOUR = 3_600_000;
/** Days Dr #1 sees patients all day, well over a day ahead, each after the one before. */
export const DAY = openDay(10, 1);
export const NEXT_DAY = openDayAfter(DAY, 1);
/** Dr #2's day, for the leave that strands a booking. */
export const LEAVE_DAY = openDay(30, 2);

export const EMAIL = 'kiran.pandey@example.in';
export const PHONE = '+91 94150 66778';
export const CONTACT = '9415066778';
export const REASON = 'Palpitations after climbing stairs since Diwali.';

export const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  patientName: 'Kiran Pandey',
  email: EMAIL,
  phone: PHONE,
  age: 58,
  gender: 'Male',
  department: 'Cardiology',
  doctorId: 1,
  preferredDate: DAY,
  preferredTime: '10:00 AM',
  reasonForVisit: REASON,
  consent: true,
  ...overrides,
});

/** Booking, managing and reading the outbox on this file's server. */
export function bookingsAndOutbox(api: FileServer) {
  async function book(overrides: Record<string, unknown> = {}): Promise<Appointment> {
    const response = await api.anonymous.send('POST', API_PATHS.appointments, bookingBody(overrides));
    expect(response.status, response.text).toBe(201);
    return response.json() as Appointment;
  }

  const manage = (path: string, booking: Appointment, extra: Record<string, unknown> = {}) =>
    api.anonymous.send('POST', path, { reference: booking.reference, contact: CONTACT, ...extra });

  /** One page of the outbox as the admin reads it, checked against the contract. */
  async function page(query = '', client: ApiClient = api.admin) {
    const response = await client.get(`${API_PATHS.messages}${query ? `?${query}` : ''}`);
    expect(response.status, response.text).toBe(200);
    return messagePageSchema.parse(response.json());
  }

  /** A booking's messages, newest first. */
  const messagesOf = async (appointmentId: number) => (await page(`appointmentId=${appointmentId}&pageSize=100`)).items;

  /**
   * A booking's messages once none due by now waits in the queue: apps/api's worker finds no channel within seconds
   * and marks them `not_configured`; the mock writes them so at once. Bounded, so a worker that never runs fails the
   * test.
   */
  async function settledMessagesOf(appointmentId: number, timeoutMs = 10_000): Promise<Message[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const messages = await messagesOf(appointmentId);
      const waiting = messages.filter((message) => message.status === 'queued' && Date.parse(message.dueAt) <= Date.now());
      if (waiting.length === 0 || Date.now() > deadline) return messages;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return { book, manage, page, messagesOf, settledMessagesOf };
}

export const summary = (messages: readonly Message[]) => messages.map((message) => `${message.kind}/${message.channel}`).sort();
export const ofKind = (messages: readonly Message[], kind: Message['kind']) => messages.filter((message) => message.kind === kind);
export const reminderDue = (visit: { preferredDate: string; preferredTime: string }) => visitStart(visit).getTime() - 24 * HOUR;
export const DUE_NOW = ['queued', 'not_configured'];
export const DEVANAGARI = /[\u0900-\u097F]/;
