// The Messages tab's filters and page in the dashboard's URL (?tab=messages&messageStatus=failed&messagePage=2), so
// a reload or a shared link shows the same page. Named apart from the appointments tab's (`status`, `page`), which
// share the URL. Defaults are left out, and any other parameter is kept. Pure functions, tested beside them.
import { ALL_MESSAGES, parseMessagesQuery, type MessagesTableQuery } from '@hospital/ui';

export const MESSAGE_QUERY_PARAMS = {
  status: 'messageStatus',
  kind: 'messageKind',
  channel: 'messageChannel',
  page: 'messagePage',
} as const satisfies Record<keyof MessagesTableQuery, string>;

export function parseMessageQuery(search: URLSearchParams): MessagesTableQuery {
  return parseMessagesQuery((name) => search.get(MESSAGE_QUERY_PARAMS[name]));
}

export function withMessageQuery(search: URLSearchParams, query: MessagesTableQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  put(MESSAGE_QUERY_PARAMS.status, query.status === ALL_MESSAGES ? undefined : query.status);
  put(MESSAGE_QUERY_PARAMS.kind, query.kind === ALL_MESSAGES ? undefined : query.kind);
  put(MESSAGE_QUERY_PARAMS.channel, query.channel === ALL_MESSAGES ? undefined : query.channel);
  put(MESSAGE_QUERY_PARAMS.page, query.page > 1 ? String(query.page) : undefined);
  return next;
}
