export { FooterDetails, type FooterDetailsProps } from './FooterDetails.tsx';
export { FOOTER_DETAILS_TEXTS, type FooterDetailsTexts } from './footerDetailsTexts.ts';
