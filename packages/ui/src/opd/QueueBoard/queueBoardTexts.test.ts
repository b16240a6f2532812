import { describeTexts } from '../../shared/textsTesting.ts';
import { QUEUE_BOARD_TEXTS } from './queueBoardTexts.ts';
import { QUEUE_BOARD_TEXTS_HI } from './queueBoardTexts.hi.ts';

describeTexts('queueBoard', {
  english: QUEUE_BOARD_TEXTS,
  hindi: QUEUE_BOARD_TEXTS_HI,
  samples: {
    departmentHeading: [['Cardiology'], ['General Medicine']],
    token: [[1], [14]],
    moreWaiting: [[1], [23]],
    updatedAt: [['10:42 AM'], ['3:05 PM']],
    documentTitle: [['Dr. Rajesh Malhotra'], ['Cardiology']],
  },
});
