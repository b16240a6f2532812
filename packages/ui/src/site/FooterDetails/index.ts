export { FooterDetails, type FooterDetailsProps } from './FooterDetails.tsx';
