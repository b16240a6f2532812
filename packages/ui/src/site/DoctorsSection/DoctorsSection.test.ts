import { describe, expect, it } from 'vitest';
import { doctorInitials } from './DoctorsSection.tsx';

describe('doctorInitials', () => {
  it('leaves out the title and keeps the first and last names', () => {
    expect(doctorInitials('Dr. Rajesh Malhotra')).toBe('RM');
    expect(doctorInitials('Dr. Vikram Singh Rathore')).toBe('VR');
    expect(doctorInitials('dr kavita')).toBe('K');
    expect(doctorInitials('')).toBe('');
  });
});
