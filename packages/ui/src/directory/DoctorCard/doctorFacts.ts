// Facts about a doctor as the public pages word them. Pure: unit-tested in DoctorCard.test.ts.
import type { Department, Doctor } from '@hospital/contract';

/** The department's name for a doctor, matching `departmentId` to a department's id; undefined when none matches. */
export function departmentNameFor(
  doctor: Pick<Doctor, 'departmentId'>,
  departments: readonly Pick<Department, 'id' | 'name'>[] | undefined,
): string | undefined {
  if (doctor.departmentId === null || doctor.departmentId === undefined) return undefined;
  return departments?.find((department) => department.id === doctor.departmentId)?.name;
}

/**
 * The qualifications string as a list: split on comma-space, as the spec says, so "MS (Obstetrics, Gynaecology)"
 * written without a space after its comma stays one item. Blank parts are dropped.
 */
export function splitQualifications(qualifications: string): string[] {
  return qualifications
    .split(', ')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The badge on a directory card: "22 years". */
export function yearsLabel(experience: number): string {
  return `${experience} ${experience === 1 ? 'year' : 'years'}`;
}
