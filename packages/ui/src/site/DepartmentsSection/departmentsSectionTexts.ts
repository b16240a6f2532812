/** The words the departments section writes itself. */
export interface DepartmentsSectionTexts {
  /** The section's heading when the page gives none. */
  heading: string;
  /** A card's link, naming the department: "Learn more about Cardiology". */
  learnMore: (department: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    departmentsSection: DepartmentsSectionTexts;
  }
}

export const DEPARTMENTS_SECTION_TEXTS: DepartmentsSectionTexts = {
  heading: 'Our Medical Departments',
  learnMore: (department) => `Learn more about ${department}`,
};
