/** The footer details' headings and map link. */
export interface FooterDetailsTexts {
  visitUs: string;
  viewOnMaps: string;
  ourServices: string;
  hours: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    footerDetails: FooterDetailsTexts;
  }
}

export const FOOTER_DETAILS_TEXTS: FooterDetailsTexts = {
  visitUs: 'Visit Us',
  viewOnMaps: 'View on Google Maps',
  ourServices: 'Our Services',
  hours: 'Hours',
};
