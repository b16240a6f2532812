export { AccreditationsSection, type AccreditationsSectionProps, type Accreditation } from './AccreditationsSection.tsx';
