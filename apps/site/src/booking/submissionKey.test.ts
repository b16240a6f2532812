import { describe, expect, it } from 'vitest';
import { createSubmissionKey } from './submissionKey.ts';

describe('a booking’s Idempotency-Key', () => {
  let counter = 0;
  const keys = () => createSubmissionKey(() => `key-${++counter}`);

  it('stays the same while the same details are sent again', () => {
    const key = keys();
    const first = key.keyFor({ patientName: 'Asha', preferredTime: '9:00 AM' });
    expect(key.keyFor({ patientName: 'Asha', preferredTime: '9:00 AM' })).toBe(first);
  });

  it('changes when the details change, and after a booking went through', () => {
    const key = keys();
    const first = key.keyFor({ patientName: 'Asha', preferredTime: '9:00 AM' });
    const changed = key.keyFor({ patientName: 'Asha', preferredTime: '9:30 AM' });
    expect(changed).not.toBe(first);
    key.forget();
    expect(key.keyFor({ patientName: 'Asha', preferredTime: '9:30 AM' })).not.toBe(changed);
  });
});
