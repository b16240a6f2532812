import { describe, expect, it } from 'vitest';
import { HOME_DOCTOR_COUNT, homeDoctors } from './content.ts';

const doctor = (id: number, experience: number, flags: { featured?: boolean; retired?: boolean } = {}) => ({ id, experience, ...flags });

describe("the home page's doctors", () => {
  it('are the featured ones first, then the most experienced, eight at most', () => {
    const doctors = [
      doctor(1, 22),
      doctor(2, 5, { featured: true }),
      doctor(3, 30),
      doctor(4, 9, { featured: true }),
      ...Array.from({ length: 8 }, (_, index) => doctor(10 + index, 10 + index)),
    ];
    const chosen = homeDoctors(doctors).map((candidate) => candidate.id);
    expect(chosen).toHaveLength(HOME_DOCTOR_COUNT);
    expect(chosen.slice(0, 2)).toEqual([4, 2]);
    expect(chosen.slice(2)).toEqual([3, 1, 17, 16, 15, 14]);
  });

  it('never include a retired doctor, featured or not', () => {
    const chosen = homeDoctors([doctor(1, 22, { featured: true, retired: true }), doctor(2, 30, { retired: true }), doctor(3, 8)]);
    expect(chosen.map((candidate) => candidate.id)).toEqual([3]);
  });

  it('take the lower id when the experience is the same, and leave the list they were given as it was', () => {
    const doctors = [doctor(7, 12), doctor(3, 12, { featured: false }), doctor(5, 12)];
    expect(homeDoctors(doctors).map((candidate) => candidate.id)).toEqual([3, 5, 7]);
    expect(doctors.map((candidate) => candidate.id)).toEqual([7, 3, 5]);
  });

  it('are none when the hospital has no doctors', () => {
    expect(homeDoctors([])).toEqual([]);
  });
});
