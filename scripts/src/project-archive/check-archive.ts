import { createHash } from 'node:crypto';
import { parseBlobKey } from '@waterline/api';
import type { ProjectRole } from '@waterline/domain/projects/roles';
import { UsageError } from '../support/operator-cli.ts';
import { readArchive } from './archive-file.ts';
import type { HeaderRecord, UserRecord } from './archive-records.ts';
import { eventProblem, newArchivedProject } from './archive-trust.ts';

/** What an archive holds, known to be whole and consistent before anything is written. */
export interface CheckedArchive {
  header: HeaderRecord;
  users: UserRecord[];
  streamIds: Set<string>;
  /** Each member's role as the archive's events leave it. */
  roles: ReadonlyMap<string, ProjectRole>;
  blobs: number;
  events: number;
}

const sectionOrder = { header: 0, user: 1, blob: 2, event: 3, end: 4 } as const;

/**
 * Reads the whole archive once and refuses it (naming the line) unless: it starts with a header
 * and ends with an end record whose counts match, its sections come in order, every blob lies under
 * the project's key and has the digest it claims, every stream's versions run 1, 2, 3 … in order, and every
 * event is one the project's own streams may hold (`archive-trust.ts`): the key reserved and the project created.
 */
export async function checkArchive(file: string): Promise<CheckedArchive> {
  let header: HeaderRecord | undefined;
  const users: UserRecord[] = [];
  const userIds = new Set<string>();
  const project = newArchivedProject();
  const versions = new Map<string, number>();
  let blobs = 0;
  let events = 0;
  let section = -1;
  let ended = false;
  const refuse = (line: number, why: string) =>
    new UsageError(`${file} is not a valid project archive: line ${line}: ${why}`);

  for await (const { line, record } of readArchive(file)) {
    if (ended) throw refuse(line, 'records after the end record.');
    const order = sectionOrder[record.record];
    if (order < section || (record.record === 'header') !== (line === 1))
      throw refuse(line, `a ${record.record} record out of place.`);
    section = order;
    switch (record.record) {
      case 'header':
        header = record;
        break;
      case 'user':
        users.push(record);
        userIds.add(record.id);
        break;
      case 'blob': {
        if (blobOwner(record.key) !== header!.projectKey)
          throw refuse(line, `the blob ${record.key} is not under the project's key.`);
        const digest = createHash('sha256').update(Buffer.from(record.base64, 'base64')).digest('hex');
        if (digest !== record.sha256) throw refuse(line, `the blob ${record.key} does not have the digest it claims.`);
        blobs += 1;
        break;
      }
      case 'event': {
        const expected = (versions.get(record.streamId) ?? 0) + 1;
        if (record.version !== expected)
          throw refuse(line, `stream ${record.streamId} jumps to version ${record.version} (expected ${expected}).`);
        versions.set(record.streamId, record.version);
        const problem = eventProblem(record, header!, userIds, project);
        if (problem) throw refuse(line, problem);
        events += 1;
        break;
      }
      case 'end':
        if (record.users !== users.length || record.blobs !== blobs || record.events !== events)
          throw refuse(line, 'the counts of the end record do not match the records.');
        ended = true;
        break;
    }
  }
  if (!header) throw new UsageError(`${file} is not a project archive: it is empty.`);
  if (!ended) throw new UsageError(`${file} is not whole: its end record is missing (was the export interrupted?).`);
  if (!project.reserved || !project.created)
    throw new UsageError(
      `${file} is not a valid project archive: it does not ${project.created ? 'reserve' : 'create'} the project ${header.projectKey}.`,
    );
  return { header, users, streamIds: new Set(versions.keys()), roles: project.roles, blobs, events };
}

/** The project key a blob key names, or null for a key that is not a plain three-part key. */
function blobOwner(key: string): string | null {
  try {
    return parseBlobKey(key).projectKey;
  } catch {
    return null;
  }
}
