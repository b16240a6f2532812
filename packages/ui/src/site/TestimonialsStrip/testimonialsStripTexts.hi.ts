import type { TestimonialsStripTexts } from './testimonialsStripTexts.ts';

/** The words of the testimonials strip in Hindi. */
export const TESTIMONIALS_STRIP_TEXTS_HI: TestimonialsStripTexts = {
  label: 'मरीज़ों के अनुभव',
  pause: 'अनुभव रोकें',
  play: 'अनुभव चलाएँ',
  rating: (stars) => `5 में से ${stars} रेटिंग`,
};
