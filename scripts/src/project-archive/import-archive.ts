import { randomBytes, randomUUID } from 'node:crypto';
import { type BlobStore, type CommandEnv, createUser, reservationHolder } from '@waterline/api';
import { OPERATOR_ACTOR_ID } from '@waterline/domain/aggregate/actors';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { ADMIN } from '@waterline/domain/projects/roles';
import { normalizeEmail } from '@waterline/domain/users/user';
import type { LogPosition, NewEvent } from '@waterline/domain/events/envelope';
import type { EventStore } from '@waterline/domain/events/event-store';
import { UsageError } from '../support/operator-cli.ts';
import { readArchive } from './archive-file.ts';
import type { EventRecord, UserRecord } from './archive-records.ts';
import { adminsOf } from './archive-trust.ts';
import { checkArchive, type CheckedArchive } from './check-archive.ts';

export interface ImportSummary {
  projectKey: string;
  events: number;
  streams: number;
  blobs: number;
  /** Members whose account was already here, made here (no password until they reset it), or not made because their email belongs to another account here. */
  users: { kept: UserRecord[]; created: UserRecord[]; emailTaken: UserRecord[] };
  /** The account here that the operator named admin (`--admin`), when one was named. */
  namedAdmin: { id: string; email: string } | null;
  /** Position of the last appended event: the read models are complete once the projectors pass it. */
  lastPosition: LogPosition | null;
}

type UserPlan = ImportSummary['users'];

/**
 * Imports a project archive into this instance: checks the whole archive first (it holds only the
 * project's own streams, see `archive-trust.ts`), refuses a project key (or any stream) that already
 * exists here and an archive whose admins all map to nobody here unless `admin` names an account,
 * makes the member accounts that are missing, stores the blobs, then appends the events through the
 * event store (same stream ids, versions and event ids, new global positions), a stream's
 * consecutive events in one append, and last makes the named account an admin.
 */
export async function importProject(options: {
  store: EventStore;
  blobs: BlobStore;
  file: string;
  bcryptCost: number;
  /** The email of an account here to make the project's admin (the operator's `--admin`). */
  admin?: string;
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
  const plan = await planUsers(commands, archive.users);
  const namedAdmin = options.admin ? await accountByEmail(commands, options.admin) : null;
  const mapped = new Set([...plan.kept, ...plan.created].map((user) => user.id));
  const admins = adminsOf(archive.roles);
  if (!namedAdmin && !admins.some((id) => mapped.has(id)))
    throw new UsageError(
      `The archive's admins (${admins.join(', ') || 'none'}) have no account here and none can be made (their email belongs to another account): the project would have no admin. Name an account here with --admin EMAIL: nothing was imported.`,
    );

  const origin = { actorId: OPERATOR_ACTOR_ID, correlationId: randomUUID() };
  for (const user of plan.created) {
    // A password nobody knows, never shown: the account is usable only after its owner resets the password by email.
    await createUser(
      commands,
      origin,
      { first: user.first, last: user.last, email: user.email, password: randomBytes(32).toString('base64url') },
      user.id,
    );
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
  if (namedAdmin) lastPosition = (await makeAdmin(store, archive, namedAdmin.id, origin)) ?? lastPosition;
  return {
    projectKey,
    events: archive.events,
    streams: archive.streamIds.size,
    blobs: archive.blobs,
    users: plan,
    namedAdmin,
    lastPosition,
  };
}

/** Which members have an account here already, which get one made, and which cannot (their email is another account's). */
async function planUsers(env: CommandEnv, users: readonly UserRecord[]): Promise<UserPlan> {
  const plan: UserPlan = { kept: [], created: [], emailTaken: [] };
  for (const user of users) {
    if ((await env.eventStore.readStream(streamIds.user(user.id))).length > 0) plan.kept.push(user);
    else if (await reservationHolder(env, 'user-email', normalizeEmail(user.email))) plan.emailTaken.push(user);
    else plan.created.push(user);
  }
  return plan;
}

/** The account here that holds `email`; refused when there is none. */
async function accountByEmail(env: CommandEnv, email: string): Promise<{ id: string; email: string }> {
  const id = await reservationHolder(env, 'user-email', normalizeEmail(email));
  if (!id || (await env.eventStore.readStream(streamIds.user(id))).length === 0)
    throw new UsageError(`No account here has the email ${email} (--admin): nothing was imported.`);
  return { id, email };
}

/** Appends to the imported project what makes `userId` its admin, as the operator; null when it is one already. */
async function makeAdmin(
  store: EventStore,
  archive: CheckedArchive,
  userId: string,
  origin: { actorId: string; correlationId: string },
): Promise<LogPosition | null> {
  const { projectId } = archive.header;
  const role = archive.roles.get(userId);
  if (role === ADMIN) return null;
  const stream = streamIds.project(projectId);
  const version = (await store.readStream(stream)).length;
  const result = await store.append(
    stream,
    [
      {
        eventId: randomUUID(),
        type: role === undefined ? 'MemberAdded' : 'MemberRoleChanged',
        data: { projectId, userId, role: ADMIN },
        metadata: { ...origin, causationId: origin.correlationId, occurredAt: new Date().toISOString() },
      },
    ],
    { expectedVersion: version },
  );
  return result.position;
}
