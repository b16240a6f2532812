import { describe, expect, it } from 'vitest';
import { messagesQuerySchema } from '@hospital/contract';
import { DEFAULT_MESSAGES_QUERY, messagesQueryInput, parseMessagesQuery } from './messagesQuery.ts';

describe('messagesQueryInput', () => {
  it('asks for the first page of everything, with its size, by default', () => {
    expect(messagesQueryInput(DEFAULT_MESSAGES_QUERY)).toEqual({ page: '1', pageSize: '25' });
  });

  it('sends each chosen filter and the appointment, as the contract reads them', () => {
    const input = messagesQueryInput({ status: 'failed', kind: 'reminder', channel: 'sms', page: 3 }, 42);
    expect(input).toEqual({ appointmentId: '42', status: 'failed', kind: 'reminder', channel: 'sms', page: '3', pageSize: '25' });
    expect(messagesQuerySchema.parse(input)).toEqual({ appointmentId: 42, status: 'failed', kind: 'reminder', channel: 'sms', page: 3, pageSize: 25 });
  });
});

describe('parseMessagesQuery', () => {
  const from = (search: string) => {
    const params = new URLSearchParams(search);
    return parseMessagesQuery((name) => params.get(name));
  };

  it('reads the filters and page of a URL', () => {
    expect(from('status=failed&kind=reminder&channel=email&page=2')).toEqual({ status: 'failed', kind: 'reminder', channel: 'email', page: 2 });
  });

  it('reads anything it does not know as the default', () => {
    expect(from('status=lost&kind=&channel=fax&page=-1')).toEqual(DEFAULT_MESSAGES_QUERY);
    expect(from('page=2.5')).toEqual(DEFAULT_MESSAGES_QUERY);
    expect(from('')).toEqual(DEFAULT_MESSAGES_QUERY);
  });
});
