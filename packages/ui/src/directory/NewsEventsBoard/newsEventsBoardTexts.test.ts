import { describeTexts } from '../../shared/textsTesting.ts';
import { NEWS_EVENTS_BOARD_TEXTS_HI } from './newsEventsBoardTexts.hi.ts';
import { NEWS_EVENTS_BOARD_TEXTS } from './newsEventsBoardTexts.ts';

describeTexts('newsEventsBoard', {
  english: NEWS_EVENTS_BOARD_TEXTS,
  hindi: NEWS_EVENTS_BOARD_TEXTS_HI,
  samples: { emptyText: [[''], ['news'], ['event']] },
});
