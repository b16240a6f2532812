export { ProjectOverview, type ProjectOverviewProps } from './ProjectOverview.tsx';
