// The doctor form's fields as typed (every control gives text) and their reading into the contract's
// `doctorInputSchema`: the department's id, the years as a number, the languages from one comma-separated line.
// Pure, tested in doctorForm.test.ts.
import { z } from 'zod';
import { doctorInputSchema, OPD_QUEUE, type Doctor } from '@hospital/contract';

export interface DoctorFormValues {
  name: string;
  specialization: string;
  /** The department's id as the select gives it; '' for none. */
  departmentId: string;
  qualifications: string;
  experience: string;
  image: string;
  /** "Hindi, English, Punjabi". */
  languages: string;
  /** Walk-in patients each session takes beside its bookings, 0 to OPD_QUEUE.walkInsMax; blank for the default. */
  walkInsPerSession: string;
  /** Chosen for the home page's doctors. */
  featured: boolean;
}

const departmentId = z
  .string()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(doctorInputSchema.shape.departmentId);

const experience = z
  .string()
  .transform((value) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN))
  .pipe(doctorInputSchema.shape.experience);

/** Blank leaves the doctor on the hospital's default (nothing sent); else a whole number the contract checks. */
const walkInsPerSession = z
  .string()
  .transform((value) => (value.trim() === '' ? undefined : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN))
  .pipe(doctorInputSchema.shape.walkInsPerSession);

/** "Hindi, English,, punjabi " is ["Hindi", "English", "punjabi"]: commas part them, blanks are dropped. */
export function parseLanguages(text: string): string[] {
  return text
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean);
}

const languages = z.string().transform(parseLanguages).pipe(doctorInputSchema.shape.languages.unwrap());

/** Blank is no photo (the contract reads it so). */
const image = z.string().transform((value): unknown => value).pipe(doctorInputSchema.shape.image);

/** The form's schema: the contract's own checks, after the text is read. */
export const doctorFormSchema = doctorInputSchema.extend({ departmentId, experience, languages, image, walkInsPerSession, featured: doctorInputSchema.shape.featured.unwrap() });

/** The form's first values: the doctor's own when editing, else empty (and the first department, if given). */
export function doctorFormDefaults(doctor?: Doctor | null): DoctorFormValues {
  return {
    name: doctor?.name ?? '',
    specialization: doctor?.specialization ?? '',
    departmentId: doctor?.departmentId ? String(doctor.departmentId) : '',
    qualifications: doctor?.qualifications ?? '',
    experience: doctor ? String(doctor.experience) : '',
    image: doctor?.image ?? '',
    languages: (doctor?.languages ?? []).join(', '),
    // The quota the doctor works to: their own, else the hospital's default, shown so the admin sees the number.
    walkInsPerSession: String(doctor?.walkInsPerSession ?? OPD_QUEUE.walkInsPerSession),
    featured: doctor?.featured ?? false,
  };
}

/**
 * The server's 400 reasons (`{ fields }`) by the form's fields: `languages.2` is the languages line's, and
 * anything the form does not have is left out (the toast says it).
 */
export function doctorServerErrors(fields: Readonly<Record<string, string | undefined>> | undefined): Partial<Record<keyof DoctorFormValues, string>> {
  const errors: Partial<Record<keyof DoctorFormValues, string>> = {};
  const names = new Set<string>(Object.keys(doctorFormDefaults()));
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = path.split('.')[0] ?? '';
    if (message && names.has(field)) errors[field as keyof DoctorFormValues] ??= message;
  }
  return errors;
}
