import { useSearchParams } from 'react-router-dom';
import { ProjectOverview } from '@hospital/ui';
import { useCanEditProjects, useProjectStats, useProjects } from '../api/projects.ts';
import { Page } from '../components/Page.tsx';
import { paths } from '../routes.ts';
import { ProjectWorkspace } from './projects/ProjectWorkspace.tsx';
import { PROJECT_PARAM, VIEW_PARAM, parseProjectId, parseProjectView, withProjectView } from './projects/projectView.ts';

/**
 * /projects: the project dashboard. Anyone may read it (spec: no role check); the controls that change tasks and
 * milestones are enabled only for a signed-in admin, as the server allows only admins to change them.
 */
export function ProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = parseProjectId(searchParams.get(PROJECT_PARAM));
  const view = parseProjectView(searchParams.get(VIEW_PARAM));
  const projects = useProjects();
  const stats = useProjectStats();
  const canEdit = useCanEditProjects();

  // Until the list arrives the URL's project is trusted, so a reload does not flash "Select a Project".
  const project = projects.data?.find((candidate) => candidate.id === requestedId) ?? null;
  const selectedId = projects.data ? (project?.id ?? null) : requestedId;

  return (
    <Page title="Project Dashboard">
      <ProjectOverview
        stats={stats.data}
        isStatsLoading={stats.isLoading}
        projects={projects.data ?? []}
        isLoading={projects.isLoading}
        error={projects.error}
        onRetry={projects.onRetry}
        selectedProjectId={selectedId}
        // A link to the project's address: it opens the project before the page's script has run (a page load) and
        // after it (the router), and in a new tab.
        projectHref={(card) => `${paths.projects}?${withProjectView(searchParams, card.id, view).toString()}`}
      />
      {project ? (
        <ProjectWorkspace
          key={project.id}
          project={project}
          view={view}
          onViewChange={(next) => setSearchParams(withProjectView(searchParams, project.id, next), { replace: true })}
          canEdit={canEdit}
        />
      ) : null}
    </Page>
  );
}
