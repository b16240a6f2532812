import { describe, expect, it } from 'vitest';
import { opdDayVisits, opdVisit } from '../opdFixtures.ts';
import { canCheckIn, matchesSearch, searchKind, searchVisits } from './checkInSearch.ts';

const names = (query: string) => searchVisits(opdDayVisits, query).map((visit) => visit.patientName);

describe('searchKind', () => {
  it.each([
    ['', 'none'],
    ['   ', 'none'],
    ['98', 'none'],
    ['987', 'phone'],
    ['+91 98765 43210', 'phone'],
    ['(0)98765-43210', 'phone'],
    ['CCH-7K4Q-M2XD', 'reference'],
    ['cch 7k4q m2xd', 'reference'],
    ['7K4Q', 'reference'],
    ['7K4', 'none'],
    ['CCH', 'none'],
    ['Asha', 'name'],
    ['asha verma', 'name'],
    ['राधा', 'name'],
  ])('%j reads as %s', (query, kind) => {
    expect(searchKind(query)).toBe(kind);
  });
});

describe('matchesSearch', () => {
  const visit = opdVisit({ reference: 'CCH-7K4Q-M2XD', phone: '+91 98110 21345', patientName: 'Asha Rani Verma' });

  it('finds a reference however it was typed: case, spaces, no prefix, O for 0 and I or L for 1', () => {
    expect(matchesSearch(visit, 'CCH-7K4Q-M2XD')).toBe(true);
    expect(matchesSearch(visit, 'cch7k4qm2xd')).toBe(true);
    expect(matchesSearch(visit, '7k4q m2xd')).toBe(true);
    expect(matchesSearch(visit, 'M2XD')).toBe(true);
    expect(matchesSearch(opdVisit({ reference: 'CCH-1T0M-9CQZ' }), 'cch-it0m-9cqz')).toBe(true);
    expect(matchesSearch(opdVisit({ reference: 'CCH-1T0M-9CQZ' }), '1TOM')).toBe(true);
    expect(matchesSearch(visit, 'CCH-7K4Q-M2XE')).toBe(false);
  });

  it('finds a phone number by any run of its digits, with or without +91', () => {
    expect(matchesSearch(visit, '9811021345')).toBe(true);
    expect(matchesSearch(visit, '+91 98110 21345')).toBe(true);
    expect(matchesSearch(visit, '21345')).toBe(true);
    expect(matchesSearch(visit, '98765')).toBe(false);
  });

  it('finds a name by the starts of its words, in any order and case', () => {
    expect(matchesSearch(visit, 'asha')).toBe(true);
    expect(matchesSearch(visit, 'verma asha')).toBe(true);
    expect(matchesSearch(visit, 'VER')).toBe(true);
    expect(matchesSearch(visit, 'sha')).toBe(false);
    expect(matchesSearch(opdVisit({ patientName: 'Zoë D’Souza' }), 'zoe')).toBe(true);
    expect(matchesSearch(opdVisit({ patientName: 'राधा कृष्णन' }), 'कृष्णन')).toBe(true);
  });
});

describe('searchVisits', () => {
  it('finds nothing for an empty or too short search', () => {
    expect(names('')).toEqual([]);
    expect(names('98')).toEqual([]);
  });

  it('lists those that can be checked in first, then the rest, so the front desk sees why', () => {
    expect(names('verma')).toEqual(['Kuldeep Verma']);
    expect(names('bhatt')).toEqual(['Aarav Bhatt', 'Ramesh Bhatt']);
  });

  it('finds by reference and by phone', () => {
    expect(names('CCH-4NFE-1RKD')).toEqual(['Komal Gupta']);
    expect(names('98100 77889')).toEqual(['Komal Gupta']);
  });

  it('keeps to the limit', () => {
    expect(searchVisits(opdDayVisits, '+91', 2)).toHaveLength(0);
    expect(searchVisits(opdDayVisits, '919', 2)).toHaveLength(2);
  });

  it('checks in what is pending, confirmed or absent, never what is past it', () => {
    expect(['pending', 'confirmed', 'no_show'].every((status) => canCheckIn({ status: status as 'pending' }))).toBe(true);
    expect(['checked_in', 'in_consultation', 'completed', 'cancelled'].some((status) => canCheckIn({ status: status as 'pending' }))).toBe(false);
  });
});
