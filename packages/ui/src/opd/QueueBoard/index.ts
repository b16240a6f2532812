export { QueueBoard, type QueueBoardProps } from './QueueBoard.tsx';
export { moreWaiting, nextTokens, queueBoardState, type QueueBoardDoctor, type QueueBoardQueue, type QueueBoardState } from './queueBoard.ts';
export { QUEUE_BOARD_TEXTS, type QueueBoardTexts } from './queueBoardTexts.ts';
