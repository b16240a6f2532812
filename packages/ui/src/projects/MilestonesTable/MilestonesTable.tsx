import { useMemo, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { Milestone } from '@hospital/contract';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { DropdownMenu } from '../../DropdownMenu/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { StatCard } from '../../StatCard/index.ts';
import { MilestoneStatusBadge } from '../../StatusBadge/index.ts';
import { localDayNumber } from '../../shared/calendarDays.ts';
import { dateText } from '../../shared/dateText.ts';
import type { LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { MoreIcon } from '../MoreIcon/index.ts';
import { SignInToEdit } from '../SignInToEdit/index.ts';
import { milestoneActions, milestoneSummary, milestoneTime } from './milestoneTime.ts';

/** `isLoading`, `error` and `onRetry` are the data widgets' one contract (`LoadState`): pass the milestones hook's state. */
export interface MilestonesTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'>, LoadState {
  milestones: readonly Milestone[];
  /** The day the time texts count from; the viewer's calendar date when not given. */
  today?: Date;
  /** False when no admin is signed in: the row menus' actions are disabled, with "Sign in to edit". */
  canEdit?: boolean;
  /** Where "Sign in to edit" goes (drawn by the app's router link, see `LinkProvider`). */
  signInHref?: string;
  /** Mark Complete: the caller PATCHes `{ status: 'completed' }` and refetches. */
  onMarkComplete: (milestone: Milestone) => void;
  /** Mark In Progress: the caller PATCHes `{ status: 'in-progress' }` and refetches. */
  onMarkInProgress: (milestone: Milestone) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The project's milestones (spec: Milestones view): summary cards Total, Completed, In Progress and Overdue, then a
 * table of Milestone, Target Date, Status, Owner, Description and Time Status with a row menu.
 */
export function MilestonesTable({
  milestones,
  today,
  isLoading = false,
  error,
  onRetry,
  canEdit = true,
  signInHref,
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
        <StatCard label="Total" value={summary.total} loading={isLoading} />
        <StatCard label="Completed" value={summary.completed} loading={isLoading} />
        <StatCard label="In Progress" value={summary.inProgress} loading={isLoading} />
        <StatCard label="Overdue" value={summary.overdue} loading={isLoading} />
      </Summary>
      {canEdit ? null : <SignInToEdit href={signInHref} />}
      <DataTable
        caption="Milestones"
        hideCaption
        columns={columns}
        rows={milestones}
        rowKey={(m) => m.id}
        isLoading={isLoading}
        loadingText="Loading milestones..."
        emptyText="No Milestones Found"
        error={error}
        errorText="Unable to load milestones"
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
