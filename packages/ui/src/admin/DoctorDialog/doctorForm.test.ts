import { describe, expect, it } from 'vitest';
import type { Doctor } from '@hospital/contract';
import { doctorFormDefaults, doctorFormSchema, doctorServerErrors, parseLanguages } from './doctorForm.ts';

const doctor: Doctor = {
  id: 3,
  name: 'Dr. Priya Sharma',
  specialization: 'Cardiologist',
  departmentId: 2,
  qualifications: 'MBBS, MD, DM (Cardiology)',
  experience: 14,
  image: '/images/doctors/priya.jpg',
  languages: ['Hindi', 'English'],
};

describe('the doctor form', () => {
  it('starts empty, or from the doctor', () => {
    expect(doctorFormDefaults()).toEqual({ name: '', specialization: '', departmentId: '', qualifications: '', experience: '', image: '', languages: '' });
    expect(doctorFormDefaults(doctor)).toEqual({
      name: 'Dr. Priya Sharma',
      specialization: 'Cardiologist',
      departmentId: '2',
      qualifications: 'MBBS, MD, DM (Cardiology)',
      experience: '14',
      image: '/images/doctors/priya.jpg',
      languages: 'Hindi, English',
    });
  });

  it('reads its text into what the API takes', () => {
    const parsed = doctorFormSchema.parse({ ...doctorFormDefaults(doctor), languages: 'Hindi, English,, Punjabi ', departmentId: '', image: '' });
    expect(parsed).toEqual({
      name: 'Dr. Priya Sharma',
      specialization: 'Cardiologist',
      departmentId: null,
      qualifications: 'MBBS, MD, DM (Cardiology)',
      experience: 14,
      image: null,
      languages: ['Hindi', 'English', 'Punjabi'],
    });
    expect(parseLanguages(' , ')).toEqual([]);
  });

  it('refuses what the API refuses, at the field', () => {
    const result = doctorFormSchema.safeParse({ ...doctorFormDefaults(), experience: 'ten', languages: Array.from({ length: 11 }, (_, i) => `L${i}`).join(',') });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    expect([...fields].sort()).toEqual(['experience', 'languages', 'name', 'qualifications', 'specialization']);
  });

  it('puts the server’s reasons on the form’s fields', () => {
    expect(doctorServerErrors({ 'languages.2': 'Required', name: 'Required', photo: 'x', experience: undefined })).toEqual({ languages: 'Required', name: 'Required' });
  });
});
