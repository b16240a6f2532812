import { describe, expect, it } from 'vitest';
import { gaveToken, isNoShowCandidate, isOpdDayVisit, noShowCandidates, queueRanFor, queueRuns, tokenDays } from './noShows.ts';

const DAY = '2026-03-02';
const NEXT = '2026-03-03';
const departmentOf = (doctorId: number) => ({ 1: 'Cardiology', 2: 'Cardiology', 5: 'Gynecology' })[doctorId] ?? null;
const visit = (id: number, fields: Partial<{ status: string; doctorId: number | null; department: string; preferredDate: string; token: number | null }>) => ({
  id,
  status: 'confirmed',
  doctorId: null as number | null,
  department: 'Cardiology',
  preferredDate: DAY,
  preferredTime: '9:00 AM',
  token: null as number | null,
  ...fields,
});

describe('the days whose queue ran', () => {
  const visits = [
    visit(1, { doctorId: 2, token: 1, status: 'completed' }),
    visit(2, { doctorId: 2, token: 2, status: 'cancelled' }),
    visit(3, { doctorId: 5, department: 'Gynecology', preferredDate: NEXT }),
    visit(4, { doctorId: 9, department: 'Pediatrics', token: 1 }),
  ];

  it('are the doctors’ days a token was given on, whatever became of the visit, each once', () => {
    expect(tokenDays(visits, departmentOf)).toEqual([
      { doctorId: 2, date: DAY, department: 'Cardiology' },
      { doctorId: 9, date: DAY, department: null },
    ]);
    expect(gaveToken(visit(5, { token: 3 }))).toBe(false);
  });

  it('take in a department’s day when one of its doctors’ days ran, in any case of its name', () => {
    const runs = queueRuns(tokenDays(visits, departmentOf));
    expect(queueRanFor(visit(6, { doctorId: 2 }), runs)).toBe(true);
    expect(queueRanFor(visit(7, { doctorId: 1 }), runs)).toBe(false);
    expect(queueRanFor(visit(8, { department: 'CARDIOLOGY' }), runs)).toBe(true);
    expect(queueRanFor(visit(9, { department: 'Cardiology', preferredDate: NEXT }), runs)).toBe(false);
    expect(queueRanFor(visit(10, { department: 'Pediatrics' }), runs)).toBe(false);
  });
});

describe('the visits the no-show rule is asked of', () => {
  const runs = queueRuns([{ doctorId: 2, date: DAY, department: 'Cardiology' }]);

  it('are the pending and confirmed bookings up to today of a day whose queue ran', () => {
    expect(isNoShowCandidate(visit(1, { doctorId: 2 }), runs, DAY)).toBe(true);
    expect(isNoShowCandidate(visit(2, { doctorId: 2, status: 'pending' }), runs, NEXT)).toBe(true);
    expect(isNoShowCandidate(visit(3, { status: 'pending' }), runs, DAY)).toBe(true);
    expect(isNoShowCandidate(visit(4, { doctorId: 2, status: 'checked_in' }), runs, DAY)).toBe(false);
    // A day still to come, and a day kept on paper (Dr #1 gave no token).
    expect(isNoShowCandidate(visit(5, { doctorId: 2 }), runs, '2026-03-01')).toBe(false);
    expect(isNoShowCandidate(visit(6, { doctorId: 1 }), runs, DAY)).toBe(false);
  });

  it('keep their order', () => {
    const all = [visit(3, { doctorId: 2 }), visit(1, { doctorId: 1 }), visit(2, {})];
    expect(noShowCandidates(all, runs, new Date(`${DAY}T13:00:00+05:30`)).map((v) => v.id)).toEqual([3, 2]);
  });
});

describe('a doctor’s day at the front desk', () => {
  const doctor = { id: 2, department: 'Cardiology' };
  it('holds their own visits of the day and their department’s bookings without a doctor', () => {
    expect(isOpdDayVisit(visit(1, { doctorId: 2 }), doctor, DAY)).toBe(true);
    expect(isOpdDayVisit(visit(2, { department: 'cardiology' }), doctor, DAY)).toBe(true);
    expect(isOpdDayVisit(visit(3, { doctorId: 1 }), doctor, DAY)).toBe(false);
    expect(isOpdDayVisit(visit(4, { department: 'Gynecology' }), doctor, DAY)).toBe(false);
    expect(isOpdDayVisit(visit(5, { doctorId: 2 }), doctor, NEXT)).toBe(false);
    expect(isOpdDayVisit(visit(6, {}), { id: 9, department: null }, DAY)).toBe(false);
  });
});
