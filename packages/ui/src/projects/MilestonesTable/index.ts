export { MilestonesTable, type MilestonesTableProps } from './MilestonesTable.tsx';
export {
  isMilestoneOverdue,
  milestoneActions,
  milestoneSummary,
  milestoneTime,
  type MilestoneSummary,
  type MilestoneTime,
  type MilestoneTimeTone,
} from './milestoneTime.ts';
