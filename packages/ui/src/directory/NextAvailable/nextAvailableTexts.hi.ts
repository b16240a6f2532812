import type { NextAvailableTexts } from './nextAvailableTexts.ts';

/** The "Next available" line in Hindi. */
export const NEXT_AVAILABLE_TEXTS_HI: NextAvailableTexts = {
  nextAvailable: (when) => `अगला खाली समय: ${when}`,
  noneSoon: (days) => `अगले ${days} दिनों में कोई समय खाली नहीं`,
};
