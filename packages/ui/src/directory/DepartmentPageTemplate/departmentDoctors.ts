import type { Doctor } from '@hospital/contract';

/** Which doctors a department page lists: any whose specialization contains one of `words`, or in `departmentId`. */
export interface DepartmentDoctorRule {
  /** Compared case-insensitively as substrings: `['pediatric', 'paediatrician']`. */
  words: readonly string[];
  departmentId: number;
}

/** The doctors a department page lists by its rule, in the order given. */
export function doctorsOfDepartment<D extends Pick<Doctor, 'specialization' | 'departmentId'>>(
  doctors: readonly D[],
  rule: DepartmentDoctorRule,
): D[] {
  const words = rule.words.map((word) => word.toLocaleLowerCase());
  return doctors.filter((doctor) => {
    if (doctor.departmentId === rule.departmentId) return true;
    const specialization = doctor.specialization.toLocaleLowerCase();
    return words.some((word) => specialization.includes(word));
  });
}
