// The project dashboard's data: projects, their stats, one project's tasks, dependencies and milestones, who is
// signed in (reading needs no sign-in; changing needs an admin), and the two changes it makes. Keys are API paths.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  API_PATHS,
  type Milestone,
  type MilestoneStatus,
  type Project,
  type ProjectStats,
  type Task,
  type TaskDependency,
  type UpdateTask,
  type User,
} from '@hospital/contract';
import { isUnauthorized } from '../auth/apiErrorMessage.ts';
import { withQuery } from './client.ts';
import { useApi, useApiMutation } from './swr.ts';

export interface QueryState<T> {
  data: T | undefined;
  isLoading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}

function useQuery<T>(key: string | null): QueryState<T> {
  const { data, isLoading, error, mutate } = useApi<T>(key);
  return { data, isLoading, error, onRetry: () => void mutate() };
}

export const tasksKey = (projectId: number) => withQuery(API_PATHS.tasks, { projectId });
export const milestonesKey = (projectId: number) => withQuery(API_PATHS.milestones, { projectId });
const dependenciesKey = (projectId: number) => withQuery(API_PATHS.taskDependencies, { projectId });

export const useProjects = () => useQuery<Project[]>(API_PATHS.projects);
export const useProjectStats = () => useQuery<ProjectStats>(API_PATHS.projectStats);
export const useProjectTasks = (projectId: number | null) => useQuery<Task[]>(projectId === null ? null : tasksKey(projectId));
export const useTaskDependencies = (projectId: number | null) =>
  useQuery<TaskDependency[]>(projectId === null ? null : dependenciesKey(projectId));
export const useMilestones = (projectId: number | null) => useQuery<Milestone[]>(projectId === null ? null : milestonesKey(projectId));

/**
 * Whether the person may change project data: a signed-in admin, asked of the server (the session cookie), not
 * read from storage. A visitor is `null` (a 200, so no page logs an error). Unknown while loading: treated as no.
 */
export function useCanEditProjects(): boolean {
  const { data } = useApi<User | null>(API_PATHS.me);
  return data?.role === 'admin';
}

/** The dashboard's two changes, each PATCHed once and then the lists it touched fetched again. */
export function useProjectMutations(projectId: number) {
  const send = useApiMutation();
  const { mutate } = useSWRConfig();
  // A 401 means the session ended: ask again who is signed in, so the controls turn to "Sign in to edit".
  const recheckSession = useCallback(
    (error: unknown) => {
      if (isUnauthorized(error)) void mutate(API_PATHS.me);
      throw error;
    },
    [mutate],
  );
  const updateTask = useCallback(
    (id: number, changes: UpdateTask) =>
      send<Task>('PATCH', API_PATHS.task(id), changes, [tasksKey(projectId), API_PATHS.projectStats]).catch(recheckSession),
    [send, projectId, recheckSession],
  );
  const updateMilestoneStatus = useCallback(
    (id: number, status: MilestoneStatus) =>
      send<Milestone>('PATCH', API_PATHS.milestone(id), { status }, [milestonesKey(projectId)]).catch(recheckSession),
    [send, projectId, recheckSession],
  );
  return { updateTask, updateMilestoneStatus };
}
