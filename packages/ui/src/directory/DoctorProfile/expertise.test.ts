import { describe, expect, it } from 'vitest';
import { GENERIC_EXPERTISE, areasOfExpertise } from './expertise.ts';

describe('areasOfExpertise', () => {
  it('gives four areas for every seed specialization', () => {
    for (const specialization of [
      'Interventional Cardiology',
      'Neurology (Stroke & Epilepsy)',
      'Obstetrics & Gynecology',
      'Pediatrician & Neonatologist',
      'General & Laparoscopic Surgery',
      'Internal Medicine & Diabetology',
      'Radiology',
    ]) {
      expect(areasOfExpertise(specialization)).toHaveLength(4);
    }
  });
  it('chooses by a word of the specialization, ignoring case', () => {
    expect(areasOfExpertise('CLINICAL CARDIOLOGY & Echocardiography')).toContain('Heart Failure Management');
    expect(areasOfExpertise('Neurology')).toContain('Stroke Management');
    expect(areasOfExpertise('Paediatrician')).toContain('Newborn Care');
  });
  it('takes the first matching rule: emergency medicine is not general medicine, laparoscopic surgery is surgery', () => {
    expect(areasOfExpertise('Emergency Medicine')).toContain('Trauma Care');
    expect(areasOfExpertise('General Medicine')).toContain('Diabetes Management');
    expect(areasOfExpertise('General & Laparoscopic Surgery')).toContain('Hernia Repair');
    expect(areasOfExpertise('Gynecology & Reproductive Medicine')).toContain('Infertility Treatment');
  });
  it('falls back to the generic four', () => {
    expect(areasOfExpertise('Dermatology')).toEqual(GENERIC_EXPERTISE);
    expect(areasOfExpertise('')).toEqual(GENERIC_EXPERTISE);
    expect(GENERIC_EXPERTISE).toHaveLength(4);
  });
});
