export { DepartmentsSection, type DepartmentsSectionProps, type HomeDepartmentCard } from './DepartmentsSection.tsx';
