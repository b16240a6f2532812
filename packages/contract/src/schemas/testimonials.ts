// Patients' testimonials on the home page: content the admin manages, each in English and in Hindi (the `...Hi`
// twin of each text, as the home page's chairman's message is written), shown in the page's language.
import { z } from 'zod';
import { idSchema, nameText, requiredText } from './common.ts';

/** The longest texts a testimonial takes, in either language. */
export const TESTIMONIAL_FIELD_LIMITS = { name: 120, condition: 120, quote: 1000 } as const;
/** Stars out of five: every testimonial has a rating, five unless the admin gives another. */
export const TESTIMONIAL_RATING = { min: 1, max: 5, default: 5 } as const;

const testimonialFields = {
  /** The patient as they sign it: "Ramesh Gupta". */
  name: nameText(TESTIMONIAL_FIELD_LIMITS.name),
  /** The same name in Hindi: "रमेश गुप्ता". */
  nameHi: nameText(TESTIMONIAL_FIELD_LIMITS.name),
  /** What they were treated for: "Heart bypass surgery". */
  condition: requiredText(TESTIMONIAL_FIELD_LIMITS.condition),
  conditionHi: requiredText(TESTIMONIAL_FIELD_LIMITS.condition),
  quote: requiredText(TESTIMONIAL_FIELD_LIMITS.quote),
  quoteHi: requiredText(TESTIMONIAL_FIELD_LIMITS.quote),
  rating: z
    .int({ error: 'Must be a whole number of stars' })
    .min(TESTIMONIAL_RATING.min, `Must be at least ${TESTIMONIAL_RATING.min}`)
    .max(TESTIMONIAL_RATING.max, `Must be at most ${TESTIMONIAL_RATING.max}`),
};

export const testimonialSchema = z.object({ id: idSchema, ...testimonialFields });
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A new testimonial (POST): every text in both languages; the rating five when left out. */
export const insertTestimonialSchema = z.object({ ...testimonialFields, rating: testimonialFields.rating.default(TESTIMONIAL_RATING.default) }).strict();
export type InsertTestimonial = z.input<typeof insertTestimonialSchema>;
/** Some of the same fields (PATCH): a field not sent is left as it is. */
export const updateTestimonialSchema = z.object(testimonialFields).partial().strict();
export type UpdateTestimonial = z.input<typeof updateTestimonialSchema>;
