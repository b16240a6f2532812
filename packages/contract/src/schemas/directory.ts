// Departments and doctors.
import { z } from 'zod';
import { OPD_QUEUE } from '../opdDay.ts';
import { idSchema, nameText, optionalImageUrlSchema, requiredText } from './common.ts';

export const departmentSchema = z.object({
  id: idSchema,
  name: requiredText(120),
  description: z.string().nullable().optional(),
  headDoctor: z.string().nullable().optional(),
});
export type Department = z.infer<typeof departmentSchema>;
export const insertDepartmentSchema = departmentSchema.omit({ id: true });

export const doctorSchema = z.object({
  id: idSchema,
  name: requiredText(120),
  specialization: requiredText(120),
  departmentId: idSchema.nullable().optional(),
  /** Comma-space separated, e.g. "MBBS, MD (Medicine)". */
  qualifications: z.string(),
  experience: z.int().min(0).max(80),
  image: z.string().nullable().optional(),
  /** The languages the doctor consults in, as patients would name them ("Hindi", "English", "Punjabi"). */
  languages: z.array(z.string()).optional(),
  /** A doctor who left: gone from the public lists and pages, kept so the bookings that name them still can. */
  retired: z.boolean().optional(),
  /** Chosen by the admin for the home page's doctors (rules/content.ts's homeDoctors); absent when not. */
  featured: z.boolean().optional(),
  /** Walk-in patients each of the doctor's sessions takes beside its bookings (OPD_QUEUE.walkInsPerSession when unset). */
  walkInsPerSession: z.int().min(0).max(OPD_QUEUE.walkInsMax).optional(),
});
export type Doctor = z.infer<typeof doctorSchema>;

/** The longest texts the doctor form takes. */
export const DOCTOR_FIELD_LIMITS = { name: 120, specialization: 120, qualifications: 300, language: 40, languages: 10 } as const;

const doctorFields = {
  name: nameText(DOCTOR_FIELD_LIMITS.name),
  specialization: requiredText(DOCTOR_FIELD_LIMITS.specialization),
  departmentId: idSchema.nullable(),
  qualifications: requiredText(DOCTOR_FIELD_LIMITS.qualifications),
  experience: z.int({ error: 'Must be a whole number of years' }).min(0, 'Cannot be negative').max(80, 'Must be at most 80'),
  image: optionalImageUrlSchema,
  languages: z.array(requiredText(DOCTOR_FIELD_LIMITS.language)).max(DOCTOR_FIELD_LIMITS.languages, `Must be at most ${DOCTOR_FIELD_LIMITS.languages} languages`),
  walkInsPerSession: z
    .int({ error: 'Must be a whole number' })
    .min(0, 'Cannot be negative')
    .max(OPD_QUEUE.walkInsMax, `Must be at most ${OPD_QUEUE.walkInsMax}`)
    .optional(),
  featured: z.boolean({ error: 'Must be true or false' }).optional(),
};

/** What the admin's doctor form sends for a new doctor (POST); languages default to none. */
export const doctorInputSchema = z.object({ ...doctorFields, languages: doctorFields.languages.default([]) }).strict();
export type DoctorInput = z.input<typeof doctorInputSchema>;
/** Some of the same fields (PATCH): a field not sent is left as it is, languages included. */
export const doctorPatchSchema = z.object(doctorFields).partial().strict();
export type DoctorPatch = z.input<typeof doctorPatchSchema>;
