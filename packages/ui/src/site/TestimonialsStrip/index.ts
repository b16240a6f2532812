export { TestimonialsStrip, type TestimonialCard, type TestimonialsStripProps } from './TestimonialsStrip.tsx';
export {
  TESTIMONIAL_STRIP,
  createManualClock,
  nextScrollLeft,
  startAutoScroll,
  windowClock,
  type ManualClock,
  type StripClock,
} from './autoScroll.ts';
export { TESTIMONIALS_STRIP_TEXTS, type TestimonialsStripTexts } from './testimonialsStripTexts.ts';
