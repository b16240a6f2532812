import { describeTexts } from '../../shared/textsTesting.ts';
import { STAFF_ACCOUNT_DIALOG_TEXTS_HI } from './staffAccountDialogTexts.hi.ts';
import { STAFF_ACCOUNT_DIALOG_TEXTS } from './staffAccountDialogTexts.ts';

describeTexts('staffAccountDialog', {
  english: STAFF_ACCOUNT_DIALOG_TEXTS,
  hindi: STAFF_ACCOUNT_DIALOG_TEXTS_HI,
  samples: { fieldError: [['username_taken'], ['invalid_format'], ['too_big']] },
});
