import { type BlobStore, readBlob } from '@waterline/api';
import type { EventStore } from '@waterline/domain/events/event-store';
import type { Sql } from '@waterline/read-models/db/sql';
import { listProjectMembers } from '@waterline/read-models/project-members/queries';
import { findProjectByKey } from '@waterline/read-models/projects/queries';
import { UsageError } from '../support/operator-cli.ts';
import { writeArchive } from './archive-file.ts';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveRecord } from './archive-records.ts';
import { findProjectLog, projectEvents } from './project-events.ts';

export interface ExportSummary {
  users: number;
  blobs: number;
  events: number;
  streams: number;
}

/** Writes one project's archive: its members' profiles, every blob under its key, every event of its streams. */
export async function exportProject(options: {
  sql: Sql;
  store: EventStore;
  blobs: BlobStore;
  projectKey: string;
  out: string;
}): Promise<ExportSummary> {
  const { sql, store, blobs, projectKey } = options;
  const found = await findProjectByKey(sql, projectKey);
  if (!found) throw new UsageError(`Unknown project: ${projectKey}`);
  const project = found;
  const summary: ExportSummary = { users: 0, blobs: 0, events: 0, streams: 0 };
  const streams = new Set<string>();

  // The log's end is fixed before the blobs are listed: a blob is stored before any event names it, so every blob the exported events name is listed.
  const log = await findProjectLog(store, project);

  async function* records(): AsyncGenerator<ArchiveRecord> {
    yield {
      record: 'header',
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      projectKey: project.key,
      projectId: project.id,
      exportedAt: new Date().toISOString(),
    };
    // Members whose account this instance does not know (no profile) have nothing to carry.
    for (const member of (await listProjectMembers(sql, project.id)).filter((known) => known.email !== '')) {
      summary.users += 1;
      yield { record: 'user', id: member.id, first: member.first, last: member.last, email: member.email };
    }
    for (const listed of await blobs.list(`${project.key}/`)) {
      const blob = await readBlob(blobs, listed.key);
      if (blob === undefined) continue; // deleted since it was listed
      summary.blobs += 1;
      yield {
        record: 'blob',
        key: listed.key,
        contentType: blob.info.contentType,
        sha256: blob.info.sha256,
        base64: blob.bytes.toString('base64'),
      };
    }
    for await (const event of projectEvents(store, log)) {
      summary.events += 1;
      streams.add(event.streamId);
      yield {
        record: 'event',
        streamId: event.streamId,
        version: event.version,
        eventId: event.eventId,
        type: event.type,
        data: event.data,
        metadata: { ...event.metadata },
      };
    }
    yield { record: 'end', users: summary.users, blobs: summary.blobs, events: summary.events };
  }

  await writeArchive(options.out, records());
  return { ...summary, streams: streams.size };
}
