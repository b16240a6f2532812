import { describe, expect, it } from 'vitest';
import { departmentNameFor, splitQualifications, yearsLabel } from './doctorFacts.ts';

const departments = [
  { id: 1, name: 'Cardiology' },
  { id: 2, name: 'Neurology' },
];

describe('departmentNameFor', () => {
  it('finds the department whose id is the doctor departmentId', () => {
    expect(departmentNameFor({ departmentId: 2 }, departments)).toBe('Neurology');
  });
  it('is undefined without a departmentId, without a match, or before departments load', () => {
    expect(departmentNameFor({ departmentId: null }, departments)).toBeUndefined();
    expect(departmentNameFor({}, departments)).toBeUndefined();
    expect(departmentNameFor({ departmentId: 9 }, departments)).toBeUndefined();
    expect(departmentNameFor({ departmentId: 1 }, undefined)).toBeUndefined();
  });
});

describe('splitQualifications', () => {
  it('splits on comma-space', () => {
    expect(splitQualifications('MBBS, MD (Medicine), DM (Cardiology)')).toEqual(['MBBS', 'MD (Medicine)', 'DM (Cardiology)']);
  });
  it('keeps a comma without a following space inside one item, and drops blank parts', () => {
    expect(splitQualifications('MBBS, MS (Obstetrics,Gynaecology), ')).toEqual(['MBBS', 'MS (Obstetrics,Gynaecology)']);
  });
  it('gives one item for one qualification and none for an empty string', () => {
    expect(splitQualifications('MBBS')).toEqual(['MBBS']);
    expect(splitQualifications('')).toEqual([]);
  });
});

describe('yearsLabel', () => {
  it('says years, and year for one', () => {
    expect(yearsLabel(22)).toBe('22 years');
    expect(yearsLabel(1)).toBe('1 year');
  });
});
