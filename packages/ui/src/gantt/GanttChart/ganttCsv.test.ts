import { describe, expect, it } from 'vitest';
import { csvCell } from '../../shared/csv.ts';
import { ganttCsvFileName, tasksToCsv } from './ganttCsv.ts';
import { icuWingTasks } from './ganttFixtures.ts';

describe('Export to Excel', () => {
  it('writes a header and one formula-safe row per task', () => {
    const csv = tasksToCsv([{ ...icuWingTasks[0]!, contractor: '=HYPERLINK("x")' }]);
    const [header, first] = csv.slice(1).split('\r\n');
    expect(header).toBe('ID,Task Name,Activity,Sub Activity,Progress,Status,Priority,Start Date,End Date,Actual Start Date,Actual End Date,Location,Contractor');
    expect(first).toBe(`1,Site survey and soil investigation,Civil Works,Site Investigation,100,completed,medium,2026-06-01,2026-06-14,2026-06-02,2026-06-13,Block C site,${csvCell('=HYPERLINK("x")')}`);
    expect(ganttCsvFileName(new Date(2026, 10, 5))).toBe('project-tasks-2026-11-05.csv');
  });
});
