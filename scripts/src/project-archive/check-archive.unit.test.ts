import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleConfiguration } from '@waterline/domain/projects/examples';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveRecord } from './archive-records.ts';
import { checkArchive } from './check-archive.ts';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'wl-archive-check-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const bytes = Buffer.from('Date,Fort Peck Dam:ft\n2020-01-01,2230\n');
const header: ArchiveRecord = {
  record: 'header',
  format: ARCHIVE_FORMAT,
  formatVersion: ARCHIVE_FORMAT_VERSION,
  projectKey: 'fort-peck',
  projectId: 'p1',
  exportedAt: '2026-01-01T00:00:00.000Z',
};
const user: ArchiveRecord = { record: 'user', id: 'u1', first: 'Ada', last: 'Admin', email: 'ada@example.org' };
const blob: ArchiveRecord = {
  record: 'blob',
  key: 'fort-peck/data/a.csv',
  contentType: 'text/csv',
  sha256: createHash('sha256').update(bytes).digest('hex'),
  base64: bytes.toString('base64'),
};
const metadata = { actorId: 'u1', correlationId: 'c1', causationId: 'c1', occurredAt: '2026-01-01T00:00:00.000Z' };
const projectEvents: Record<string, { type: string; data: object }[]> = {
  'project-key-fort-peck': [
    { type: 'ValueReserved', data: { kind: 'project-key', value: 'fort-peck', ownerId: 'p1' } },
  ],
  'project-p1': [
    {
      type: 'ProjectCreated',
      data: { projectId: 'p1', projectKey: 'fort-peck', createdBy: 'u1', configuration: exampleConfiguration() },
    },
    { type: 'MemberAdded', data: { projectId: 'p1', userId: 'u1', role: 1 } },
  ],
  'survey-p1': [{ type: 'SurveyMarkerRemoved', data: { markerId: 'm1', projectId: 'p1' } }],
};
/** The stream's event at `version` as the project's export writes it, with `data` changed. */
const event = (version: number, streamId = 'project-p1', data: object = {}): ArchiveRecord => {
  const stored = projectEvents[streamId]?.[version - 1] ?? { type: 'MemberRoleChanged', data: {} };
  return {
    record: 'event',
    streamId,
    version,
    eventId: `00000000-0000-4000-8000-${String(version).padStart(12, '0')}`,
    type: stored.type,
    data: { ...stored.data, ...data },
    metadata,
  };
};
const reserved = event(1, 'project-key-fort-peck');
const end = (counts: { users: number; blobs: number; events: number }): ArchiveRecord => ({ record: 'end', ...counts });

async function archiveOf(name: string, records: readonly unknown[]): Promise<string> {
  const file = join(folder, name);
  await writeFile(file, gzipSync(records.map((record) => `${JSON.stringify(record)}\n`).join('')));
  return file;
}

describe('checking a project archive before anything is imported', () => {
  it('answers what a whole archive holds', async () => {
    const file = await archiveOf('whole.jsonl.gz', [
      header,
      user,
      blob,
      reserved,
      event(1),
      event(1, 'survey-p1'),
      event(2),
      end({ users: 1, blobs: 1, events: 4 }),
    ]);
    const checked = await checkArchive(file);
    expect(checked).toMatchObject({ header, users: [user], roles: new Map([['u1', 1]]), blobs: 1, events: 4 });
    expect(checked.streamIds).toEqual(new Set(['project-key-fort-peck', 'project-p1', 'survey-p1']));
  });

  it.each([
    ['no end record', [header, event(1)], 'its end record is missing'],
    [
      'counts that do not match',
      [header, event(1), end({ users: 0, blobs: 0, events: 2 })],
      'line 3: the counts of the end record do not match',
    ],
    [
      'a missing version',
      [header, event(1), event(3), end({ users: 0, blobs: 0, events: 2 })],
      'line 3: stream project-p1 jumps to version 3 (expected 2)',
    ],
    [
      'a blob of another project',
      [header, { ...blob, key: 'other/data/a.csv' }, end({ users: 0, blobs: 1, events: 0 })],
      "line 2: the blob other/data/a.csv is not under the project's key",
    ],
    [
      'a blob key that climbs out',
      [header, { ...blob, key: 'fort-peck/../secret' }, end({ users: 0, blobs: 1, events: 0 })],
      "is not under the project's key",
    ],
    [
      'a blob whose bytes changed',
      [header, { ...blob, base64: Buffer.from('other').toString('base64') }, end({ users: 0, blobs: 1, events: 0 })],
      'does not have the digest it claims',
    ],
    [
      'sections out of order',
      [header, event(1), user, end({ users: 1, blobs: 0, events: 1 })],
      'line 3: a user record out of place',
    ],
    ['no header first', [user, end({ users: 1, blobs: 0, events: 0 })], 'line 1: a user record out of place'],
    [
      'a password hash in a profile',
      [header, { ...user, passwordHash: '$2b$10$abc' }, end({ users: 1, blobs: 0, events: 0 })],
      'line 2:',
    ],
    [
      "a stream that is not the project's",
      [header, user, event(1, 'user-u1'), end({ users: 1, blobs: 0, events: 1 })],
      "line 3: the stream user-u1 is not one of the project's streams",
    ],
    [
      'an event that does not parse',
      [header, user, event(1), event(2, 'project-p1', { role: 9 }), end({ users: 1, blobs: 0, events: 2 })],
      'line 4: the MemberAdded event of project-p1 does not parse: role: Role must be 1 (Admin), 2 (Collaborator) or 3 (Read Only)',
    ],
    [
      'a type of another stream',
      [header, { ...event(1, 'survey-p1'), type: 'ProjectCreated' }, end({ users: 0, blobs: 0, events: 1 })],
      'line 2: a ProjectCreated event does not belong in a survey stream (survey-p1)',
    ],
    [
      'a member who is not one of its users',
      [header, event(1), event(2), end({ users: 0, blobs: 0, events: 2 })],
      "line 3: the member u1 is not one of the archive's users",
    ],
    [
      'no reservation of its key',
      [header, user, event(1), event(2), end({ users: 1, blobs: 0, events: 2 })],
      'it does not reserve the project fort-peck',
    ],
    [
      'records after the end',
      [header, end({ users: 0, blobs: 0, events: 0 }), event(1)],
      'line 3: records after the end record',
    ],
  ])('refuses %s, naming the line', async (name, records, message) => {
    const file = await archiveOf(`${name.replaceAll(' ', '-')}.jsonl.gz`, records);
    await expect(checkArchive(file)).rejects.toThrow(message);
  });

  it('refuses a file that is not a gzip archive', async () => {
    const file = join(folder, 'plain.txt');
    await writeFile(file, 'not an archive');
    await expect(checkArchive(file)).rejects.toThrow('cannot be read as a project archive');
  });
});
