import { TASK_STATUSES, type Task, type TaskDependency } from '@hospital/contract';
import { dayNumber, formatDayNumber } from '../../shared/calendarDays.ts';

/**
 * Made-up tasks of a hospital building project, for stories and the benchmark (never shipped to a page).
 * Deterministic: the same count gives the same tasks, so a benchmark run is comparable with the last.
 */

const ACTIVITIES = [
  ['Civil Works', ['Excavation', 'Raft Foundation', 'Columns', 'Slab Casting', 'Brickwork', 'Plastering']],
  ['MEP', ['Electrical Wiring', 'HVAC Ducting', 'Plumbing', 'Fire Sprinklers', 'Medical Gas Pipeline']],
  ['Finishing', ['Flooring', 'False Ceiling', 'Painting', 'Doors and Windows']],
  ['Equipment', ['ICU Beds', 'Ventilators', 'OT Lights', 'Nurse Call System']],
] as const;
const CONTRACTORS = ['Shivalik Infracon Pvt. Ltd.', 'Doon Electricals', 'Himalayan HVAC Services', 'MedEquip India', 'Garhwal Finishers'];
const LOCATIONS = ['Block C, ground floor', 'Block C, first floor', 'Block C, terrace', 'OT Complex', 'Basement'];

function task(id: number, fields: Partial<Task> & Pick<Task, 'name' | 'startDate' | 'endDate'>): Task {
  return {
    id,
    projectId: 1,
    parentId: null,
    description: null,
    activity: null,
    subActivity: null,
    actualStartDate: null,
    actualEndDate: null,
    duration: 1,
    progress: 0,
    status: 'pending',
    priority: 'medium',
    assigneeId: null,
    contractor: null,
    location: null,
    hierarchy: null,
    materials: [],
    photoUrl: null,
    notes: null,
    updatedBy: null,
    createdAt: '2026-05-20T05:30:00.000Z',
    updatedAt: '2026-05-20T05:30:00.000Z',
    ...fields,
  };
}

export interface GeneratedGantt {
  tasks: Task[];
  dependencies: TaskDependency[];
}

/**
 * `count` tasks in chains of `chainLength`: each task starts the day after its predecessor ends and depends on it
 * (finish-to-start), chains staggered so the whole spreads over about three years from `firstDay`.
 */
export function generateGantt(count: number, { firstDay = '2025-01-06', chainLength = 8 } = {}): GeneratedGantt {
  const [y, m, d] = firstDay.split('-').map(Number) as [number, number, number];
  const base = dayNumber(y, m, d);
  const tasks: Task[] = [];
  const dependencies: TaskDependency[] = [];
  let cursor = base;
  for (let i = 0; i < count; i += 1) {
    const id = i + 1;
    const inChain = i % chainLength;
    if (inChain === 0) {
      // 37 is prime to the chain length, so chain starts spread over the ~three-year window.
      cursor = base + ((Math.floor(i / chainLength) * 37) % 1000);
    }
    const length = 2 + ((i * 7) % 19);
    const start = cursor;
    const end = start + length - 1;
    cursor = end + 1;
    const [activity, subActivities] = ACTIVITIES[i % ACTIVITIES.length]!;
    const status = TASK_STATUSES[(i * 3) % TASK_STATUSES.length]!;
    const started = status === 'completed' || status === 'in-progress';
    tasks.push(
      task(id, {
        name: `${subActivities[i % subActivities.length]} ${id}`,
        activity,
        subActivity: subActivities[i % subActivities.length]!,
        startDate: formatDayNumber(start),
        endDate: formatDayNumber(end),
        actualStartDate: started ? formatDayNumber(start + (i % 3)) : null,
        actualEndDate: status === 'completed' ? formatDayNumber(end + (i % 5) - 1) : null,
        duration: length,
        progress: status === 'completed' ? 100 : status === 'in-progress' ? (i * 13) % 100 : 0,
        status,
        contractor: CONTRACTORS[i % CONTRACTORS.length]!,
        location: LOCATIONS[i % LOCATIONS.length]!,
      }),
    );
    if (inChain > 0) dependencies.push({ id: dependencies.length + 1, taskId: id, dependsOnTaskId: id - 1, type: 'finish-to-start' });
  }
  return { tasks, dependencies };
}

/** The ICU wing's first tasks, as the seed has them: a short, readable chart around 25 November 2026. */
export const icuWingTasks: Task[] = [
  task(1, {
    name: 'Site survey and soil investigation',
    activity: 'Civil Works',
    subActivity: 'Site Investigation',
    startDate: '2026-06-01',
    endDate: '2026-06-14',
    actualStartDate: '2026-06-02',
    actualEndDate: '2026-06-13',
    progress: 100,
    status: 'completed',
    contractor: 'GeoTech Soil Investigations',
    location: 'Block C site',
  }),
  task(2, {
    name: 'Excavation for raft foundation',
    activity: 'Civil Works',
    subActivity: 'Excavation',
    startDate: '2026-06-15',
    endDate: '2026-07-10',
    actualStartDate: '2026-06-16',
    actualEndDate: '2026-07-14',
    progress: 100,
    status: 'completed',
    contractor: 'Shivalik Infracon Pvt. Ltd.',
    location: 'Block C, foundation pit',
  }),
  task(3, {
    name: 'Raft foundation and basement walls',
    activity: 'Civil Works',
    subActivity: 'Foundation',
    startDate: '2026-07-11',
    endDate: '2026-09-05',
    actualStartDate: '2026-07-15',
    actualEndDate: '2026-09-12',
    progress: 100,
    status: 'completed',
    contractor: 'Shivalik Infracon Pvt. Ltd.',
    location: 'Block C, basement',
  }),
  task(4, {
    name: 'Superstructure: columns and slabs',
    activity: 'Civil Works',
    subActivity: 'Superstructure',
    startDate: '2026-09-06',
    endDate: '2026-12-20',
    actualStartDate: '2026-09-14',
    progress: 55,
    status: 'in-progress',
    contractor: 'Shivalik Infracon Pvt. Ltd.',
    location: 'Block C, floors 1-3',
  }),
  task(5, {
    name: 'Electrical conduits and wiring',
    activity: 'MEP',
    subActivity: 'Electrical',
    startDate: '2026-11-01',
    endDate: '2027-01-31',
    actualStartDate: '2026-11-03',
    progress: 20,
    status: 'in-progress',
    contractor: 'Doon Electricals',
    location: 'Block C, floors 1-3',
  }),
  task(6, {
    name: 'Medical gas pipeline',
    activity: 'MEP',
    subActivity: 'Medical Gases',
    startDate: '2027-01-05',
    endDate: '2027-02-28',
    status: 'pending',
    contractor: 'MedGas Systems',
    location: 'ICU, all bays',
  }),
  task(7, {
    name: 'Fire sprinkler trial (cancelled: merged with HVAC works)',
    activity: 'MEP',
    subActivity: 'Fire Safety',
    startDate: '2026-10-10',
    endDate: '2026-10-10',
    status: 'cancelled',
    location: 'Block C, terrace',
  }),
];

export const icuWingDependencies: TaskDependency[] = [
  { id: 1, taskId: 2, dependsOnTaskId: 1, type: 'finish-to-start' },
  { id: 2, taskId: 3, dependsOnTaskId: 2, type: 'finish-to-start' },
  { id: 3, taskId: 4, dependsOnTaskId: 3, type: 'finish-to-start' },
  { id: 4, taskId: 6, dependsOnTaskId: 5, type: 'finish-to-start' },
];

/** The day the stories call today: the seed's anchor date. */
export const storyToday = new Date(2026, 10, 25);
