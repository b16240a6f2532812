// What the Messages tab asks the server for: its filters and page, kept by its caller (the site, in the URL).
// Pure functions, tested in messagesQuery.test.ts.
import type { MessageChannel, MessageKind, MessagesQueryInput, MessageStatus } from '@hospital/contract';
import {
  ALL_MESSAGES,
  MESSAGE_CHANNEL_VALUES,
  MESSAGE_KIND_VALUES,
  MESSAGE_STATUS_VALUES,
  parseMessageFilter,
  type MessageFilter,
} from '../MessageStatusBadge/index.ts';

export interface MessagesTableQuery {
  status: MessageFilter<MessageStatus>;
  kind: MessageFilter<MessageKind>;
  channel: MessageFilter<MessageChannel>;
  /** 1-based. */
  page: number;
}

/** Every message, newest first, from the first page. */
export const DEFAULT_MESSAGES_QUERY: MessagesTableQuery = { status: ALL_MESSAGES, kind: ALL_MESSAGES, channel: ALL_MESSAGES, page: 1 };

/** Rows a page: the server's default. */
export const MESSAGES_PAGE_SIZE = 25;

/** The server's query for the table's: "all" leaves a filter out; the page and its size are always there. */
export function messagesQueryInput(query: MessagesTableQuery, appointmentId?: number): MessagesQueryInput {
  return {
    ...(appointmentId === undefined ? {} : { appointmentId: String(appointmentId) }),
    ...(query.status === ALL_MESSAGES ? {} : { status: query.status }),
    ...(query.kind === ALL_MESSAGES ? {} : { kind: query.kind }),
    ...(query.channel === ALL_MESSAGES ? {} : { channel: query.channel }),
    page: String(query.page),
    pageSize: String(MESSAGES_PAGE_SIZE),
  };
}

/** The table's query from parameters (a URL's): unknown filters are "all", a page that is not a whole number is 1. */
export function parseMessagesQuery(read: (name: 'status' | 'kind' | 'channel' | 'page') => string | null): MessagesTableQuery {
  const page = Number(read('page'));
  return {
    status: parseMessageFilter(MESSAGE_STATUS_VALUES, read('status')),
    kind: parseMessageFilter(MESSAGE_KIND_VALUES, read('kind')),
    channel: parseMessageFilter(MESSAGE_CHANNEL_VALUES, read('channel')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}
