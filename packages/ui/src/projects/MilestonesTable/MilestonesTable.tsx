import { useMemo, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { Milestone } from '@hospital/contract';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { DropdownMenu } from '../../DropdownMenu/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { StatCard } from '../../StatCard/index.ts';
import { MilestoneStatusBadge } from '../../StatusBadge/index.ts';
import type { LinkComponent } from '../../directory/ButtonLink/index.ts';
import { formatDateLabel, localDayNumber, parseDayNumber } from '../../gantt/GanttChart/ganttTime.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { MoreIcon } from '../MoreIcon/index.ts';
import { SignInToEdit } from '../SignInToEdit/index.ts';
import { milestoneActions, milestoneSummary, milestoneTime } from './milestoneTime.ts';

export interface MilestonesTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  milestones: readonly Milestone[];
  /** The day the time texts count from; the viewer's calendar date when not given. */
  today?: Date;
  loading?: boolean;
  /** The milestones could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** False when no admin is signed in: the row menus' actions are disabled, with "Sign in to edit". */
  canEdit?: boolean;
  signInHref?: string;
  linkComponent?: LinkComponent;
  /** Mark Complete: the caller PATCHes `{ status: 'completed' }` and refetches. */
  onMarkComplete: (milestone: Milestone) => void;
  /** Mark In Progress: the caller PATCHes `{ status: 'in-progress' }` and refetches. */
  onMarkInProgress: (milestone: Milestone) => void;
  ref?: Ref<HTMLDivElement>;
}

const dateText = (value: string | null | undefined) => {
  const day = parseDayNumber(value);
  return Number.isNaN(day) ? '-' : formatDateLabel(day);
};

/**
 * The project's milestones (spec: Milestones view): summary cards Total, Completed, In Progress and Overdue, then a
 * table of Milestone, Target Date, Status, Owner, Description and Time Status with a row menu.
 */
export function MilestonesTable({
  milestones,
  today,
  loading = false,
  error = false,
  onRetry,
  canEdit = true,
  signInHref,
  linkComponent,
  onMarkComplete,
  onMarkInProgress,
  ref,
  ...rest
}: MilestonesTableProps) {
  const todayNumber = localDayNumber(today ?? new Date());
  const summary = milestoneSummary(milestones, todayNumber);

  const columns = useMemo<DataTableColumn<Milestone>[]>(
    () => [
      { key: 'name', header: 'Milestone', cell: (m) => m.name, rowHeader: true, width: '14rem', sortValue: (m) => m.name },
      { key: 'targetDate', header: 'Target Date', cell: (m) => dateText(m.targetDate), width: '9rem', sortValue: (m) => m.targetDate },
      { key: 'status', header: 'Status', cell: (m) => <MilestoneStatusBadge status={m.status} size="sm" />, width: '9rem' },
      { key: 'owner', header: 'Owner', cell: (m) => (m.ownerId == null ? '-' : `User ${m.ownerId}`), width: '7rem' },
      { key: 'description', header: 'Description', cell: (m) => m.description?.trim() || '-', width: '16rem', truncate: true },
      {
        key: 'time',
        header: 'Time Status',
        width: '13rem',
        cell: (m) => {
          const time = milestoneTime(m.targetDate, m.actualDate, todayNumber);
          return <TimeText data-tone={time.tone}>{time.text}</TimeText>;
        },
      },
      {
        key: 'actions',
        header: <VisuallyHidden>Actions</VisuallyHidden>,
        width: '4rem',
        align: 'end',
        cell: (m) => {
          const { canComplete, canStart } = milestoneActions(m.status);
          return (
            <DropdownMenu align="end" trigger={<IconButton label={`Actions for ${m.name}`} icon={<MoreIcon />} size="sm" />}>
              <DropdownMenu.Item disabled={!canEdit || !canComplete} onSelect={() => onMarkComplete(m)}>
                Mark Complete
              </DropdownMenu.Item>
              <DropdownMenu.Item disabled={!canEdit || !canStart} onSelect={() => onMarkInProgress(m)}>
                Mark In Progress
              </DropdownMenu.Item>
            </DropdownMenu>
          );
        },
      },
    ],
    [canEdit, onMarkComplete, onMarkInProgress, todayNumber],
  );

  return (
    <Root {...rest} ref={ref}>
      <Summary>
        <StatCard label="Total" value={summary.total} loading={loading} />
        <StatCard label="Completed" value={summary.completed} loading={loading} />
        <StatCard label="In Progress" value={summary.inProgress} loading={loading} />
        <StatCard label="Overdue" value={summary.overdue} loading={loading} />
      </Summary>
      {canEdit ? null : <SignInToEdit href={signInHref} linkComponent={linkComponent} />}
      <DataTable
        caption="Milestones"
        hideCaption
        columns={columns}
        rows={milestones}
        rowKey={(m) => m.id}
        loading={loading}
        loadingText="Loading milestones..."
        emptyText="No Milestones Found"
        error={error ? 'Unable to load milestones' : undefined}
        onRetry={onRetry}
        maxHeight="none"
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Summary = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${cssVar.space[3]};

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const TimeText = styled.span`
  font-weight: ${cssVar.font.weight.semibold};
  color: ${cssVar.color.textMuted};

  &[data-tone='early'] {
    color: ${cssVar.color.status.milestone.completed.fg};
  }

  &[data-tone='late'],
  &[data-tone='overdue'] {
    color: ${cssVar.color.status.milestone.overdue.fg};
  }

  &[data-tone='soon'] {
    color: ${cssVar.color.status.milestone.dueSoon.fg};
  }
`;
