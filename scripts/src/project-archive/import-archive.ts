import { randomBytes, randomUUID } from 'node:crypto';
import { createUser } from '@waterline/api';
import type { BlobStore } from '@waterline/api/blobs/blob-store';
import { OPERATOR_ACTOR_ID } from '@waterline/domain/aggregate/actors';
import { DomainError } from '@waterline/domain/aggregate/decider';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { LogPosition, NewEvent } from '@waterline/domain/events/envelope';
import type { EventStore } from '@waterline/domain/events/event-store';
import { UsageError } from '../support/operator-cli.ts';
import { readArchive } from './archive-file.ts';
import type { EventRecord, UserRecord } from './archive-records.ts';
import { checkArchive } from './check-archive.ts';

export interface ImportSummary {
  projectKey: string;
  events: number;
  streams: number;
  blobs: number;
  /** Members whose account was already here, made here (no password until they reset it), or not made because their email belongs to another account here. */
  users: { kept: UserRecord[]; created: UserRecord[]; emailTaken: UserRecord[] };
  /** Position of the last appended event: the read models are complete once the projectors pass it. */
  lastPosition: LogPosition | null;
}

/**
 * Imports a project archive into this instance: checks the whole archive first, refuses a project
 * key (or any stream) that already exists here, makes the member accounts that are missing, stores
 * the blobs, then appends the events through the event store (same stream ids, versions and event
 * ids, new global positions), a stream's consecutive events in one append.
 */
export async function importProject(options: {
  store: EventStore;
  blobs: BlobStore;
  file: string;
  bcryptCost: number;
}): Promise<ImportSummary> {
  const { store, blobs, file } = options;
  const archive = await checkArchive(file);
  const { projectKey } = archive.header;
  // The key's reservation stream is what makes keys unique, in the log itself.
  if ((await store.readStream(streamIds.projectKeyReservation(projectKey))).length > 0)
    throw new UsageError(
      `A project with the key "${projectKey}" already exists in this instance: nothing was imported.`,
    );
  for (const streamId of archive.streamIds) {
    if ((await store.readStream(streamId)).length > 0)
      throw new UsageError(
        `The stream ${streamId} of the archive already exists in this instance (was the project imported under another key?): nothing was imported.`,
      );
  }

  const commands = { eventStore: store, clock: () => new Date(), bcryptCost: options.bcryptCost };
  const origin = { actorId: OPERATOR_ACTOR_ID, correlationId: randomUUID() };
  const users: ImportSummary['users'] = { kept: [], created: [], emailTaken: [] };
  for (const user of archive.users) {
    if ((await store.readStream(streamIds.user(user.id))).length > 0) {
      users.kept.push(user);
      continue;
    }
    try {
      // A password nobody knows, never shown: the account is usable only after its owner resets the password by email.
      await createUser(
        commands,
        origin,
        { first: user.first, last: user.last, email: user.email, password: randomBytes(32).toString('base64url') },
        user.id,
      );
      users.created.push(user);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      users.emailTaken.push(user);
    }
  }

  let pending: EventRecord[] = [];
  let lastPosition: LogPosition | null = null;
  const flush = async () => {
    const first = pending[0];
    if (!first) return;
    const events: NewEvent[] = pending.map(({ eventId, type, data, metadata }) => ({
      eventId,
      type,
      data,
      metadata: metadata as NewEvent['metadata'],
    }));
    const result = await store.append(first.streamId, events, {
      expectedVersion: first.version === 1 ? 'no_stream' : first.version - 1,
    });
    lastPosition = result.position;
    pending = [];
  };
  for await (const { record } of readArchive(file)) {
    if (record.record === 'blob')
      await blobs.put(record.key, Buffer.from(record.base64, 'base64'), { contentType: record.contentType });
    if (record.record !== 'event') continue;
    if (pending[0] && pending[0].streamId !== record.streamId) await flush();
    pending.push(record);
  }
  await flush();
  return {
    projectKey,
    events: archive.events,
    streams: archive.streamIds.size,
    blobs: archive.blobs,
    users,
    lastPosition,
  };
}
