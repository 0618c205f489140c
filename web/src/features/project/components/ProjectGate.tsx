import { useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/index.ts';
import { useGetProjectQuery } from '../api.ts';
import { gateStateOf } from '../gate.ts';
import { AccessCodePrompt } from './AccessCodePrompt.tsx';
import { ProjectNotFound } from './ProjectNotFound.tsx';
import { ProjectShell } from './ProjectShell.tsx';

/** /project/:projectKey — lets the visitor in (public, member, or access code) before the shell renders. */
export function ProjectGate() {
  const { projectKey = '' } = useParams();
  const gate = gateStateOf(useGetProjectQuery(projectKey));

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
