import type { DepartmentsSectionTexts } from './departmentsSectionTexts.ts';

/** The words of the departments section in Hindi. */
export const DEPARTMENTS_SECTION_TEXTS_HI: DepartmentsSectionTexts = {
  heading: 'हमारे चिकित्सा विभाग',
  learnMore: (department) => `${department} के बारे में और जानें`,
};
