import type { LogPosition, RecordedEvent } from '@waterline/domain/events/envelope';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { performanceMeasureEventSchemas } from '@waterline/domain/performance-measures/performance-measure';
import { projectEventSchemas } from '@waterline/domain/projects/project';
import { surveyEventSchemas } from '@waterline/domain/survey/survey';
import type { SurveyFields } from '@waterline/domain/survey/survey-response';
import { thresholdEventSchemas } from '@waterline/domain/thresholds/threshold';
import {
  PROJECT_CHANGED,
  SURVEY_RESPONSE_ADDED,
  SURVEY_RESPONSE_CHANGED,
  type LiveProjectPart,
} from '@waterline/contract/live';

/** Who may hear of a change: anyone past the project's gate, or its admins only (a private survey response). */
export type Audience = 'everyone' | 'admins';

/** One change of a project as its live streams tell it: no content, only what changed and at which log position. */
export interface Announcement {
  projectId: string;
  audience: Audience;
  position: LogPosition;
  event: typeof PROJECT_CHANGED | typeof SURVEY_RESPONSE_ADDED | typeof SURVEY_RESPONSE_CHANGED;
  data: { version?: number; parts: LiveProjectPart[] } | { count: number };
}

const projectStreamPrefix = streamIds.project('');
const surveyStreamPrefix = streamIds.survey('');

/** What the live streams tell of an event, or null for one no page shows (users, keys, reservations, own settings). */
export function announcementOf(event: RecordedEvent): Announcement | null {
  const { type, streamId, position } = event;
  const data = event.data as { projectId?: unknown; fields?: SurveyFields };
  if (typeof data.projectId !== 'string') return null;
  const projectId = data.projectId;
  const changed = (parts: LiveProjectPart[], version?: number): Announcement => ({
    projectId,
    audience: 'everyone',
    position,
    event: PROJECT_CHANGED,
    data: version === undefined ? { parts } : { version, parts },
  });
  if (streamId.startsWith(projectStreamPrefix) && Object.hasOwn(projectEventSchemas, type))
    return changed(['project'], event.version);
  if (Object.hasOwn(thresholdEventSchemas, type)) return changed(['thresholds']);
  if (Object.hasOwn(performanceMeasureEventSchemas, type)) return changed(['performance-measures']);
  if (!streamId.startsWith(surveyStreamPrefix) || !Object.hasOwn(surveyEventSchemas, type)) return null;
  // A removal, and anything about a private response, is for the admins, who alone see private responses.
  const isPublic = data.fields?.[0]?.value === false;
  return {
    projectId,
    audience: isPublic ? 'everyone' : 'admins',
    position,
    event: type === 'MarkerSubmitted' ? SURVEY_RESPONSE_ADDED : SURVEY_RESPONSE_CHANGED,
    data: { count: 1 },
  };
}

/**
 * The announcements of a batch, one per project, audience and event name (a command's several events, e.g. an update
 * that adds two alternatives, make one message): the last position, the newest version, every part, the count.
 */
export function mergedAnnouncements(events: readonly RecordedEvent[]): Announcement[] {
  const merged = new Map<string, Announcement>();
  for (const event of events) {
    const next = announcementOf(event);
    if (!next) continue;
    const key = JSON.stringify([next.projectId, next.audience, next.event]);
    const earlier = merged.get(key);
    merged.set(key, earlier ? merge(earlier, next) : next);
  }
  return [...merged.values()];
}

function merge(earlier: Announcement, next: Announcement): Announcement {
  if ('count' in earlier.data && 'count' in next.data)
    return { ...next, data: { count: earlier.data.count + next.data.count } };
  if ('parts' in earlier.data && 'parts' in next.data) {
    const parts = [...new Set([...earlier.data.parts, ...next.data.parts])];
    const version = next.data.version ?? earlier.data.version;
    return { ...next, data: version === undefined ? { parts } : { version, parts } };
  }
  return next;
}

/** A log position as an event id (`<transaction>-<position>`), which the browser sends back as Last-Event-ID. */
export function eventIdOf(position: LogPosition): string {
  return `${position.transactionId}-${position.globalPosition}`;
}

/** The log position of a Last-Event-ID, or null when it is not one of ours. */
export function positionOfEventId(id: string): LogPosition | null {
  const match = /^(\d{1,20})-(\d{1,20})$/.exec(id.trim());
  return match ? { transactionId: match[1]!, globalPosition: match[2]! } : null;
}

/** One Server-Sent Event: its id, its name and its data as one JSON line. */
export function eventFrame(announcement: Pick<Announcement, 'position' | 'event' | 'data'>): string {
  return `id: ${eventIdOf(announcement.position)}\nevent: ${announcement.event}\ndata: ${JSON.stringify(announcement.data)}\n\n`;
}
