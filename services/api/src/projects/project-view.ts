import type { ProjectConfiguration } from '@waterline/domain/projects/configuration';
import type { ProjectRole } from '@waterline/domain/projects/roles';
import type { ProjectAnswer, ProjectView } from '@waterline/contract/projects';

/** A project as the API shows it: the access code's hash stays on the server. */
export function projectView(project: {
  id: string;
  key: string;
  version: number;
  configuration: ProjectConfiguration;
}): ProjectView {
  const { accessCodeHash, public: isPublic, ...data } = project.configuration;
  return {
    id: project.id,
    project_key: project.key,
    public: isPublic,
    hasAccessCode: accessCodeHash !== null,
    isDynamicLoading: true,
    version: project.version,
    data,
  };
}

/** The answer of GET /api/project/{key} to a request that passed the gate: the project, the asker's role, and tokens earned with the access code. */
export function openProjectAnswer(
  project: Parameters<typeof projectView>[0],
  role: ProjectRole | null,
  tokens: { accessToken?: string; rememberMeToken?: string } = {},
): ProjectAnswer {
  return {
    success: true,
    message: '',
    ...projectView(project),
    requriesAccessCode: false,
    authenticated: true,
    role,
    ...tokens,
  };
}
