import { describe, expect, it } from 'vitest';
import { CANCELLABLE_MESSAGE_STATUSES, MESSAGE_STATUSES, type MessageChannel } from '../constants.ts';
import {
  MESSAGE_STEPS,
  isMessageResendable,
  isMessageWaiting,
  messageStateOf,
  messageStatusAtWrite,
  messageStatusWithoutChannels,
  messageStepAllowed,
} from './messageStates.ts';

const now = new Date('2026-03-02T04:30:00Z');
const due = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const NONE = new Set<MessageChannel>();
const EMAIL = new Set<MessageChannel>(['email']);

describe('a message’s steps', () => {
  it('name every status, and leave none of the final ones', () => {
    expect(Object.keys(MESSAGE_STEPS).sort()).toEqual([...MESSAGE_STATUSES].sort());
    for (const status of ['sent', 'cancelled', 'not_configured'] as const) expect(MESSAGE_STEPS[status]).toEqual([]);
  });

  it('go from waiting to a try, from a try to its answer, and from failed back to the queue only', () => {
    expect(messageStepAllowed('queued', 'sending')).toBe(true);
    expect(messageStepAllowed('sending', 'sent')).toBe(true);
    expect(messageStepAllowed('sending', 'queued')).toBe(true);
    expect(messageStepAllowed('failed', 'queued')).toBe(true);
    expect(messageStepAllowed('queued', 'sent')).toBe(false);
    expect(messageStepAllowed('cancelled', 'sent')).toBe(false);
    expect(messageStepAllowed('failed', 'sending')).toBe(false);
  });

  it('let a cancellation reach exactly the messages still to go, and a resend only a failed one', () => {
    for (const status of MESSAGE_STATUSES) {
      expect(isMessageWaiting(status), status).toBe((CANCELLABLE_MESSAGE_STATUSES as readonly string[]).includes(status));
      expect(isMessageWaiting(status), status).toBe(messageStepAllowed(status, 'cancelled'));
      expect(isMessageResendable(status), status).toBe(status === 'failed');
    }
  });
});

describe('the status a message is written with', () => {
  it('is not_configured when it is due and no channel can send it, else queued', () => {
    expect(messageStatusAtWrite({ channel: 'sms', dueAt: due(0) }, NONE, now)).toBe('not_configured');
    expect(messageStatusAtWrite({ channel: 'sms', dueAt: due(-1) }, EMAIL, now)).toBe('not_configured');
    expect(messageStatusAtWrite({ channel: 'email', dueAt: due(0) }, EMAIL, now)).toBe('queued');
    // A reminder for later waits: its channel may be set up by its time.
    expect(messageStatusAtWrite({ channel: 'sms', dueAt: due(60) }, NONE, now)).toBe('queued');
  });

  it('reads, without any channel, as a try would leave it once due', () => {
    expect(messageStatusWithoutChannels({ channel: 'email', dueAt: due(60), status: 'queued' }, now)).toBe('queued');
    expect(messageStatusWithoutChannels({ channel: 'email', dueAt: due(0), status: 'queued' }, now)).toBe('not_configured');
    expect(messageStatusWithoutChannels({ channel: 'email', dueAt: due(-5), status: 'cancelled' }, now)).toBe('cancelled');
  });
});

describe('a booking’s state before a change', () => {
  it('is its status, visit and reminders, with no reason when it never needed a new time', () => {
    const booking = { status: 'pending' as const, preferredDate: '2026-03-04', preferredTime: '9:00 AM', remindersStopped: false, patientName: 'Asha Rao' };
    expect(messageStateOf(booking)).toEqual({ status: 'pending', preferredDate: '2026-03-04', preferredTime: '9:00 AM', needsNewTime: null, remindersStopped: false });
    expect(messageStateOf({ ...booking, needsNewTime: 'doctor_leave' }).needsNewTime).toBe('doctor_leave');
  });
});
