import { Navigate, useMatch, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';
import { selectCurrentUser } from '../../../state/session.ts';
import { useAppSelector } from '../../../state/store.ts';
import { useGetProjectQuery } from '../api.ts';
import { gateStateOf } from '../model/gate.ts';
import { AccessCodePrompt } from './AccessCodePrompt.tsx';
import { ProjectNotFound } from './ProjectNotFound.tsx';
import { ProjectShell } from './ProjectShell.tsx';

/**
 * /project/:projectKey — lets the visitor in (public, member, or access code) before the shell renders. The admin
 * area is for signed-in users only: a visitor goes to sign in there rather than to the access-code prompt.
 */
export function ProjectGate() {
  const { projectKey = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const inAdminArea = useMatch(`${paths.project.path}/${paths.project.admin.path}`) !== null;
  const visitorInAdminArea = inAdminArea && !user;
  const gate = gateStateOf(useGetProjectQuery(projectKey, { skip: visitorInAdminArea }));
  if (visitorInAdminArea) return <Navigate to={paths.signIn.getHref()} replace />;

  switch (gate.kind) {
    case 'loading':
      return (
        <main className="centered-page">
          <Spinner size="large" label="Loading project" />
        </main>
      );
    case 'notFound':
      return <ProjectNotFound />;
    case 'needsAccessCode':
      return <AccessCodePrompt key={projectKey} projectKey={projectKey} />;
    case 'open':
      return <ProjectShell projectKey={projectKey} project={gate.project} />;
  }
}
