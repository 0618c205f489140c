import { ZodError } from 'zod';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { parsePerformanceMeasureEvent } from '@waterline/domain/performance-measures/performance-measure';
import { parseProjectEvent } from '@waterline/domain/projects/project';
import { ADMIN, type ProjectRole } from '@waterline/domain/projects/roles';
import { parseReservationEvent } from '@waterline/domain/reservations/reservation';
import { parseSurveyEvent } from '@waterline/domain/survey/survey';
import { parseThresholdEvent } from '@waterline/domain/thresholds/threshold';
import { parseYAxisSettingsEvent } from '@waterline/domain/user-settings/y-axis-settings';
import type { EventRecord, HeaderRecord } from './archive-records.ts';

/** One kind of stream an archive may hold: which ids it has, its aggregate's parser, and the project and stream an event names. */
interface ProjectStreamKind {
  name: string;
  holds(streamId: string, header: HeaderRecord): boolean;
  parse(stored: { type: string; data: unknown }): { type: string; data: object } | null;
  /** The project the event belongs to (a reservation's owner). */
  projectOf(data: object): string;
  /** The stream the event's own data puts it in. */
  streamOf(data: object): string;
}

type Data<Key extends string> = Record<Key, string>;

/**
 * What a project archive may hold: the project's key reservation, its stream, its survey, and the streams of its
 * thresholds, saved measures and members' y-axis settings. Users, credentials, license keys and every other
 * reservation are this instance's own and never come from an archive.
 */
const projectStreamKinds: readonly ProjectStreamKind[] = [
  {
    name: 'key reservation',
    holds: (streamId, header) => streamId === streamIds.projectKeyReservation(header.projectKey),
    parse: parseReservationEvent,
    projectOf: (data) => (data as Data<'ownerId'>).ownerId,
    streamOf: (data) => {
      const { kind, value } = data as Data<'kind' | 'value'>;
      return kind === 'project-key' ? streamIds.projectKeyReservation(value) : streamIds.userEmailReservation(value);
    },
  },
  {
    name: 'project',
    holds: (streamId, header) => streamId === streamIds.project(header.projectId),
    parse: parseProjectEvent,
    projectOf: (data) => (data as Data<'projectId'>).projectId,
    streamOf: (data) => streamIds.project((data as Data<'projectId'>).projectId),
  },
  {
    name: 'survey',
    holds: (streamId, header) => streamId === streamIds.survey(header.projectId),
    parse: parseSurveyEvent,
    projectOf: (data) => (data as Data<'projectId'>).projectId,
    streamOf: (data) => streamIds.survey((data as Data<'projectId'>).projectId),
  },
  {
    name: 'threshold',
    holds: (streamId) => streamId.startsWith(streamIds.threshold('')),
    parse: parseThresholdEvent,
    projectOf: (data) => (data as Data<'projectId'>).projectId,
    streamOf: (data) => streamIds.threshold((data as Data<'thresholdId'>).thresholdId),
  },
  {
    name: 'performance measure',
    holds: (streamId) => streamId.startsWith(streamIds.performanceMeasure('')),
    parse: parsePerformanceMeasureEvent,
    projectOf: (data) => (data as Data<'projectId'>).projectId,
    streamOf: (data) => streamIds.performanceMeasure((data as Data<'pmId'>).pmId),
  },
  {
    name: 'y-axis settings',
    holds: (streamId, header) => streamId.startsWith(streamIds.yAxisSettings(header.projectId, '')),
    parse: parseYAxisSettingsEvent,
    projectOf: (data) => (data as Data<'projectId'>).projectId,
    streamOf: (data) => {
      const { projectId, userId } = data as Data<'projectId' | 'userId'>;
      return streamIds.yAxisSettings(projectId, userId);
    },
  },
];

/** What the archive's events say of the project, gathered while they are checked. */
export interface ArchivedProject {
  /** Each member's role as the archive's events leave it. */
  roles: Map<string, ProjectRole>;
  reserved: boolean;
  created: boolean;
}

export const newArchivedProject = (): ArchivedProject => ({ roles: new Map(), reserved: false, created: false });

/** The members whose role the archive leaves at Admin. */
export const adminsOf = (roles: ReadonlyMap<string, ProjectRole>): string[] =>
  [...roles].filter(([, role]) => role === ADMIN).map(([userId]) => userId);

/**
 * Why the archive may not hold `event`, or null when it may: its stream must be one of the project's own, its type
 * one of that stream's, its data must parse with the domain's schema, name the archive's project and belong in the
 * stream it is in; the project is created under the archive's key, and every member is one of the archive's users.
 */
export function eventProblem(
  event: EventRecord,
  header: HeaderRecord,
  userIds: ReadonlySet<string>,
  project: ArchivedProject,
): string | null {
  const kind = projectStreamKinds.find((candidate) => candidate.holds(event.streamId, header));
  if (!kind)
    return `the stream ${event.streamId} is not one of the project's streams (an archive holds only its key reservation, project, survey, thresholds, measures and members' chart settings).`;
  let parsed: { type: string; data: object } | null;
  try {
    parsed = kind.parse(event);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const issue = error.issues[0];
    return `the ${event.type} event of ${event.streamId} does not parse: ${issue?.path.join('.') || 'data'}: ${issue?.message ?? 'invalid'}.`;
  }
  if (!parsed) return `a ${event.type} event does not belong in a ${kind.name} stream (${event.streamId}).`;
  const projectId = kind.projectOf(parsed.data);
  if (projectId !== header.projectId)
    return `the ${event.type} event names another project (${projectId}), not the archive's ${header.projectId}.`;
  const streamId = kind.streamOf(parsed.data);
  if (streamId !== event.streamId) return `the ${event.type} event belongs in ${streamId}, not ${event.streamId}.`;
  return projectEventProblem(parsed, event.version, header, userIds, project);
}

function projectEventProblem(
  event: { type: string; data: object },
  version: number,
  header: HeaderRecord,
  userIds: ReadonlySet<string>,
  project: ArchivedProject,
): string | null {
  const data = event.data as { projectKey?: string; userId?: string; role?: ProjectRole };
  switch (event.type) {
    case 'ValueReserved':
      project.reserved = true;
      return null;
    case 'ReservationReleased':
      project.reserved = false;
      return null;
    case 'ProjectCreated':
      if (version !== 1) return `ProjectCreated at version ${version} of the project's stream.`;
      if (data.projectKey !== header.projectKey)
        return `ProjectCreated names the key "${data.projectKey}", not the archive's "${header.projectKey}".`;
      project.created = true;
      return null;
    case 'MemberAdded':
    case 'MemberRoleChanged':
      if (!userIds.has(data.userId!)) return `the member ${data.userId} is not one of the archive's users.`;
      project.roles.set(data.userId!, data.role!);
      return null;
    default:
      return null;
  }
}
