import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { showsDataViews, showsMapSurvey } from '../model/navigation.ts';

/** Projects that show only their map survey open on the map. */
export function DataViewsGuard() {
  const { projectKey, project } = useCurrentProject();
  if (!showsDataViews(project.data) && showsMapSurvey(project.data)) {
    return <Navigate to={paths.project.map.getHref(projectKey)} replace />;
  }
  return <Outlet />;
}

/** The map route exists only while the project's map survey is enabled. */
export function MapSurveyGuard() {
  const { projectKey, project } = useCurrentProject();
  if (!showsMapSurvey(project.data)) return <Navigate to={paths.project.getHref(projectKey)} replace />;
  return <Outlet />;
}
