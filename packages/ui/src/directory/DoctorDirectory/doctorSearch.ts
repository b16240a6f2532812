import type { Doctor } from '@hospital/contract';

/**
 * The directory's search (spec sections 2 and 5): a doctor matches when the query is a case-insensitive
 * substring of the name or the specialization. Surrounding spaces are ignored, so a blank query keeps everyone.
 */
export function searchDoctors<D extends Pick<Doctor, 'name' | 'specialization'>>(doctors: readonly D[], query: string): D[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...doctors];
  return doctors.filter(
    (doctor) =>
      doctor.name.toLocaleLowerCase().includes(needle) || doctor.specialization.toLocaleLowerCase().includes(needle),
  );
}
