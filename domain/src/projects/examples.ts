import {
  alternativeFromInput,
  alternativeInputSchema,
  newProjectConfiguration,
  type Alternative,
  type ProjectConfiguration,
} from './configuration.ts';
import type { ProjectEvent, ProjectEventOf } from './project.ts';

/** Named example data for tests in every package. */
export const exampleProjectId = 'a3c1a4f6-1d7e-4c57-9a0e-5b8d0c6f1e01';
export const exampleAdminId = 'b4d2b5a7-2e8f-4d68-8b1f-6c9e1d7a2f02';
export const exampleMemberId = 'c5e3c6b8-3f90-4e79-9c20-7daf2e8b3a03';

/** An alternative with the defaults filled in; `fields` override them. */
export function anAlternative(text: string, fields: Partial<Alternative> = {}): Alternative {
  return { ...alternativeFromInput(alternativeInputSchema.parse({ text })), ...fields };
}

export function exampleConfiguration(fields: Partial<ProjectConfiguration> = {}): ProjectConfiguration {
  return {
    ...newProjectConfiguration(),
    title: 'Fort Peck',
    alternatives: [anAlternative('Base'), anAlternative('Alt 1', { color: '#ff7f0e' })],
    ...fields,
  };
}

export function exampleProjectCreated(
  configuration: ProjectConfiguration = exampleConfiguration(),
): ProjectEventOf<'ProjectCreated'> {
  return {
    type: 'ProjectCreated',
    data: { projectId: exampleProjectId, projectKey: 'fort-peck', createdBy: exampleAdminId, configuration },
  };
}

/** A created project whose creator is its admin, as `CreateProject` leaves it. */
export function exampleProjectEvents(configuration?: ProjectConfiguration): ProjectEvent[] {
  return [
    exampleProjectCreated(configuration),
    { type: 'MemberAdded', data: { projectId: exampleProjectId, userId: exampleAdminId, role: 1 } },
  ];
}
