import { describeTexts } from '../../shared/textsTesting.ts';
import { TEMPORARY_PASSWORD_NOTICE_TEXTS_HI } from './temporaryPasswordNoticeTexts.hi.ts';
import { TEMPORARY_PASSWORD_NOTICE_TEXTS } from './temporaryPasswordNoticeTexts.ts';

describeTexts('temporaryPasswordNotice', {
  english: TEMPORARY_PASSWORD_NOTICE_TEXTS,
  hindi: TEMPORARY_PASSWORD_NOTICE_TEXTS_HI,
  samples: {
    createdTitle: [['sunita.verma'], ['ravi']],
    resetTitle: [['sunita.verma'], ['ravi']],
  },
});
