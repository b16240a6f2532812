import { describe, expect, it } from 'vitest';
import { searchDoctors } from './doctorSearch.ts';

const doctors = [
  { id: 1, name: 'Dr. Rajesh Malhotra', specialization: 'Interventional Cardiology' },
  { id: 2, name: 'Dr. Neha Agarwal', specialization: 'Neurology (Stroke & Epilepsy)' },
  { id: 3, name: 'Dr. Amit Khanna', specialization: 'Pediatrician' },
];
const ids = (list: { id: number }[]) => list.map((doctor) => doctor.id);

describe('searchDoctors', () => {
  it('matches a substring of the name, ignoring case', () => {
    expect(ids(searchDoctors(doctors, 'MALHOT'))).toEqual([1]);
    expect(ids(searchDoctors(doctors, 'neha'))).toEqual([2]);
  });
  it('matches a substring of the specialization, ignoring case', () => {
    expect(ids(searchDoctors(doctors, 'cardio'))).toEqual([1]);
    expect(ids(searchDoctors(doctors, 'STROKE'))).toEqual([2]);
  });
  it('matches in the middle of a word and across both fields', () => {
    expect(ids(searchDoctors(doctors, 'ar'))).toEqual([1, 2]);
  });
  it('keeps everyone, in order, for an empty or blank query', () => {
    expect(ids(searchDoctors(doctors, ''))).toEqual([1, 2, 3]);
    expect(ids(searchDoctors(doctors, '   '))).toEqual([1, 2, 3]);
  });
  it('finds nobody for text in neither field', () => {
    expect(searchDoctors(doctors, 'dermatology')).toEqual([]);
  });
  it('does not treat the query as a pattern', () => {
    expect(searchDoctors(doctors, '.*')).toEqual([]);
    expect(ids(searchDoctors(doctors, '(stroke'))).toEqual([2]);
  });
  it('matches the specialization as the page shows it, in another language', () => {
    const hindi = (specialization: string) => (specialization.includes('Cardiology') ? 'हृदय रोग' : specialization);
    expect(ids(searchDoctors(doctors, 'हृदय', hindi))).toEqual(ids(searchDoctors(doctors, 'cardiology')));
    expect(searchDoctors(doctors, 'हृदय')).toEqual([]);
  });
});
