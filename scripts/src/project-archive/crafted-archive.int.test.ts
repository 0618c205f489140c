import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createPostgresEventStore,
  createProject,
  createUser,
  hashLicenseKey,
  hashSecret,
  issueLicenseKey,
  LocalBlobStore,
} from '@waterline/api';
import { exampleConfiguration } from '@waterline/domain/projects/examples';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { aThreshold } from '@waterline/domain/thresholds/examples';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { UsageError } from '../support/operator-cli.ts';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION } from './archive-records.ts';
import { importProject } from './import-archive.ts';

interface CraftedEvent {
  streamId: string;
  version: number;
  type: string;
  data: unknown;
}

/** The target instance: its admin, a members-only project of its own and a license key nobody has used. */
interface Target {
  adminId: string;
  adminEmail: string;
  otherProjectId: string;
  otherProjectKey: string;
  unusedKeyHash: string;
}

/** The archive an author exports of their own project: its key reservation, its creation and its author as admin. */
function ownProject(author: { id: string; email: string }) {
  const projectId = randomUUID();
  const projectKey = `own-${projectId.slice(0, 8)}`;
  const events: CraftedEvent[] = [
    {
      streamId: `project-key-${projectKey}`,
      version: 1,
      type: 'ValueReserved',
      data: { kind: 'project-key', value: projectKey, ownerId: projectId },
    },
    {
      streamId: `project-${projectId}`,
      version: 1,
      type: 'ProjectCreated',
      data: { projectId, projectKey, createdBy: author.id, configuration: exampleConfiguration() },
    },
    {
      streamId: `project-${projectId}`,
      version: 2,
      type: 'MemberAdded',
      data: { projectId, userId: author.id, role: 1 },
    },
  ];
  return { projectId, projectKey, events };
}

async function writeCrafted(
  folder: string,
  project: { projectId: string; projectKey: string },
  users: { id: string; email: string }[],
  events: CraftedEvent[],
): Promise<string> {
  const metadata = {
    actorId: users[0]!.id,
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: new Date().toISOString(),
  };
  const records = [
    {
      record: 'header',
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      projectKey: project.projectKey,
      projectId: project.projectId,
      exportedAt: new Date().toISOString(),
    },
    ...users.map((user) => ({ record: 'user', id: user.id, first: 'Crafty', last: 'Author', email: user.email })),
    ...events.map((event) => ({ record: 'event', eventId: randomUUID(), metadata, ...event })),
    { record: 'end', users: users.length, blobs: 0, events: events.length },
  ];
  const file = join(folder, `${randomUUID()}.jsonl.gz`);
  await writeFile(file, gzipSync(`${records.map((record) => JSON.stringify(record)).join('\n')}\n`));
  return file;
}

