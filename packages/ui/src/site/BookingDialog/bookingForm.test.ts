import { describe, expect, it } from 'vitest';
import {
  bookingFieldMessages,
  departmentOfDoctor,
  initialBookingFields,
  matchDepartmentName,
  parseAge,
  parseDoctorId,
} from './bookingForm.ts';

const departments = [
  { id: 1, name: 'Cardiology' },
  { id: 5, name: 'Pediatrics' },
];

describe('parseAge', () => {
  it('reads a whole number and drops any fraction', () => {
    expect(parseAge('42')).toBe(42);
    expect(parseAge('42.9')).toBe(42);
    expect(parseAge(7.5)).toBe(7);
  });

  it('is 0 when the text is not a number', () => {
    expect(parseAge('')).toBe(0);
    expect(parseAge('abc')).toBe(0);
    expect(parseAge(undefined)).toBe(0);
    expect(parseAge(Number.NaN)).toBe(0);
  });
});

describe('parseDoctorId', () => {
  it('is undefined when the choice is cleared', () => {
    expect(parseDoctorId('')).toBeUndefined();
    expect(parseDoctorId(undefined)).toBeUndefined();
    expect(parseDoctorId(null)).toBeUndefined();
  });

  it('is the chosen id as a number', () => {
    expect(parseDoctorId('12')).toBe(12);
    expect(parseDoctorId(3)).toBe(3);
    expect(parseDoctorId('x')).toBeUndefined();
  });
});

describe('department choice', () => {
  it('matches a preselected department whatever its case', () => {
    expect(matchDepartmentName('cardiology', departments)).toBe('Cardiology');
    expect(matchDepartmentName(' PEDIATRICS ', departments)).toBe('Pediatrics');
    expect(matchDepartmentName('Urology', departments)).toBe('');
    expect(matchDepartmentName(undefined, departments)).toBe('');
  });

  it("finds a doctor's department by id", () => {
    expect(departmentOfDoctor({ departmentId: 5 }, departments)).toBe('Pediatrics');
    expect(departmentOfDoctor({ departmentId: null }, departments)).toBe('');
    expect(departmentOfDoctor({ departmentId: 9 }, departments)).toBe('');
    expect(departmentOfDoctor(undefined, departments)).toBe('');
  });
});

describe('initialBookingFields', () => {
  it('starts with empty strings and age 0, keeping a preselection', () => {
    expect(initialBookingFields({})).toEqual({
      patientName: '',
      email: '',
      phone: '',
      age: 0,
      gender: '',
      department: '',
      doctorId: undefined,
      preferredDate: '',
      preferredTime: '',
      reasonForVisit: '',
      consent: false,
    });
    expect(initialBookingFields({ doctorId: 4, department: 'Neurology' })).toMatchObject({ doctorId: 4, department: 'Neurology' });
  });
});

describe('bookingFieldMessages', () => {
  it("keeps the server's messages for this form's fields, in the form's order", () => {
    expect(bookingFieldMessages({ preferredTime: 'Already booked', _: 'x', email: 'Enter a valid email address' })).toEqual([
      ['email', 'Enter a valid email address'],
      ['preferredTime', 'Already booked'],
    ]);
    expect(bookingFieldMessages(undefined)).toEqual([]);
    // The server refuses a booking without consent by naming the field: it lands on the checkbox.
    expect(bookingFieldMessages({ consent: 'Please agree to continue' })).toEqual([['consent', 'Please agree to continue']]);
  });
});
