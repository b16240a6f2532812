// The booking form's pure rules, kept out of the component so they are unit-tested.
import type { Appointment, BookingRequest, Department, Doctor } from '@hospital/contract';

/** What the form holds while the person types: choices start empty, so they are plain strings here. */
export interface BookingFormFields {
  patientName: string;
  email: string;
  phone: string;
  age: number;
  gender: string;
  department: string;
  doctorId?: number | undefined;
  preferredDate: string;
  preferredTime: string;
  reasonForVisit: string;
  /** The patient's agreement that the hospital may store these details; unticked at first, required. */
  consent: boolean;
}

/** The fields the form can put a message on. */
export type BookingFieldName = keyof BookingFormFields;

export const BOOKING_FIELD_NAMES = [
  'patientName',
  'email',
  'phone',
  'age',
  'gender',
  'department',
  'doctorId',
  'preferredDate',
  'preferredTime',
  'reasonForVisit',
  'consent',
] as const satisfies readonly BookingFieldName[];

/**
 * What a submission came to, as the caller tells the form: the stored booking, whose reference and details the
 * dialog's step 2 shows, or a refusal that may name fields to change.
 */
export type BookingOutcome =
  | { ok: true; appointment: Appointment }
  | {
      ok: false;
      /** A sentence for the whole form, e.g. the server's "This time slot is already booked...", and its code. */
      message?: string;
      code?: string;
      /** Messages by field name, e.g. `{ preferredTime: 'Already booked' }`; unknown names are ignored. */
      fields?: Record<string, string>;
      /** Beside each field's message, its code (`{ preferredTime: 'slot_taken' }`): what the page's language says. */
      codes?: Record<string, string>;
    };

/** The values a booking is sent with: the contract's booking request, the ten fields and `consent: true`. */
export type BookingValues = BookingRequest;

/** Age is parsed as an integer and becomes 0 when it is not a number, so the field never holds NaN. */
export function parseAge(value: unknown): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The doctor choice: a doctor's id, or undefined when the choice is cleared ("Select doctor (optional)"). */
export function parseDoctorId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The department's name as the list spells it, for a preselection given in any case ("cardiology");
 * '' when the list has no such department, so the person chooses one.
 */
export function matchDepartmentName(wanted: string | undefined, departments: readonly Pick<Department, 'name'>[]): string {
  if (!wanted) return '';
  const key = wanted.trim().toLowerCase();
  return departments.find((department) => department.name.toLowerCase() === key)?.name ?? '';
}

/** The department a doctor works in, by name; '' when the doctor has none or it is not in the list. */
export function departmentOfDoctor(
  doctor: Pick<Doctor, 'departmentId'> | undefined,
  departments: readonly Pick<Department, 'id' | 'name'>[],
): string {
  if (doctor?.departmentId == null) return '';
  return departments.find((department) => department.id === doctor.departmentId)?.name ?? '';
}

/** The form's first values: empty strings, age 0 and consent not given, with any preselection. */
export function initialBookingFields(preselect: { doctorId?: number | undefined; department?: string | undefined }): BookingFormFields {
  return {
    patientName: '',
    email: '',
    phone: '',
    age: 0,
    gender: '',
    department: preselect.department ?? '',
    doctorId: preselect.doctorId,
    preferredDate: '',
    preferredTime: '',
    reasonForVisit: '',
    consent: false,
  };
}

/** The server's field messages that belong to a field of this form, in the form's order. */
export function bookingFieldMessages(fields: Record<string, string> | undefined): [BookingFieldName, string][] {
  if (!fields) return [];
  return BOOKING_FIELD_NAMES.filter((name) => typeof fields[name] === 'string' && fields[name] !== '').map(
    (name) => [name, fields[name] as string],
  );
}
