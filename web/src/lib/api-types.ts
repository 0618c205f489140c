// Shapes of the /api answers the web app reads: types only, from the server's zod contract.
import type { ProjectList } from '@waterline/contract/projects';

export type { User } from '@waterline/contract/common';
export type {
  ProjectAnswer,
  ProjectData,
  ProjectView as Project,
  CreateProjectRequest,
} from '@waterline/contract/projects';
export type { SignInRequest, SignUpRequest } from '@waterline/contract/users';
export type {
  Alternative,
  DefaultChart,
  Layer as MapLayer,
  MapSettings,
  Marker as MapMarker,
} from '@waterline/domain/projects/configuration';
export type { ProjectRole } from '@waterline/domain/projects/roles';

/** One card of the dashboard's 'My Projects'. */
export type ProjectSummary = ProjectList['projects'][number];
