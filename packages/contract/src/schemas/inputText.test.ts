// The texts the API takes: a patient's name is a person's name, every field of one line refuses a line break or a
// control character (each a 400 naming the field, with its code), and the texts that may run over lines still do.
import { describe, expect, it } from 'vitest';
import {
  bookingLookupSchema,
  bookingRequestSchema,
  closureRequestSchema,
  createStaffSchema,
  doctorPatchSchema,
  insertGalleryImageSchema,
  insertNewsEventSchema,
  insertTaskSchema,
  leaveRequestSchema,
  loginSchema,
  walkInRequestSchema,
  zodProblems,
} from '../index.ts';

/** The codes, as clients read them (pinned here: a renamed code is a change to the API). */
const NOT_A_PERSON_NAME = 'not_a_person_name';
const NOT_SINGLE_LINE = 'not_single_line';

const booking = {
  patientName: 'Savitri Devi',
  email: 'savitri@example.in',
  phone: '+91 94151 67890',
  age: 61,
  gender: 'Female',
  department: 'Cardiology',
  preferredDate: '2027-01-05',
  preferredTime: '10:00 AM',
  reasonForVisit: 'Breathless on the stairs.\nWorse at night.',
  consent: true,
};

/** Each failing field's code. */
function codesOf(schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(zodProblems(result.error as Parameters<typeof zodProblems>[0])).map(([field, problem]) => [field, problem.code]));
}

describe('a booking’s patient name', () => {
  it('takes a name in any script, and the reason for the visit may run over lines', () => {
    for (const patientName of ['Savitri Devi', 'सविता देवी', "Rohan D'Souza", 'Dr. A. K. Sharma-Rao']) {
      expect(codesOf(bookingRequestSchema, { ...booking, patientName }), patientName).toEqual({});
    }
  });

  it('refuses digits, a + and a line break in the name, naming it with the name rule’s code', () => {
    for (const patientName of ['Call +91 11111 22222 to pay your bill', 'Asha 2', 'Asha\nDevi', 'Visit pay.example.in/bill']) {
      expect(codesOf(bookingRequestSchema, { ...booking, patientName }), patientName).toEqual({ patientName: NOT_A_PERSON_NAME });
    }
  });

  it('is the walk-in’s rule too', () => {
    const { preferredDate: _date, preferredTime: _time, ...walkIn } = booking;
    expect(codesOf(walkInRequestSchema, { ...walkIn, doctorId: 1, patientName: 'Call 11111 22222' })).toEqual({ patientName: NOT_A_PERSON_NAME });
  });
});

describe('a field of one line', () => {
  const LINE_BREAKS = ['a\nb', 'a\r\nb', 'a\u2028b', 'a\tb', 'a\u001Bb'];

  it('refuses a line break or control character in a booking’s phone and department, and the look-up’s reference and contact', () => {
    for (const bad of LINE_BREAKS) {
      expect(codesOf(bookingRequestSchema, { ...booking, phone: `+91 94151${bad}67890`, department: `Cardio${bad}logy` }), JSON.stringify(bad)).toEqual({
        phone: NOT_SINGLE_LINE,
        department: NOT_SINGLE_LINE,
      });
      expect(codesOf(bookingLookupSchema, { reference: `CCH-7K4Q${bad}M2XD`, contact: `98765${bad}43210` })).toEqual({
        reference: NOT_SINGLE_LINE,
        contact: NOT_SINGLE_LINE,
      });
    }
    // An e-mail address with a line break is no e-mail address.
    expect(codesOf(bookingRequestSchema, { ...booking, email: 'savitri@example.in\nBcc: x@example.in' })).toEqual({ email: 'invalid_format' });
  });

  it('is every title, name and label staff type', () => {
    const refused = (schema: Parameters<typeof codesOf>[0], value: Record<string, unknown>, field: string) =>
      expect(codesOf(schema, value)[field], field).toBe(NOT_SINGLE_LINE);
    refused(insertNewsEventSchema, { title: 'Health camp\nFree', content: 'Body' }, 'title');
    refused(insertGalleryImageSchema, { title: 'Lobby\nView', imageUrl: '/images/a.jpg' }, 'title');
    refused(doctorPatchSchema, { name: 'Dr. Alok\nSrivastava' }, 'name');
    refused(doctorPatchSchema, { qualifications: 'MBBS\nMD' }, 'qualifications');
    refused(closureRequestSchema, { date: '2027-01-26', name: 'Republic\nDay' }, 'name');
    refused(leaveRequestSchema, { from: '2027-01-05', to: '2027-01-06', reason: 'Conference\nabroad' }, 'reason');
    refused(createStaffSchema, { username: 'desk.two', displayName: 'Front\nDesk', role: 'reception' }, 'displayName');
    refused(loginSchema, { username: 'ad\nmin', password: 'x' }, 'username');
    refused(insertTaskSchema, { projectId: 1, name: 'Pour slab', startDate: '2027-01-05', endDate: '2027-01-06', contractor: 'L&T\nLtd' }, 'contractor');
  });

  it('leaves the texts that are paragraphs alone', () => {
    expect(codesOf(insertNewsEventSchema, { title: 'Health camp', content: 'First line.\n\nSecond paragraph.' })).toEqual({});
    expect(codesOf(insertGalleryImageSchema, { title: 'Lobby', imageUrl: '/images/a.jpg', description: 'One.\nTwo.' })).toEqual({});
  });
});
