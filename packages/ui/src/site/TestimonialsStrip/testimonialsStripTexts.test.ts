import { describeTexts } from '../../shared/textsTesting.ts';
import { TESTIMONIALS_STRIP_TEXTS_HI } from './testimonialsStripTexts.hi.ts';
import { TESTIMONIALS_STRIP_TEXTS } from './testimonialsStripTexts.ts';

describeTexts('testimonialsStrip', {
  english: TESTIMONIALS_STRIP_TEXTS,
  hindi: TESTIMONIALS_STRIP_TEXTS_HI,
  samples: { rating: [[5], [4]] },
});
