import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  doctorInputSchema,
  doctorPatchSchema,
  HOSPITAL_TIME_SLOTS,
  appointmentStatusUpdateSchema,
  bookingLookupSchema,
  bookingRequestSchema,
  databaseSchema,
  fieldErrors,
  imageUrlSchema,
  insertAppointmentSchema,
  insertGalleryImageSchema,
  insertNewsEventSchema,
  insertTaskSchema,
  loginSchema,
  noQuerySchema,
  updateTaskSchema,
  userSchema,
  zodProblems,
  type Database,
} from './index.ts';

const seed = JSON.parse(readFileSync(new URL('../../../db.json', import.meta.url), 'utf8')) as Database;

const validBooking = {
  patientName: 'Rohit Verma',
  email: 'rohit@example.in',
  phone: '+91 99887 66554',
  age: 35,
  gender: 'Male',
  department: 'Neurology',
  preferredDate: '2026-12-02',
  preferredTime: '9:30 AM',
  reasonForVisit: 'Recurring migraine',
};

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
const codesOf = (result: { success: boolean; error?: unknown }) =>
  Object.fromEntries(Object.entries(zodProblems(result.error as Parameters<typeof zodProblems>[0])).map(([field, problem]) => [field, problem.code]));

describe('the seed', () => {
  it('matches the data schema', () => {
    const result = databaseSchema.safeParse(seed);
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
  });

  it('has unique ids and resolvable references', () => {
    for (const [name, rows] of Object.entries(seed)) {
      const ids = (rows as Array<{ id: number }>).map((row) => row.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
    const doctorIds = new Set(seed.doctors.map((d) => d.id));
    const departmentIds = new Set(seed.departments.map((d) => d.id));
    const departmentNames = new Set(seed.departments.map((d) => d.name));
    const taskIds = new Set(seed.tasks.map((t) => t.id));
    const projectIds = new Set(seed.projects.map((p) => p.id));
    for (const a of seed.appointments) {
      expect(departmentNames.has(a.department), a.department).toBe(true);
      if (a.doctorId !== undefined) expect(doctorIds.has(a.doctorId)).toBe(true);
    }
    for (const d of seed.doctors) if (d.departmentId != null) expect(departmentIds.has(d.departmentId)).toBe(true);
    for (const t of seed.tasks) expect(projectIds.has(t.projectId)).toBe(true);
    for (const m of seed.milestones) expect(projectIds.has(m.projectId)).toBe(true);
    for (const dep of seed.task_dependencies) {
      expect(taskIds.has(dep.taskId) && taskIds.has(dep.dependsOnTaskId)).toBe(true);
    }
  });

  it('keeps the department ids the department pages rely on', () => {
    const byId = new Map(seed.departments.map((d) => [d.id, d.name]));
    expect([byId.get(1), byId.get(2), byId.get(5)]).toEqual(['Cardiology', 'Neurology', 'Pediatrics']);
  });

  it('never holds a plain password', () => {
    expect(JSON.stringify(seed.users)).not.toMatch(/"password"/);
    expect(seed.users.map((u) => u.role).sort()).toEqual(['admin', 'patient', 'reception']);
  });
});

describe('the booking form schema', () => {
  it('accepts the ten fields, doctor optional', () => {
    expect(insertAppointmentSchema.safeParse(validBooking).success).toBe(true);
    expect(insertAppointmentSchema.safeParse({ ...validBooking, doctorId: 3 }).success).toBe(true);
  });

  it('says "Date is required" for an empty date and "Required" for other empty text', () => {
    const result = insertAppointmentSchema.safeParse({ ...validBooking, preferredDate: '', patientName: '', reasonForVisit: '   ' });
    expect(errorsOf(result)).toEqual({ preferredDate: 'Date is required', patientName: 'Required', reasonForVisit: 'Required' });
    expect(errorsOf(insertAppointmentSchema.safeParse({ ...validBooking, preferredDate: undefined }))).toEqual({
      preferredDate: 'Date is required',
    });
  });

  it('takes a time in the slots’ written form (the timetable decides which exist) and only the listed genders', () => {
    expect(HOSPITAL_TIME_SLOTS).toHaveLength(13);
    expect(HOSPITAL_TIME_SLOTS).not.toContain('12:00 PM');
    expect(insertAppointmentSchema.safeParse({ ...validBooking, preferredTime: '9:15 AM' }).success).toBe(true);
    for (const preferredTime of ['09:15', '9:15', '13:00 PM', '9:60 AM', '9:15 am', ' 9:15 AM', '']) {
      expect(errorsOf(insertAppointmentSchema.safeParse({ ...validBooking, preferredTime }))).toHaveProperty('preferredTime');
    }
    expect(errorsOf(insertAppointmentSchema.safeParse({ ...validBooking, gender: 'X' }))).toHaveProperty('gender');
    expect(insertAppointmentSchema.safeParse({ ...validBooking, gender: 'Prefer not to say' }).success).toBe(true);
  });

  it('wants a whole-number age and a real email', () => {
    expect(errorsOf(insertAppointmentSchema.safeParse({ ...validBooking, age: 30.5, email: 'x@' }))).toMatchObject({
      age: expect.any(String),
      email: 'Enter a valid email address',
    });
  });

  it('strips fields the server sets', () => {
    const parsed = insertAppointmentSchema.parse({ ...validBooking, id: 1, status: 'confirmed', createdAt: 'x' });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('id');
  });
});

describe('image URLs', () => {
  it.each(['https://example.org/a.jpg', 'http://example.org/a.png', '/images/gallery/ward.svg'])('accepts %s', (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', 'ftp://x.org/a', 'images/a.svg', 'https://user@evil.example/'])(
    'refuses %s',
    (url) => {
      expect(imageUrlSchema.safeParse(url).success).toBe(false);
    },
  );
});

describe('gallery and news forms', () => {
  it('applies the gallery defaults and sends a blank description as null', () => {
    expect(insertGalleryImageSchema.parse({ title: 'OT', imageUrl: '/a.svg', description: '' })).toEqual({
      title: 'OT',
      imageUrl: '/a.svg',
      description: null,
      category: 'facility',
      isVisible: true,
    });
  });

  it('applies the news defaults and turns blank optional values into null', () => {
    expect(insertNewsEventSchema.parse({ title: 'T', content: 'C', imageUrl: '', eventDate: '' })).toEqual({
      title: 'T',
      content: 'C',
      type: 'news',
      imageUrl: null,
      eventDate: null,
      isPublished: true,
    });
    expect(errorsOf(insertNewsEventSchema.safeParse({}))).toMatchObject({ title: 'Required', content: 'Required' });
  });
});

describe('other payloads', () => {
  it('checks sign-in fields with the login screen’s messages', () => {
    expect(errorsOf(loginSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('keeps task progress 0 to 100 and duration at least 1, with the defaults', () => {
    expect(errorsOf(updateTaskSchema.safeParse({ progress: 101, duration: 0 }))).toMatchObject({
      progress: expect.any(String),
      duration: 'Must be at least 1',
    });
    const task = insertTaskSchema.parse({ projectId: 1, name: 'Excavation', startDate: '2026-01-01', endDate: '2026-01-10' });
    expect(task).toMatchObject({ duration: 1, progress: 0, status: 'pending', priority: 'medium' });
  });

  it('refuses an unknown appointment status', () => {
    expect(appointmentStatusUpdateSchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('describes a user without any password field', () => {
    expect(Object.keys(userSchema.shape).sort()).toEqual(['active', 'createdAt', 'displayName', 'id', 'lastSignInAt', 'mustChangePassword', 'role', 'username']);
  });
});

describe('the codes beside the messages', () => {
  // Clients read these, not the English: a zod upgrade that renames one fails here, not in a patient's browser.
  it('are zod’s issue codes for the schema’s checks', () => {
    expect(
      codesOf(
        bookingRequestSchema.safeParse({ ...validBooking, patientName: '', email: 'x@', phone: 'call me', age: 1.5, gender: undefined, preferredDate: '2026-13-45', reasonForVisit: 'x'.repeat(2001), consent: false }),
      ),
    ).toEqual({
      patientName: 'too_small',
      email: 'invalid_format',
      phone: 'invalid_format',
      age: 'invalid_type',
      gender: 'invalid_value',
      preferredDate: 'invalid_format',
      reasonForVisit: 'too_big',
      consent: 'invalid_value',
    });
    expect(codesOf(bookingRequestSchema.safeParse({ ...validBooking, consent: true, age: -1 }))).toEqual({ age: 'too_small' });
    expect(codesOf(bookingRequestSchema.safeParse({ ...validBooking, consent: true, age: 131 }))).toEqual({ age: 'too_big' });
  });

  it('are the contract’s own for its custom checks, and name each unknown key', () => {
    expect(codesOf(bookingLookupSchema.safeParse({ reference: 'CCH-12', contact: '98765 43210' }))).toEqual({ reference: 'invalid_reference' });
    expect(codesOf(updateTaskSchema.safeParse({ startDate: '2026-05-10', endDate: '2026-05-01' }))).toEqual({ endDate: 'end_before_start' });
    expect(codesOf(noQuerySchema.safeParse({ _embed: 'users', q: 'x' }))).toEqual({ _embed: 'unknown_field', q: 'unknown_field' });
  });
});

import { APPOINTMENT_PAGE, appointmentExportQuerySchema, appointmentsQuerySchema } from './schemas.ts';

describe('appointmentsQuerySchema', () => {
  it('reads a query string’s texts: numbers, the sort and its direction, with page 1 of 25 by default', () => {
    expect(appointmentsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(APPOINTMENT_PAGE.defaultSize).toBe(25);
    expect(appointmentsQuerySchema.parse({ q: '', page: '3', pageSize: '100', doctorId: '7', sort: '-preferredDate', status: 'cancelled', from: '2026-12-01', to: '2026-12-01' })).toEqual({
      q: '',
      page: 3,
      pageSize: 100,
      doctorId: 7,
      sort: { key: 'preferredDate', direction: 'desc' },
      status: 'cancelled',
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(appointmentsQuerySchema.parse({ sort: 'patientName' }).sort).toEqual({ key: 'patientName', direction: 'asc' });
  });

  it.each([
    ['an unknown sort key', { sort: 'age' }, 'sort'],
    ['a sort that is only a dash', { sort: '-' }, 'sort'],
    ['a page size over 100', { pageSize: '101' }, 'pageSize'],
    ['page 0', { page: '0' }, 'page'],
    ['a page that is not a whole number', { page: '1.5' }, 'page'],
    ['a status not in the list', { status: 'done' }, 'status'],
    ['a doctor that is not an id', { doctorId: 'abc' }, 'doctorId'],
    ['an impossible date', { from: '2026-02-30' }, 'from'],
    ['an empty department', { department: '' }, 'department'],
    ['a search over 100 characters', { q: 'x'.repeat(101) }, 'q'],
    ['a key given twice', { page: ['1', '2'] }, 'page'],
    ['an unknown key', { _page: '1' }, '_page'],
  ])('refuses %s, naming the field', (_name, input, field) => {
    const result = appointmentsQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(Object.keys(errorsOf(result))).toEqual([field]);
  });

  it('refuses `to` before `from`, on `to`, and takes the same day', () => {
    const result = appointmentsQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' });
    expect(errorsOf(result)).toEqual({ to: 'Must not be before from' });
    expect(appointmentsQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-02' }).success).toBe(true);
    expect(appointmentsQuerySchema.safeParse({ to: '2026-12-01' }).success).toBe(true);
  });

  it('names every bad field at once, with zod’s codes', () => {
    const result = appointmentsQuerySchema.safeParse({ sort: 'age', pageSize: '101', page: '0', status: 'done', extra: '1' });
    expect(codesOf(result)).toEqual({ sort: 'invalid_value', pageSize: 'too_big', page: 'too_small', status: 'invalid_value', extra: 'unknown_field' });
  });

  it('has an export twin with the same filters and no paging', () => {
    expect(appointmentExportQuerySchema.parse({ status: 'pending', sort: '-id' })).toEqual({ status: 'pending', sort: { key: 'id', direction: 'desc' } });
    expect(Object.keys(errorsOf(appointmentExportQuerySchema.safeParse({ page: '1', pageSize: '10' })))).toEqual(['page', 'pageSize']);
    expect(errorsOf(appointmentExportQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' }))).toEqual({ to: 'Must not be before from' });
  });
});

describe('the doctor form', () => {
  const doctor = { name: 'Dr. Farah Siddiqui', specialization: 'Dermatology', departmentId: null, qualifications: 'MBBS, MD (Dermatology)', experience: 7 };

  it('takes a new doctor with no languages as none, and a change of some fields as only those', () => {
    expect(doctorInputSchema.parse(doctor)).toEqual({ ...doctor, languages: [] });
    // A change that does not send the languages leaves them as they are.
    expect(doctorPatchSchema.parse({ experience: 8 })).toEqual({ experience: 8 });
    expect(errorsOf(doctorPatchSchema.safeParse({ experience: -1, languages: [''], retired: true }))).toEqual({
      experience: 'Cannot be negative',
      'languages.0': 'Required',
      retired: 'Not a supported parameter',
    });
  });
});

import { CALENDAR_RANGE, calendarDateSchema, timestampSchema } from './index.ts';

describe('the calendar every date keeps to', () => {
  it('takes its first and last day, and refuses the days beyond them with their own code', () => {
    for (const day of [CALENDAR_RANGE.first, '2026-12-02', CALENDAR_RANGE.last]) expect(calendarDateSchema.safeParse(day).success, day).toBe(true);
    for (const day of ['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
      expect(codesOf(calendarDateSchema.safeParse(day)), day).toEqual({ _: 'date_out_of_range' });
      expect(codesOf(timestampSchema.safeParse(`${day}T04:30:00.000Z`)), day).toEqual({ _: 'date_out_of_range' });
    }
    expect(timestampSchema.safeParse(`${CALENDAR_RANGE.last}T23:59:59.999Z`).success).toBe(true);
    // A text that is no date is refused as such, not also as out of range.
    expect(codesOf(calendarDateSchema.safeParse('2026-02-30'))).toEqual({ _: 'invalid_format' });
  });

  it('is checked before a rule compares two dates', () => {
    expect(codesOf(updateTaskSchema.safeParse({ startDate: '3000-01-01', endDate: '2026-05-01' }))).toEqual({ startDate: 'date_out_of_range' });
  });
});
