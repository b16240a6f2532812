export { DepartmentsSection, type DepartmentsSectionProps, type HomeDepartmentCard } from './DepartmentsSection.tsx';
export { DEPARTMENTS_SECTION_TEXTS, type DepartmentsSectionTexts } from './departmentsSectionTexts.ts';
