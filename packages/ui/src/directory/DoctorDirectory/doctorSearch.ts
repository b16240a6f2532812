import type { Doctor } from '@hospital/contract';

/**
 * The directory's search, done on the client: a doctor matches when the query is a case-insensitive
 * substring of the name or the specialization. Surrounding spaces are ignored, so a blank query keeps everyone.
 * On a page in another language `translate` gives the specialization as it is shown, which matches too.
 */
export function searchDoctors<D extends Pick<Doctor, 'name' | 'specialization'>>(
  doctors: readonly D[],
  query: string,
  translate?: (specialization: string) => string,
): D[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...doctors];
  const contains = (text: string) => text.toLocaleLowerCase().includes(needle);
  return doctors.filter(
    (doctor) =>
      contains(doctor.name) || contains(doctor.specialization) || (translate !== undefined && contains(translate(doctor.specialization))),
  );
}
