import { Navigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { selectCurrentUser } from '../../state/session.ts';
import { useAppSelector } from '../../state/store.ts';
import { useCurrentProject } from '../../lib/current-project.tsx';
import { AdminWorkspace } from './components/AdminWorkspace.tsx';
import './admin.css';

/** The project admin area, mounted by the router at /project/:projectKey/admin/*; signed-in users only. */
export function AdminArea() {
  const user = useAppSelector(selectCurrentUser);
  const { projectKey } = useCurrentProject();
  if (!user) return <Navigate to={paths.signIn.getHref()} replace />;
  return <AdminWorkspace projectKey={projectKey} />;
}
