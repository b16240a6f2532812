export { QueueTokenCard, type QueueTokenCardProps } from './QueueTokenCard.tsx';
export { followsQueue, tokenCardMessage, type TokenCardMessage } from './queueTokenCard.ts';
export { QUEUE_TOKEN_CARD_TEXTS, type QueueTokenCardTexts } from './queueTokenCardTexts.ts';
