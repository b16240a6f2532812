export {
  Banner,
  DepartmentPageTemplate,
  type DepartmentContent,
  type DepartmentPageTemplateProps,
  type HoursBlock,
} from './DepartmentPageTemplate.tsx';
export { doctorsOfDepartment, type DepartmentDoctorRule } from './departmentDoctors.ts';
export { DEPARTMENT_PAGE_TEXTS, type DepartmentPageTexts } from './departmentPageTexts.ts';
