import { describeTexts } from '../../shared/textsTesting.ts';
import { STAFF_TABLE_TEXTS_HI } from './staffTableTexts.hi.ts';
import { STAFF_TABLE_TEXTS } from './staffTableTexts.ts';

describeTexts('staffTable', {
  english: STAFF_TABLE_TEXTS,
  hindi: STAFF_TABLE_TEXTS_HI,
  samples: {
    actionsFor: [['sunita.verma'], ['admin']],
    changeRoleTo: [['Reception'], ['Admin']],
  },
});
