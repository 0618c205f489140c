import type { ProjectConfiguration } from '@waterline/domain/projects/configuration';
import type { ProjectView } from '@waterline/contract/projects';

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
