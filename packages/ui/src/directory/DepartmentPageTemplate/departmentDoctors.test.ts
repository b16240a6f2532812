import { describe, expect, it } from 'vitest';
import { doctorsOfDepartment } from './departmentDoctors.ts';

const doctors = [
  { id: 1, specialization: 'Interventional Cardiology', departmentId: 1 },
  { id: 2, specialization: 'Pediatric Cardiology', departmentId: 5 },
  { id: 3, specialization: 'Neurology', departmentId: 2 },
  { id: 4, specialization: 'Heart Failure Clinic', departmentId: 1 },
  { id: 5, specialization: 'Paediatrician', departmentId: null },
  { id: 6, specialization: 'Pediatrician & Neonatologist', departmentId: 5 },
  { id: 7, specialization: 'General Medicine', departmentId: 4 },
  { id: 8, specialization: 'NEUROLOGY (Stroke)', departmentId: undefined },
];
const ids = (list: { id: number }[]) => list.map((doctor) => doctor.id);

describe('doctorsOfDepartment', () => {
  it('cardiology: specialization contains "cardiology" or departmentId 1', () => {
    expect(ids(doctorsOfDepartment(doctors, { words: ['cardiology'], departmentId: 1 }))).toEqual([1, 2, 4]);
  });
  it('neurology: specialization contains "neurology" (any case) or departmentId 2', () => {
    expect(ids(doctorsOfDepartment(doctors, { words: ['neurology'], departmentId: 2 }))).toEqual([3, 8]);
  });
  it('pediatrics: "pediatric" or "paediatrician" or departmentId 5', () => {
    expect(ids(doctorsOfDepartment(doctors, { words: ['pediatric', 'paediatrician'], departmentId: 5 }))).toEqual([2, 5, 6]);
  });
  it('lists nobody when nothing matches', () => {
    expect(doctorsOfDepartment(doctors, { words: ['dermatology'], departmentId: 9 })).toEqual([]);
  });
});
