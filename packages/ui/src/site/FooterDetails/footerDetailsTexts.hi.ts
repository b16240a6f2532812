import type { FooterDetailsTexts } from './footerDetailsTexts.ts';

/** The words of the footer details in Hindi. */
export const FOOTER_DETAILS_TEXTS_HI: FooterDetailsTexts = {
  visitUs: 'हमसे मिलने आएँ',
  viewOnMaps: 'Google Maps पर देखें',
  ourServices: 'हमारी सेवाएँ',
  hours: 'समय',
};
