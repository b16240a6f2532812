// The Doctors tab's chosen doctor in the dashboard's URL (?tab=doctors&doctor=12), so a reload keeps their
// timetable open. Pure functions, tested in doctorParam.test.ts.

/** The query parameter holding the doctor whose timetable is open. */
export const DOCTOR_PARAM = 'doctor';

/** A doctor id from the URL: a whole positive number, else none. */
export function parseDoctorParam(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The query string with the doctor set (or, for null, removed), keeping the other parameters. */
export function withDoctorParam(search: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete(DOCTOR_PARAM);
  else next.set(DOCTOR_PARAM, String(id));
  return next;
}
