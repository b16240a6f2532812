// The walk-in form's values and checks: the contract's walkInRequestSchema less the doctor, whom the OPD day
// screen names (the doctor whose queue it runs); the department is that doctor's, fixed.
import { walkInRequestSchema } from '@hospital/contract';
import type { z } from 'zod';

/** What the form checks: the request less `doctorId`. */
export const walkInFormSchema = walkInRequestSchema.omit({ doctorId: true });

/** The values the form sends its caller, which adds the doctor. */
export type WalkInValues = z.output<typeof walkInFormSchema>;
/** The values the schema reads (what the fields hold once valid). */
export type WalkInInput = z.input<typeof walkInFormSchema>;

/** What the fields hold while typed: the age as typed (a number once read), consent unticked. */
export interface WalkInFields {
  patientName: string;
  email: string;
  phone: string;
  age: number | undefined;
  gender: string;
  department: string;
  reasonForVisit: string;
  consent: boolean;
  language: 'en' | 'hi';
}

export const WALK_IN_FIELD_NAMES = ['patientName', 'email', 'phone', 'age', 'gender', 'reasonForVisit', 'consent'] as const;
export type WalkInFieldName = (typeof WALK_IN_FIELD_NAMES)[number];

/** An empty form for a doctor's department. */
export function walkInDefaults(department: string): WalkInFields {
  return { patientName: '', email: '', phone: '', age: undefined, gender: '', department, reasonForVisit: '', consent: false, language: 'en' };
}

/** The age field's text as a number: blank is undefined (required), anything else as read (the schema checks it). */
export function parseWalkInAge(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
}

/**
 * The server's refusals a field should show (a 400's `fields`), by the form's names; the rest (the doctor, the
 * department) are not the front desk's to fix in this form and are said above it instead.
 */
export function walkInFieldProblems(fields: Record<string, string> | undefined): [WalkInFieldName, string][] {
  return Object.entries(fields ?? {}).filter((entry): entry is [WalkInFieldName, string] => (WALK_IN_FIELD_NAMES as readonly string[]).includes(entry[0]));
}

/** "3 of 10 walk-in places taken this session", or that the session is full. */
export function walkInPlacesText(places: { allowed: number; taken: number }): string {
  if (places.taken >= places.allowed) return `All ${places.allowed} walk-in places of this session are taken.`;
  const left = places.allowed - places.taken;
  return `${left} of ${places.allowed} walk-in ${places.allowed === 1 ? 'place' : 'places'} left this session.`;
}
