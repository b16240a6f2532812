import { describe, expect, it } from 'vitest';
import { areasOfExpertise, GENERIC_EXPERTISE } from '../directory/DoctorProfile/index.ts';
import { MEDICAL_TERM_TEXTS_HI, MEDICAL_TERMS_HI } from './medicalTerms.hi.ts';

// Which terms the site's pages, the seed and its content use is the app's to check (apps/site catalogs.test.ts).
describe('the medical terms in Hindi', () => {
  it('are written in Devanagari, each one', () => {
    expect(Object.entries(MEDICAL_TERMS_HI).filter(([, hindi]) => !/[\u0900-\u097F]/.test(hindi))).toEqual([]);
  });
  it('cover every area of expertise a profile lists for a known specialization', () => {
    const areas = new Set([...GENERIC_EXPERTISE, ...Object.keys(MEDICAL_TERMS_HI).flatMap(areasOfExpertise)]);
    expect([...areas].filter((area) => !(area in MEDICAL_TERMS_HI))).toEqual([]);
  });
  it('read a term as the API may write it, and leave one they do not know as it is', () => {
    const { term } = MEDICAL_TERM_TEXTS_HI;
    expect(term('Cardiology')).toBe('हृदय रोग');
    expect(term(' Cardiology ')).toBe('हृदय रोग');
    expect(term('Podiatry')).toBe('Podiatry');
    expect(term('constructor')).toBe('constructor');
  });
});
