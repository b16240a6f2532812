// Departments and doctors.
import { z } from 'zod';
import { idSchema, requiredText } from './common.ts';

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
});
export type Doctor = z.infer<typeof doctorSchema>;
export const insertDoctorSchema = doctorSchema.omit({ id: true });
