// The booking dialog's address: any page with `?book=1` (and `&doctor=7` or `&department=Cardiology`) opens it.
// Every Book Appointment button submits a GET form to it, so one pressed before the page's script has run loads
// the page with the dialog asked for, and the dialog opens as soon as the script does; a shared link opens it too.

/** What the address asks the dialog for: the doctor or the department to preselect. */
export interface BookingRequest {
  doctorId?: number;
  department?: string;
}

// The form in BookAppointmentButton.tsx writes the same names.
const BOOK = 'book';
const DOCTOR = 'doctor';
const DEPARTMENT = 'department';

/** The query without the booking's parameters, keeping any other (a search, a filter). */
export function withoutBooking(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of [BOOK, DOCTOR, DEPARTMENT]) params.delete(name);
  return params;
}

/** The dialog a query asks for, or null when it asks for none; a doctor id that is no whole number is ignored. */
export function bookingRequestOf(search: string): BookingRequest | null {
  const params = new URLSearchParams(search);
  if (params.get(BOOK) !== '1') return null;
  const doctor = params.get(DOCTOR);
  const department = params.get(DEPARTMENT);
  return {
    ...(doctor !== null && /^[1-9]\d{0,8}$/.test(doctor) ? { doctorId: Number(doctor) } : {}),
    ...(department ? { department } : {}),
  };
}

/** Whether two requests (or none) ask for the same doctor and department. */
export function sameRequest(a: BookingRequest | null, b: BookingRequest | null): boolean {
  return a === null || b === null ? a === b : a.doctorId === b.doctorId && a.department === b.department;
}
