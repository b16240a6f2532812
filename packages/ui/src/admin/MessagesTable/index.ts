export { MessagesTable, type MessagesTableProps } from './MessagesTable.tsx';
export { DEFAULT_MESSAGES_QUERY, MESSAGES_PAGE_SIZE, messagesQueryInput, parseMessagesQuery, type MessagesTableQuery } from './messagesQuery.ts';
