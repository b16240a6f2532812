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
    expect(doctorFormDefaults()).toEqual({ name: '', specialization: '', departmentId: '', qualifications: '', experience: '', image: '', languages: '', walkInsPerSession: '10', featured: false });
    expect(doctorFormDefaults(doctor)).toEqual({
      name: 'Dr. Priya Sharma',
      specialization: 'Cardiologist',
      departmentId: '2',
      qualifications: 'MBBS, MD, DM (Cardiology)',
      experience: '14',
      image: '/images/doctors/priya.jpg',
      languages: 'Hindi, English',
      walkInsPerSession: '10',
      featured: false,
    });
    expect(doctorFormDefaults({ ...doctor, walkInsPerSession: 25 }).walkInsPerSession).toBe('25');
    expect(doctorFormDefaults({ ...doctor, featured: true }).featured).toBe(true);
  });

  it('reads the walk-in quota: a whole number from 0 to 200, blank for the default', () => {
    const read = (walkInsPerSession: string) => doctorFormSchema.safeParse({ ...doctorFormDefaults(doctor), walkInsPerSession });
    expect(read(' 0 ').data?.walkInsPerSession).toBe(0);
    expect(read('200').data?.walkInsPerSession).toBe(200);
    expect(read('').data?.walkInsPerSession).toBeUndefined();
    expect(read('201').success).toBe(false);
    expect(read('-1').success).toBe(false);
    expect(read('ten').success).toBe(false);
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
      walkInsPerSession: 10,
      featured: false,
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
