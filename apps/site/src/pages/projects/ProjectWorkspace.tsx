import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { Milestone, MilestoneStatus, Project, Task, TaskStatus, UpdateTask } from '@hospital/contract';
import {
  cssVar,
  GanttChart,
  KanbanBoard,
  MilestonesTable,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TaskDetailDialog,
  type TaskDialogMode,
  useToast,
} from '@hospital/ui';
import { useMilestones, useProjectMutations, useProjectTasks, useTaskDependencies } from '../../api/projects.ts';
import { apiErrorMessage } from '../../auth/apiErrorMessage.ts';
import { paths } from '../../routes.ts';
import { PROJECT_VIEWS, parseProjectView, type ProjectView } from './projectView.ts';

export interface ProjectWorkspaceProps {
  project: Project;
  view: ProjectView;
  onViewChange: (view: ProjectView) => void;
  /** A signed-in admin: the controls that change data are enabled. */
  canEdit: boolean;
}

interface DialogState {
  open: boolean;
  /** Kept after closing, so the dialog's text does not change during its closing animation. */
  task: Task | null;
  mode: TaskDialogMode;
}

/** One project's three tabs (Gantt Chart, Kanban Board, Milestones) and the task dialog they share. */
export function ProjectWorkspace({ project, view, onViewChange, canEdit }: ProjectWorkspaceProps) {
  const tasks = useProjectTasks(project.id);
  const dependencies = useTaskDependencies(project.id);
  const milestones = useMilestones(project.id);
  const { updateTask, updateMilestoneStatus } = useProjectMutations(project.id);
  const { toast } = useToast();

  const [dialog, setDialog] = useState<DialogState>({ open: false, task: null, mode: 'view' });
  // The task as the list has it now, so a save's refetch shows at once.
  const dialogTask = tasks.data?.find((task) => task.id === dialog.task?.id) ?? dialog.task;

  const openTask = useCallback((task: Task, mode: TaskDialogMode = 'view') => setDialog({ open: true, task, mode }), []);
  const viewTask = useCallback((task: Task) => openTask(task, 'view'), [openTask]);
  const editTask = useCallback((task: Task) => openTask(task, 'edit'), [openTask]);

  const failed = useCallback(
    (error: unknown, fallback: string) => toast({ title: 'Error', description: apiErrorMessage(error, fallback), variant: 'destructive' }),
    [toast],
  );

  const moveTask = useCallback(
    async (task: Task, status: TaskStatus) => {
      try {
        await updateTask(task.id, { status });
      } catch (error) {
        failed(error, 'Failed to update task status');
        throw error;
      }
    },
    [updateTask, failed],
  );

  const saveTask = useCallback(
    async (task: Task, changes: UpdateTask) => {
      try {
        await updateTask(task.id, changes);
        toast({ title: 'Success', description: 'Task updated successfully', variant: 'success' });
      } catch (error) {
        failed(error, 'Failed to update task');
        throw error;
      }
    },
    [updateTask, failed, toast],
  );

  const setMilestoneStatus = useCallback(
    (milestone: Milestone, status: MilestoneStatus) => {
      updateMilestoneStatus(milestone.id, status).then(
        () => toast({ title: 'Success', description: 'Milestone updated successfully', variant: 'success' }),
        (error: unknown) => failed(error, 'Failed to update milestone'),
      );
    },
    [updateMilestoneStatus, failed, toast],
  );
  const markComplete = useCallback((m: Milestone) => setMilestoneStatus(m, 'completed'), [setMilestoneStatus]);
  const markInProgress = useCallback((m: Milestone) => setMilestoneStatus(m, 'in-progress'), [setMilestoneStatus]);

  const taskList = tasks.data ?? [];
  return (
    <Workspace aria-labelledby="project-heading">
      <ProjectHeading id="project-heading">{project.name}</ProjectHeading>
      <Tabs value={view} onValueChange={(value) => onViewChange(parseProjectView(value))}>
        <TabList aria-label="Project views">
          {PROJECT_VIEWS.map(({ value, label }) => (
            <Tab key={value} value={value}>
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="gantt">
          <GanttChart
            tasks={taskList}
            dependencies={dependencies.data ?? []}
            isLoading={tasks.isLoading}
            error={tasks.error}
            onRetry={tasks.onRetry}
            onOpenTask={viewTask}
            canEdit={canEdit}
            signInHref={paths.adminLogin}
          />
        </TabPanel>
        <TabPanel value="kanban">
          <KanbanBoard
            tasks={taskList}
            isLoading={tasks.isLoading}
            error={tasks.error}
            onRetry={tasks.onRetry}
            canEdit={canEdit}
            signInHref={paths.adminLogin}
            onMoveTask={moveTask}
            onEditTask={editTask}
            onViewTask={viewTask}
          />
        </TabPanel>
        <TabPanel value="milestones">
          <MilestonesTable
            milestones={milestones.data ?? []}
            isLoading={milestones.isLoading}
            error={milestones.error}
            onRetry={milestones.onRetry}
            canEdit={canEdit}
            signInHref={paths.adminLogin}
            onMarkComplete={markComplete}
            onMarkInProgress={markInProgress}
          />
        </TabPanel>
      </Tabs>
      <TaskDetailDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        task={dialogTask}
        initialMode={dialog.mode}
        canEdit={canEdit}
        signInHref={paths.adminLogin}
        onSave={saveTask}
      />
    </Workspace>
  );
}

const Workspace = styled.section`
  display: grid;
  gap: ${cssVar.space[4]};
  margin-block-start: ${cssVar.space[8]};
  min-inline-size: 0;
`;

const ProjectHeading = styled.h2`
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size['2xl']};
`;
