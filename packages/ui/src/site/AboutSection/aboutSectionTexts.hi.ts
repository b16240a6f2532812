import type { AboutSectionTexts } from './aboutSectionTexts.ts';

/** The words of the About section in Hindi. */
export const ABOUT_SECTION_TEXTS_HI: AboutSectionTexts = {
  heading: 'हमारे बारे में',
  followUs: 'हमें फ़ॉलो करें',
  chairmansMessage: 'अध्यक्ष का संदेश',
};
