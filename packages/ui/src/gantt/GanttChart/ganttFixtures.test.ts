import { describe, expect, it } from 'vitest';
import { parseDayNumber } from '../../shared/calendarDays.ts';
import { generateGantt } from './ganttFixtures.ts';
import { buildGanttModel } from './ganttLayout.ts';

const day = (iso: string) => parseDayNumber(iso);

describe('generated projects', () => {
  it('chains tasks finish-to-start and spreads them over about three years', () => {
    const { tasks, dependencies } = generateGantt(1000);
    expect(tasks).toHaveLength(1000);
    expect(dependencies).toHaveLength(1000 - 1000 / 8);
    for (const link of dependencies) {
      const before = tasks[link.dependsOnTaskId - 1]!;
      const after = tasks[link.taskId - 1]!;
      expect(day(after.startDate)).toBe(day(before.endDate) + 1);
    }
    const model = buildGanttModel(tasks, dependencies);
    expect(model.lastDay - model.originDay).toBeGreaterThan(900);
    expect(model.lastDay - model.originDay).toBeLessThan(1300);
  });
});
