// Story fixtures of the message widgets: the outbox as staff read it, the texts the contract writes.
// Not exported from the package.
import type { Message, MessagePage } from '@hospital/contract';

const CONFIRMATION_TEXT = `Dear Kavita Sharma,

Your appointment at City Care Hospital is booked.

Reference: CCH-7K4Q-M2XD
Doctor: Dr. Rajesh Malhotra (Cardiology)
Date: Tuesday, 1 December 2026 at 10:30 AM
Where: OPD reception, ground floor, 14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001

Please bring a photo ID and any earlier reports or prescriptions, and come 15 minutes early.

To change or cancel: https://citycarehospital.in/appointments/manage
To stop reminders for this visit, choose "Stop reminders" on the same page.

City Care Hospital, +91 522 400 1010`;

const REMINDER_SMS = 'City Care Hospital: reminder of your visit to Dr. Rajesh Malhotra on 1 Dec at 10:30 AM. Ref CCH-7K4Q-M2XD. Change: citycarehospital.in/appointments/manage';

const HINDI_TEXT = `प्रिय राधा कृष्णन,

सिटी केयर हॉस्पिटल में आपका अपॉइंटमेंट बुक हो गया है।

संदर्भ संख्या: CCH-3J6Y-HQ9B
तारीख़: बुधवार, 2 दिसंबर 2026 को सुबह 11:00 बजे

इस मुलाक़ात के रिमाइंडर बंद करने के लिए उसी पेज पर "रिमाइंडर बंद करें" चुनें।`;

const base: Message = {
  id: 1,
  appointmentId: 501,
  reference: 'CCH-7K4Q-M2XD',
  kind: 'confirmation',
  channel: 'email',
  recipient: 'kavita@example.in',
  language: 'en',
  dueAt: '2026-11-26T04:30:00.000Z',
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-26T04:30:02.000Z',
  createdAt: '2026-11-26T04:30:00.000Z',
  subject: 'Your appointment at City Care Hospital: CCH-7K4Q-M2XD',
  text: CONFIRMATION_TEXT,
};

/** One booking's messages: the confirmation by e-mail and SMS, the reminder waiting, a failed e-mail. */
export const appointmentMessagesData: Message[] = [
  base,
  { ...base, id: 2, channel: 'sms', recipient: '+91 98765 43210', subject: null, text: 'City Care Hospital: booked. Ref CCH-7K4Q-M2XD, Dr. Rajesh Malhotra, 1 Dec 10:30 AM.', sentAt: '2026-11-26T04:30:03.000Z' },
  { ...base, id: 3, kind: 'reminder', status: 'queued', attempts: 0, sentAt: null, dueAt: '2026-11-30T05:00:00.000Z', subject: 'Reminder: your visit tomorrow, CCH-7K4Q-M2XD' },
  { ...base, id: 4, kind: 'reminder', channel: 'sms', recipient: '+91 98765 43210', status: 'queued', attempts: 0, sentAt: null, dueAt: '2026-11-30T05:00:00.000Z', subject: null, text: REMINDER_SMS },
  {
    ...base,
    id: 5,
    kind: 'rescheduled',
    status: 'failed',
    attempts: 4,
    sentAt: null,
    dueAt: '2026-11-26T06:10:00.000Z',
    lastError: '421 4.7.0 Try again later, closing connection (smtp.example.in)',
    subject: 'Your appointment has moved: CCH-7K4Q-M2XD',
  },
];

const PATIENTS = [
  ['Reyansh Agarwal', 'reyansh.agarwal@example.com', '+91 9324149232', 'CCH-FPCX-6PY7'],
  ['Nisha Rastogi', 'nisha.rastogi@example.com', '+91 9619285177', 'CCH-XQAC-7NMJ'],
  ['Aarav Bhatt', 'aarav.bhatt69@example.com', '+91 9902604786', 'CCH-GQQP-ZGDR'],
  ['Komal Gupta', 'komal.gupta22@example.com', '+91 8890615360', 'CCH-1BRD-RB7P'],
  ['Kiran Srivastava', 'kiran.srivastava@example.in', '+91 6344677585', 'CCH-P88A-5AMA'],
] as const;
const KINDS = ['confirmation', 'reminder', 'rescheduled', 'cancelled', 'needs_new_time'] as const;
const STATUSES = ['sent', 'sent', 'queued', 'failed', 'not_configured', 'cancelled', 'sent'] as const;

/** Sixty messages, newest first, so the list has three pages of 25. */
export const messagesData: Message[] = Array.from({ length: 60 }, (_, index) => {
  const [name, email, phone, reference] = PATIENTS[index % PATIENTS.length]!;
  const channel = index % 2 === 0 ? 'email' : 'sms';
  const kind = KINDS[Math.floor(index / 2) % KINDS.length]!;
  const status = STATUSES[index % STATUSES.length]!;
  const dueAt = new Date(Date.UTC(2026, 10, 27, 6, 0) - index * 47 * 60_000).toISOString();
  return {
    ...base,
    id: 60 - index,
    appointmentId: 500 + (index % PATIENTS.length),
    reference,
    kind,
    channel,
    recipient: channel === 'email' ? email : phone,
    status,
    attempts: status === 'failed' ? 4 : status === 'sent' ? 1 : 0,
    lastError: status === 'failed' ? 'connect ECONNREFUSED 10.0.0.7:587' : status === 'cancelled' ? 'The visit was cancelled' : null,
    dueAt,
    sentAt: status === 'sent' ? dueAt : null,
    createdAt: dueAt,
    subject: channel === 'email' ? `City Care Hospital: ${kind.replaceAll('_', ' ')}, ${reference}` : null,
    text: channel === 'email' ? CONFIRMATION_TEXT.replace('Kavita Sharma', name).replaceAll('CCH-7K4Q-M2XD', reference) : REMINDER_SMS.replace('CCH-7K4Q-M2XD', reference),
  };
});

/** One page of `rows`, as the server answers it. */
export function messagePageData(rows: readonly Message[], page = 1, pageSize = 25): MessagePage {
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

/** What breaks a layout: a long address, a long error, a Hindi text. */
export const longMessagesData: Message[] = [
  {
    ...base,
    id: 90,
    recipient: 'venkata.lakshmi.narasimha.satyanarayana.chakravarthula@example.com',
    status: 'failed',
    attempts: 4,
    sentAt: null,
    lastError:
      '550 5.1.1 <venkata.lakshmi.narasimha.satyanarayana.chakravarthula@example.com>: Recipient address rejected: User unknown in virtual mailbox table; the gateway gave up after four tries over two hours',
  },
  { ...base, id: 91, reference: 'CCH-3J6Y-HQ9B', language: 'hi', recipient: 'radha@example.in', subject: 'सिटी केयर हॉस्पिटल में आपका अपॉइंटमेंट: CCH-3J6Y-HQ9B', text: HINDI_TEXT },
];
