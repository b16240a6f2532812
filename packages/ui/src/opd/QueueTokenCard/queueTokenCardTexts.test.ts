import { describeTexts } from '../../shared/textsTesting.ts';
import { QUEUE_TOKEN_CARD_TEXTS } from './queueTokenCardTexts.ts';
import { QUEUE_TOKEN_CARD_TEXTS_HI } from './queueTokenCardTexts.hi.ts';

describeTexts('queueTokenCard', {
  english: QUEUE_TOKEN_CARD_TEXTS,
  hindi: QUEUE_TOKEN_CARD_TEXTS_HI,
  samples: {
    token: [[1], [14]],
    ahead: [[1], [3], [25]],
  },
});
