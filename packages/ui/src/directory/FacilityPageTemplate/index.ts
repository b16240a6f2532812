export {
  FacilityPageTemplate,
  type FacilityContent,
  type FacilityPageTemplateProps,
  type FacilityServiceGroup,
} from './FacilityPageTemplate.tsx';
export { EchoMachineIllustration } from './EchoMachineIllustration.tsx';
export { FACILITY_PAGE_TEXTS, type FacilityPageTexts } from './facilityPageTexts.ts';
