export { OpdQueueList, type OpdQueueListProps } from './OpdQueueList.tsx';
export { announcement, expectedRows, isLate, rowActions, servingLine, slotText, tokenRows, type OpdAction, type OpdActionKind, type OpdVisit } from './opdQueueRows.ts';
