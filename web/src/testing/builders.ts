// Data builders for the web app's tests.
import { anAlternative, exampleProjectId } from '@waterline/domain/projects/examples';
import { newProjectConfiguration } from '@waterline/domain/projects/configuration';
import type { Project, ProjectAnswer, ProjectData } from '../lib/api-types.ts';

export { anAlternative };

/** A new project's data (the spec's defaults) with the given changes. */
export function aProjectData(fields: Partial<ProjectData> = {}): ProjectData {
  const { title, startCalDay, mapSurveyEnabled, onlyShowMapSurvey, enableDefaultChart, defaultChart, alternatives, locationGroups, yAxisDefaults, map } = newProjectConfiguration();
  return { title, startCalDay, mapSurveyEnabled, onlyShowMapSurvey, enableDefaultChart, defaultChart, alternatives, locationGroups, yAxisDefaults, map, ...fields };
}

/** A public project 'fort-peck' as the API shows it. */
export function aProject(fields: Partial<Project> = {}): Project {
  return { id: exampleProjectId, project_key: 'fort-peck', public: true, hasAccessCode: false, isDynamicLoading: true, version: 1, data: aProjectData(), ...fields };
}

/** GET /api/project/{key} for a visitor let in; override the flags for the other gate answers. */
export function aProjectAnswer(fields: Partial<ProjectAnswer> = {}): ProjectAnswer {
  return { ...aProject(), success: true, message: 'Project opened', requriesAccessCode: false, authenticated: true, role: null, ...fields };
}