describeEachDatabase('A crafted project archive', (db) => {
  let folder: string;
  let target: Target;
  const store = () => createPostgresEventStore(db.sql);
  const commands = () => ({ eventStore: store(), clock: () => new Date(), bcryptCost: 4 });
  const operator = { actorId: 'operator', correlationId: 'crafted-archive-test' };
  const eventCount = async () => (await db.sql.query<{ count: string }>('SELECT count(*) FROM events')).rows[0]!.count;
  const importFile = (file: string, admin?: string) =>
    importProject({
      store: store(),
      blobs: new LocalBlobStore(join(folder, 'blobs')),
      file,
      bcryptCost: 4,
      ...(admin ? { admin } : {}),
    });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'wl-crafted-'));
    await store().init();
    const adminEmail = 'admin@target.test';
    const { userId: adminId } = await createUser(commands(), operator, {
      first: 'Target',
      last: 'Admin',
      email: adminEmail,
      password: 'the target admin password',
    });
    const other = await createProject(
      commands(),
      { actorId: adminId, correlationId: randomUUID() },
      {
        projectKey: 'members-only',
        public: false,
      },
    );
    const { key } = await issueLicenseKey(commands(), operator);
    target = {
      adminId,
      adminEmail,
      otherProjectId: other.projectId,
      otherProjectKey: other.projectKey,
      unusedKeyHash: hashLicenseKey(key),
    };
  }, 60_000);
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** Imports the author's own project with `crafted` appended, expecting a refusal that names the line and says `why`. */
  async function expectRefused(
    crafted: (own: ReturnType<typeof ownProject>, author: { id: string }) => CraftedEvent[],
    why: RegExp,
  ) {
    const author = { id: randomUUID(), email: `author-${randomUUID()}@elsewhere.test` };
    const own = ownProject(author);
    const extra = crafted(own, author);
    const file = await writeCrafted(folder, own, [author], [...own.events, ...extra]);
    const before = await eventCount();
    const refusal = await importFile(file).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(UsageError);
    expect((refusal as Error).message).toMatch(/line \d+/);
    expect((refusal as Error).message).toMatch(why);
    expect(await eventCount()).toBe(before);
  }

  it('refuses a MemberAdded that makes its author admin of another project', async () => {
    await expectRefused(
      (own, author) => [
        {
          streamId: `project-${own.projectId}`,
          version: 3,
          type: 'MemberAdded',
          data: { projectId: target.otherProjectId, userId: author.id, role: 1 },
        },
      ],
      /names another project/,
    );
  });

  it("refuses a user stream that sets the instance admin's password", async () => {
    const passwordHash = await hashSecret('the attacker knows this one', 4);
    await expectRefused(
      () => [
        {
          streamId: `user-${randomUUID()}`,
          version: 1,
          type: 'PasswordSet',
          data: { userId: target.adminId, passwordHash, reason: 'reset' },
        },
      ],
      /not one of the project's streams/,
    );
  });

  it('refuses a threshold added to another project', async () => {
    const thresholdId = randomUUID();
    await expectRefused(
      (_own, author) => [
        {
          streamId: `threshold-${thresholdId}`,
          version: 1,
          type: 'ThresholdAdded',
          data: { thresholdId, projectId: target.otherProjectId, addedBy: author.id, data: aThreshold() },
        },
      ],
      /names another project/,
    );
  });

  it("refuses a survey response on another project's survey", async () => {
    await expectRefused(
      () => [
        {
          streamId: `survey-${target.otherProjectId}`,
          version: 1,
          type: 'MarkerSubmitted',
          data: { markerId: randomUUID(), projectId: target.otherProjectId, fields: aSurveyResponse() },
        },
      ],
      /not one of the project's streams/,
    );
  });

  it('refuses a license key redeemed from the archive', async () => {
    await expectRefused(
      (_own, author) => [
        {
          streamId: `license-${target.unusedKeyHash}`,
          version: 1,
          type: 'LicenseKeyRedeemed',
          data: { keyHash: target.unusedKeyHash, userId: author.id },
        },
      ],
      /not one of the project's streams/,
    );
  });

  it('refuses a ProjectCreated that names a key this instance holds', async () => {
    await expectRefused((own) => {
      const created = own.events[1]!;
      own.events[1] = { ...created, data: { ...(created.data as object), projectKey: target.otherProjectKey } };
      return [];
    }, /ProjectCreated names the key "members-only"/);
  });

  it('imports the same archive without the crafted events, its author admin of it only', async () => {
    const author = { id: randomUUID(), email: `author-${randomUUID()}@elsewhere.test` };
    const own = ownProject(author);
    const summary = await importFile(await writeCrafted(folder, own, [author], own.events));
    expect(summary.users.created.map((user) => user.id)).toEqual([author.id]);
    const other = await store().readStream(`project-${target.otherProjectId}`);
    expect(other.map((event) => event.data)).not.toContainEqual(expect.objectContaining({ userId: author.id }));
  });

  it('refuses an archive whose admins all map to nobody here, unless the operator names one', async () => {
    // The archive's admin has the target admin's email under another id: no account is made for them here.
    const stranger = { id: randomUUID(), email: target.adminEmail };
    const own = ownProject(stranger);
    const file = await writeCrafted(folder, own, [stranger], own.events);
    const before = await eventCount();
    await expect(importFile(file)).rejects.toThrow(
      /the project would have no admin\. Name an account here with --admin EMAIL/,
    );
    expect(await eventCount()).toBe(before);
    await expect(importFile(file, 'nobody@target.test')).rejects.toThrow(
      /No account here has the email nobody@target\.test/,
    );
    expect(await eventCount()).toBe(before);

    await importFile(file, target.adminEmail);
    const events = await store().readStream(`project-${own.projectId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'MemberAdded',
      data: { projectId: own.projectId, userId: target.adminId, role: 1 },
      metadata: { actorId: 'operator' },
    });
  });
});
