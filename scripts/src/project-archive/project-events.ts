import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { LOG_START, type LogPosition, type RecordedEvent } from '@waterline/domain/events/envelope';
import { comparePositions, type EventStore } from '@waterline/domain/events/event-store';

const BATCH = 1000;

/** Every committed event up to `until` (the whole log without it), in commit-safe order. */
async function* readLog(store: EventStore, until?: LogPosition): AsyncGenerator<RecordedEvent> {
  let after = LOG_START;
  for (;;) {
    const batch = await store.readAll(after, BATCH);
    for (const event of batch) {
      if (until && comparePositions(event.position, until) > 0) return;
      yield event;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return;
    after = last.position;
  }
}

/**
 * Whether an event says it belongs to the project: its stream, its key's reservation, or data naming
 * the project (its survey, thresholds, measures and members' chart settings carry `projectId`).
 */
function namesProject(event: RecordedEvent, project: { id: string; key: string }): boolean {
  if (
    event.streamId === streamIds.project(project.id) ||
    event.streamId === streamIds.projectKeyReservation(project.key)
  )
    return true;
  const data = event.data as { projectId?: unknown } | null;
  return typeof data === 'object' && data !== null && data.projectId === project.id;
}

/** The project's streams (a stream belongs when any of its events names the project) and where the log ends now. */
export interface ProjectLog {
  streams: ReadonlySet<string>;
  end: LogPosition;
}

/** Reads the whole log once to find the project's streams and its end. */
export async function findProjectLog(store: EventStore, project: { id: string; key: string }): Promise<ProjectLog> {
  const streams = new Set<string>();
  let end: LogPosition = LOG_START;
  for await (const event of readLog(store)) {
    if (namesProject(event, project)) streams.add(event.streamId);
    end = event.position;
  }
  return { streams, end };
}

/** Every event of the project's streams up to the end found, in log order: writes made since are left out whole. */
export async function* projectEvents(store: EventStore, log: ProjectLog): AsyncGenerator<RecordedEvent> {
  for await (const event of readLog(store, log.end)) if (log.streams.has(event.streamId)) yield event;
}
