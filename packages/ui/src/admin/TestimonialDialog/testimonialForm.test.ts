import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@hospital/contract';
import { RATING_CHOICES, testimonialFormDefaults, testimonialFormSchema } from './testimonialForm.ts';

const testimonial: Testimonial = {
  id: 4,
  name: 'Anita Srivastava',
  nameHi: 'अनीता श्रीवास्तव',
  condition: 'Knee physiotherapy',
  conditionHi: 'घुटने की फ़िज़ियोथेरेपी',
  quote: 'Back on my feet faster than I hoped.',
  quoteHi: 'उम्मीद से भी जल्दी अपने पैरों पर खड़ी हो गई।',
  rating: 4,
};

describe('the testimonial form', () => {
  it('starts empty with five stars, or from the testimonial', () => {
    expect(testimonialFormDefaults()).toEqual({ name: '', nameHi: '', condition: '', conditionHi: '', quote: '', quoteHi: '', rating: '5' });
    const { id: _id, ...fields } = testimonial;
    expect(testimonialFormDefaults(testimonial)).toEqual({ ...fields, rating: '4' });
  });

  it('offers five stars down to one', () => {
    expect(RATING_CHOICES).toEqual([5, 4, 3, 2, 1]);
  });

  it('reads its text into what the API takes', () => {
    const { id: _id, ...fields } = testimonial;
    expect(testimonialFormSchema.parse(testimonialFormDefaults(testimonial))).toEqual(fields);
  });

  it('refuses what the API refuses, at the field: both languages are required', () => {
    const result = testimonialFormSchema.safeParse({ ...testimonialFormDefaults(testimonial), nameHi: ' ', quoteHi: '', rating: '6' });
    expect(new Set(result.error?.issues.map((issue) => String(issue.path[0])))).toEqual(new Set(['nameHi', 'quoteHi', 'rating']));
  });
});
