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
  if (event.streamId === streamIds.project(project.id) || event.streamId === streamIds.projectKeyReservation(project.key)) return true;
  const data = event.data as { projectId?: unknown } | null;
  return typeof data === 'object' && data !== null && data.projectId === project.id;
}

/**
 * Every event of every stream that belongs to the project, in log order, as of one position: a first
 * pass finds the streams (a stream belongs when any of its events names the project) and where the
 * log ends, a second reads them up to that point, so that writes made meanwhile are left out whole.
 */
export async function* projectEvents(store: EventStore, project: { id: string; key: string }): AsyncGenerator<RecordedEvent> {
  const streams = new Set<string>();
  let end: LogPosition = LOG_START;
  for await (const event of readLog(store)) {
    if (namesProject(event, project)) streams.add(event.streamId);
    end = event.position;
  }
  for await (const event of readLog(store, end)) if (streams.has(event.streamId)) yield event;
}
