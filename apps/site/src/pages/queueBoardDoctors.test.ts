import { describe, expect, it } from 'vitest';
import type { Department, Doctor } from '@hospital/contract';
import { boardDoctors } from './queueBoardDoctors.ts';

const doctor = (id: number, name: string, departmentId: number | null): Doctor =>
  ({ id, name, departmentId, specialization: 'Physician', qualifications: 'MBBS', experience: 5, languages: [] }) as Doctor;
const doctors = [doctor(1, 'Dr. Rajesh Malhotra', 1), doctor(2, 'Dr. Anjali Saxena', 1), doctor(3, 'Dr. Neha Agarwal', 2), doctor(4, 'Dr. Shalini Mehrotra', null)];
const departments: Department[] = [
  { id: 1, name: 'Cardiology' },
  { id: 2, name: 'Neurology' },
];

describe('boardDoctors', () => {
  it('shows the doctor asked for, with their department, and no one else', () => {
    expect(boardDoctors(doctors, departments, { doctorId: 3 })).toEqual([{ id: 3, name: 'Dr. Neha Agarwal', department: 'Neurology' }]);
    expect(boardDoctors(doctors, departments, { doctorId: 99 })).toEqual([]);
    expect(boardDoctors(doctors, departments, { doctorId: null })).toEqual([]);
  });
  it('names a doctor without a department by their specialization', () => {
    expect(boardDoctors(doctors, departments, { doctorId: 4 })[0]?.department).toBe('Physician');
  });
  it('shows every doctor of a department by name, and none before the lists arrive', () => {
    expect(boardDoctors(doctors, departments, { departmentId: 1 }).map((entry) => entry.name)).toEqual(['Dr. Anjali Saxena', 'Dr. Rajesh Malhotra']);
    expect(boardDoctors(undefined, departments, { departmentId: 1 })).toEqual([]);
    expect(boardDoctors(doctors, departments, { departmentId: undefined })).toEqual([]);
  });
});
