// The testimonial form's fields as typed (the rating comes from a select, as text) and their reading into the
// contract's `insertTestimonialSchema`. Pure, tested in testimonialForm.test.ts.
import { z } from 'zod';
import { TESTIMONIAL_RATING, insertTestimonialSchema, type Testimonial } from '@hospital/contract';

export interface TestimonialFormValues {
  name: string;
  nameHi: string;
  condition: string;
  conditionHi: string;
  quote: string;
  quoteHi: string;
  /** The stars as the select gives them: "5". */
  rating: string;
}

/** The stars, most first: what the select offers. */
export const RATING_CHOICES = Array.from({ length: TESTIMONIAL_RATING.max - TESTIMONIAL_RATING.min + 1 }, (_, index) => TESTIMONIAL_RATING.max - index);

const rating = z
  .string()
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : Number.NaN))
  .pipe(insertTestimonialSchema.shape.rating.unwrap());

/** The form's schema: the contract's own checks and messages, after the rating is read. */
export const testimonialFormSchema = insertTestimonialSchema.extend({ rating });
export type TestimonialFormOutput = z.output<typeof testimonialFormSchema>;

/** The form's first values: the testimonial's own when editing, else empty and five stars. */
export function testimonialFormDefaults(testimonial?: Testimonial | null): TestimonialFormValues {
  return {
    name: testimonial?.name ?? '',
    nameHi: testimonial?.nameHi ?? '',
    condition: testimonial?.condition ?? '',
    conditionHi: testimonial?.conditionHi ?? '',
    quote: testimonial?.quote ?? '',
    quoteHi: testimonial?.quoteHi ?? '',
    rating: String(testimonial?.rating ?? TESTIMONIAL_RATING.default),
  };
}
