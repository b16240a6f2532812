import type { MilestoneStatus, Priority, Task, TaskStatus } from '@hospital/contract';

/** What a project plan says about a task; makeProjects fills in ids, dates and quantities. */
export interface TaskRow {
  key: string;
  parent?: string;
  name: string;
  description: string;
  activity: string;
  subActivity: string;
  start: string;
  end: string;
  /** Actual start and finish; omitted for work that hasn't started. */
  actual?: readonly [string, string | null];
  status: TaskStatus;
  /** Required for in-progress and cancelled work; completed is 100, pending 0. */
  progress?: number;
  priority: Priority;
  assigneeId: number | null;
  contractor: string;
  location: string;
  hierarchy: NonNullable<Task['hierarchy']>;
  /** [name, plannedQty, unit]; actualQty is derived from the task's progress. */
  materials: readonly (readonly [string, number, string])[];
  /** Stores materials as a JSON string, as older rows in the real database do. */
  materialsAsJson?: boolean;
  photo?: string;
  notes?: string;
  /** The day a cancelled task was called off (its updatedAt). */
  cancelledOn?: string;
}

export interface MilestoneRow {
  name: string;
  description: string;
  target: string;
  actual?: string;
  status: MilestoneStatus;
}

export interface ProjectPlan {
  name: string;
  description: string;
  start: string;
  end: string;
  status: string;
  priority: Priority;
  createdAt: string;
  engineer: string;
  tasks: TaskRow[];
  /** [task, task it waits for]; all finish-to-start. */
  dependencies: readonly (readonly [string, string])[];
  milestones: MilestoneRow[];
}

// Contractors, several of whom work on more than one project.
export const SHIVALIK = 'Shivalik Infracon Pvt. Ltd.';
export const RANA = 'Rana Constructions';
export const DOON = 'Doon Electro Projects';
export const MEDISYS = 'Medisys Gas Pipeline Systems';
export const AIRTECH = 'AirTech Climate Engineers';
export const PRAKASH = 'Prakash Interiors';
export const MODULAR_OT = 'Modular OT Solutions Pvt. Ltd.';
export const SURYA = 'Surya Urja Renewables';
export const GANGA = 'Ganga Water Technologies';
