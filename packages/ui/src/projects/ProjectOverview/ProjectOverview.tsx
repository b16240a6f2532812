import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import type { Priority, Project, ProjectStats } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Link } from '../../Link/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { SkeletonGrid } from '../../Skeleton/index.ts';
import { StatCard } from '../../StatCard/index.ts';
import { PriorityBadge, statusColour, statusLabel } from '../../StatusBadge/index.ts';
import { dateText } from '../../shared/dateText.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { media } from '../../theme/theme.ts';

/**
 * `isLoading`, `error` and `onRetry` are the data widgets' one contract (`LoadState`), here for the projects: pass
 * the projects hook's state. The figures have their own `isStatsLoading`; without them the cards show "-".
 */
export interface ProjectOverviewProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onSelect'>, LoadState {
  stats: ProjectStats | undefined;
  isStatsLoading?: boolean;
  projects: readonly Project[];
  /** The project whose tabs are shown; none selected shows "Select a Project to Get Started". */
  selectedProjectId: number | null;
  /**
   * The address that opens a project (`?project=2&view=gantt`): each card is then a link to it, which works before
   * the page's script has run and opens in a new tab; the app's router follows it in place once it runs.
   */
  projectHref?: (project: Project) => string;
  /** Called when a card is chosen (with `projectHref`, as its link is followed). */
  onSelectProject?: (project: Project) => void;
  /** Create New Project: the spec shows no action, so the button does nothing unless one is given. */
  onCreateProject?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The top of the project dashboard (spec: Project dashboard): the stat cards Projects, Active, Tasks and Completed,
 * then a card per project (name, priority, description, progress, start date, status dot; unknown statuses grey).
 * A card is a link to its project's address when `projectHref` is given (marked `aria-current` while selected), else
 * a toggle button (pressed while selected).
 */
export function ProjectOverview({
  stats,
  isStatsLoading = false,
  projects,
  isLoading,
  error,
  onRetry,
  selectedProjectId,
  projectHref,
  onSelectProject,
  onCreateProject,
  ref,
  ...rest
}: ProjectOverviewProps) {
  const phase = loadPhase({ isLoading, error });
  return (
    <Root {...rest} ref={ref}>
      <Stats>
        <StatCard label="Projects" value={stats?.totalProjects ?? '-'} loading={isStatsLoading} />
        <StatCard label="Active" value={stats?.activeProjects ?? '-'} loading={isStatsLoading} />
        <StatCard label="Tasks" value={stats?.totalTasks ?? '-'} loading={isStatsLoading} />
        <StatCard label="Completed" value={stats?.completedTasks ?? '-'} loading={isStatsLoading} />
      </Stats>
      {phase === 'error' ? (
        <ErrorState title="Unable to load projects" description="Please try again later." onRetry={onRetry} />
      ) : phase === 'loading' ? (
        <SkeletonGrid count={3} columns={3} label="Loading projects..." />
      ) : (
        <Grid aria-label="Projects">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                selected={project.id === selectedProjectId}
                href={projectHref?.(project)}
                onSelect={onSelectProject}
              />
            </li>
          ))}
        </Grid>
      )}
      {selectedProjectId === null && phase !== 'error' ? (
        <EmptyState
          headingLevel={2}
          title="Select a Project to Get Started"
          description="Choose a project above to see its Gantt chart, Kanban board and milestones."
          action={<Button onClick={onCreateProject}>Create New Project</Button>}
        />
      ) : null}
    </Root>
  );
}

interface ProjectCardProps {
  project: Project;
  selected: boolean;
  href: string | undefined;
  onSelect: ((project: Project) => void) | undefined;
}

function ProjectCard({ project, selected, href, onSelect }: ProjectCardProps) {
  const choose = () => onSelect?.(project);
  const chooser =
    href === undefined
      ? ({ type: 'button', 'aria-pressed': selected, onClick: choose } as const)
      : ({ as: Link, href, 'aria-current': selected ? 'true' : undefined, onClick: choose } as const);
  return (
    <CardButton {...chooser}>
      <CardTop>
        <Name>{project.name}</Name>
        <PriorityBadge priority={project.priority as Priority} size="sm" />
      </CardTop>
      {project.description ? <Description>{project.description}</Description> : null}
      <ProgressBar value={project.progress} size="sm" showValue aria-label={`Progress of ${project.name}`} />
      <CardBottom>
        <span>Start: {dateText(project.startDate)}</span>
        <StatusText>
          <Dot $colour={statusColour('project', project.status).fg} aria-hidden="true" data-status={project.status} />
          {statusLabel(project.status)}
        </StatusText>
      </CardBottom>
    </CardButton>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  min-inline-size: 0;
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${cssVar.space[3]};

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > li {
    display: grid;
  }
`;

const CardButton = styled.button`
  display: grid;
  gap: ${cssVar.space[3]};
  align-content: start;
  inline-size: 100%;
  margin: 0;
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  box-shadow: ${cssVar.shadow.sm};
  transition: border-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:hover {
    border-color: ${cssVar.color.brand};
  }

  &[aria-pressed='true'],
  &[aria-current='true'] {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.brandSubtle};
    box-shadow: inset 0 0 0 ${cssVar.borderWidth.thin} ${cssVar.color.brand};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const CardTop = styled.span`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${cssVar.space[3]};

  /* The priority badge keeps its one line; the name wraps instead. */
  & > :last-child {
    flex: none;
  }
`;

const Name = styled.span`
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.heading};
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  color: ${cssVar.color.textMuted};
  overflow-wrap: anywhere;
`;

const CardBottom = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[2]};
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
`;

const StatusText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  color: ${cssVar.color.text};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Dot = styled.span<{ $colour: string }>`
  inline-size: 0.75rem;
  block-size: 0.75rem;
  border-radius: ${cssVar.radius.pill};
  background-color: ${({ $colour }) => $colour};
`;
