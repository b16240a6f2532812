export {
  Banner,
  DepartmentPageTemplate,
  type DepartmentContent,
  type DepartmentPageTemplateProps,
  type HoursBlock,
} from './DepartmentPageTemplate.tsx';
export { doctorsOfDepartment, type DepartmentDoctorRule } from './departmentDoctors.ts';
