// The shapes the admin area works with: the API contract's project view and the domain's configuration parts.

export type { ProjectView as AdminProject, ProjectData, UpdateProjectRequest } from '@waterline/contract/projects';
export type { Member } from '@waterline/contract/members';
export type { Alternative, DefaultChart, Layer, MapSettings, Marker } from '@waterline/domain/projects/configuration';
