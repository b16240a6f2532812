/** The words the testimonials strip writes itself. */
export interface TestimonialsStripTexts {
  /** The scrolling region's name, when the page gives none. */
  label: string;
  pause: string;
  play: string;
  /** The stars' accessible name: "Rated 5 out of 5". */
  rating: (stars: number) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    testimonialsStrip: TestimonialsStripTexts;
  }
}

export const TESTIMONIALS_STRIP_TEXTS: TestimonialsStripTexts = {
  label: 'Patient testimonials',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  rating: (stars) => `Rated ${stars} out of 5`,
};
