import { describe, expect, it } from 'vitest';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '@hospital/contract';
import {
  MESSAGE_CHANNEL_VALUES,
  MESSAGE_KIND_OPTIONS,
  MESSAGE_KIND_VALUES,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUS_OPTIONS,
  MESSAGE_STATUS_VALUES,
  canResend,
  hospitalTimeText,
  messageName,
  messageTime,
  parseMessageFilter,
} from './messageLabels.ts';

describe('message labels', () => {
  it('names every status in words, not by colour alone', () => {
    expect(MESSAGE_STATUSES.map((status) => MESSAGE_STATUS_LABELS[status])).toEqual(['Queued', 'Sending', 'Sent', 'Failed', 'Cancelled', 'Not configured']);
  });

  it('names a message by its kind and channel', () => {
    expect(messageName({ kind: 'reminder', channel: 'email' })).toBe('Reminder e-mail');
    expect(messageName({ kind: 'needs_new_time', channel: 'sms' })).toBe('Needs new time SMS');
  });

  it('holds every value of the contract, in its order', () => {
    expect(MESSAGE_STATUS_VALUES).toEqual(MESSAGE_STATUSES);
    expect(MESSAGE_KIND_VALUES).toEqual(MESSAGE_KINDS);
    expect(MESSAGE_CHANNEL_VALUES).toEqual(MESSAGE_CHANNELS);
  });

  it('offers every filter value after "all", in the contract’s order', () => {
    expect(MESSAGE_STATUS_OPTIONS.map((option) => option.value)).toEqual(['all', ...MESSAGE_STATUSES]);
    expect(MESSAGE_KIND_OPTIONS.map((option) => option.value)).toEqual(['all', ...MESSAGE_KINDS]);
  });

  it('reads a filter from a URL or select, anything unknown as all', () => {
    expect(parseMessageFilter(MESSAGE_STATUSES, 'failed')).toBe('failed');
    expect(parseMessageFilter(MESSAGE_STATUSES, 'FAILED')).toBe('all');
    expect(parseMessageFilter(MESSAGE_STATUSES, null)).toBe('all');
    expect(parseMessageFilter(MESSAGE_KINDS, 'constructor')).toBe('all');
  });
});

describe('messageTime', () => {
  it('shows the hospital’s clock (IST), whatever the reader’s zone', () => {
    // 03:45 UTC is 9:15 in Lucknow; 20:00 UTC is past midnight there, the next day.
    expect(hospitalTimeText('2026-11-27T03:45:00.000Z')).toBe('Nov 27, 2026, 9:15 AM');
    expect(hospitalTimeText('2026-11-27T20:00:00.000Z')).toBe('Nov 28, 2026, 1:30 AM');
  });

  it('says when a sent message went, and when any other is due', () => {
    const due = '2026-11-30T05:00:00.000Z';
    expect(messageTime({ status: 'sent', dueAt: due, sentAt: '2026-11-30T05:00:04.000Z' })).toEqual({ label: 'Sent', text: 'Nov 30, 2026, 10:30 AM' });
    expect(messageTime({ status: 'queued', dueAt: due, sentAt: null })).toEqual({ label: 'Due', text: 'Nov 30, 2026, 10:30 AM' });
    expect(messageTime({ status: 'failed', dueAt: due, sentAt: null }).label).toBe('Due');
    // A reminder cancelled while it was with the gateway went all the same: the list says when.
    expect(messageTime({ status: 'cancelled', dueAt: due, sentAt: '2026-11-30T05:00:04.000Z' })).toEqual({ label: 'Sent', text: 'Nov 30, 2026, 10:30 AM' });
  });

  it('keeps a timestamp it cannot read as it came', () => {
    expect(hospitalTimeText('not a time')).toBe('not a time');
  });
});

describe('canResend', () => {
  it('lets an admin send a failed message again, and nothing else', () => {
    expect(canResend({ status: 'failed' }, true)).toBe(true);
    for (const status of MESSAGE_STATUSES.filter((status) => status !== 'failed')) expect(canResend({ status }, true)).toBe(false);
  });

  it('never for a user who may not (the front desk)', () => {
    expect(canResend({ status: 'failed' }, false)).toBe(false);
  });
});
