import { describe, expect, it } from 'vitest';
import { initialsOf } from './Avatar.tsx';

describe('initialsOf', () => {
  it.each([
    ['Dr. Rajesh Malhotra', 'RM'],
    ['Rajesh Malhotra', 'RM'],
    ['Mr. Anil Kumar Gupta', 'AG'],
    ['Mrs. Sunita Verma', 'SV'],
    ['Ms Priya Sharma', 'PS'],
    ['Miss Kavya Nair', 'KN'],
    ['Prof. Dr. Meera Iyer', 'MI'],
    ['Shri Ram Prasad', 'RP'],
    ['Smt. Kamla Devi', 'KD'],
    ['DR. NEHA KAPOOR', 'NK'],
    ['Dr.Rajesh Malhotra', 'RM'],
    ['Dr. A. K. Sharma', 'AS'],
    ['priya', 'P'],
    ['"Kiran" Bedi', 'KB'],
    ['Drew Barrymore', 'DB'],
    ['Mrinalini Sarabhai', 'MS'],
    ['  Dr.   Rajesh   Malhotra  ', 'RM'],
    ['Dr. Rajesh Malhotra (Retd.)', 'RM'],
    ['Dr. Rajesh (Cardiology) Malhotra', 'RM'],
    ['Dr.', 'D'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('keeps a Devanagari consonant with its vowel sign', () => {
    expect(initialsOf('डॉ. राजेश मल्होत्रा')).toBe('राम');
    expect(initialsOf('श्रीमती सुनीता')).toBe('सु');
  });
});
