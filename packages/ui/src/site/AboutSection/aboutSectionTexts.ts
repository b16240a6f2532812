/** The words the About section writes itself. */
export interface AboutSectionTexts {
  /** The section's heading when the page gives none. */
  heading: string;
  /** The social links' landmark. */
  followUs: string;
  chairmansMessage: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    aboutSection: AboutSectionTexts;
  }
}

export const ABOUT_SECTION_TEXTS: AboutSectionTexts = {
  heading: 'About Us',
  followUs: 'Follow us',
  chairmansMessage: "Chairman's Message",
};
