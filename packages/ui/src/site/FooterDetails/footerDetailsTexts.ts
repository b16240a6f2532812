/** The footer details' headings and map link. */
export interface FooterDetailsTexts {
  visitUs: string;
  viewOnMaps: string;
  ourServices: string;
  hours: string;
}

export const FOOTER_DETAILS_TEXTS: FooterDetailsTexts = {
  visitUs: 'Visit Us',
  viewOnMaps: 'View on Google Maps',
  ourServices: 'Our Services',
  hours: 'Hours',
};
