import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@waterline/domain/events/envelope';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { DomainEvent } from '@waterline/domain/aggregate/decider';
import { anAlternative, exampleConfiguration } from '@waterline/domain/projects/examples';
import type { ProjectEvent } from '@waterline/domain/projects/project';
import type { UserEvent } from '@waterline/domain/users/user';
import { beforeAll, expect, it } from 'vitest';
import { coreProjections } from './core-projections.ts';
import { findCredentialsByEmail, findSessionVersion } from './credentials/queries.ts';
import { describeEachDatabase } from './db/testing.ts';
import { findLicenseKey, listLicenseKeys } from './license-keys/queries.ts';
import { findPasswordResetRequest } from './password-resets/queries.ts';
import { listProjectEvents } from './project-history/queries.ts';
import { listProjectsOfMember } from './project-list/queries.ts';
import { findMemberRole, listProjectMembers } from './project-members/queries.ts';
import {
  findProjectAccessByKey,
  findProjectAndRoleByKey,
  findProjectById,
  findProjectByKey,
} from './projects/queries.ts';
import { checksumsAfterBatches } from './runner/testing.ts';
import { findUserByEmail, findUserById, userNames } from './users/queries.ts';

let position = 0;
const versions = new Map<string, number>();

/** Wraps domain events as the store would record them, with growing positions and stream versions. */
function recorded(streamId: string, events: DomainEvent[], actorId = 'anonymous'): RecordedEvent[] {
  return events.map((event) => {
    position += 1;
    const version = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, version);
    return {
      ...event,
      eventId: randomUUID(),
      streamId,
      version,
      position: { transactionId: String(position), globalPosition: String(position) },
      recordedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, position)).toISOString(),
      metadata: {
        actorId,
        correlationId: 'c',
        causationId: 'c',
        occurredAt: new Date(Date.UTC(2025, 0, 1, 0, 0, position)).toISOString(),
      },
    };
  });
}

const ada = 'user-ada-' + randomUUID();
const grace = 'user-grace-' + randomUUID();
const projectId = randomUUID();
const privateProjectId = randomUUID();
const userEvents = (userId: string, email: string, first: string): UserEvent[] => [
  { type: 'UserRegistered', data: { userId, email, first, last: 'Tester' } },
  { type: 'PasswordSet', data: { userId, passwordHash: `$2b$10$${first}`, reason: 'registration' } },
];
const projectEvents: ProjectEvent[] = [
  {
    type: 'ProjectCreated',
    data: { projectId, projectKey: 'fort-peck', createdBy: ada, configuration: exampleConfiguration() },
  },
  { type: 'MemberAdded', data: { projectId, userId: ada, role: 1 } },
  { type: 'ProjectDetailsChanged', data: { projectId, changes: { title: 'Fort Peck Dam' } } },
  { type: 'ProjectAccessChanged', data: { projectId, public: true, accessCodeHash: '$2b$10$code' } },
  { type: 'AlternativeAdded', data: { projectId, alternative: anAlternative('Alt 2') } },
  { type: 'AlternativeHidden', data: { projectId, key: 'Base' } },
  { type: 'MemberAdded', data: { projectId, userId: grace, role: 2 } },
  { type: 'MemberRoleChanged', data: { projectId, userId: grace, role: 3 } },
];

describeEachDatabase('core read models', (db) => {
  let events: RecordedEvent[] = [];
  beforeAll(async () => {
    versions.clear();
    for (const projection of coreProjections) await db.sql.exec(projection.schema);
    events = [
      ...recorded(streamIds.user(ada), userEvents(ada, 'ada@example.org', 'Ada')),
      ...recorded(streamIds.user(grace), userEvents(grace, 'grace@example.org', 'Grace')),
      ...recorded(streamIds.user(ada), [
        {
          type: 'PasswordResetRequested',
          data: { userId: ada, tokenHash: 'old-token', expiresAt: '2025-01-02T00:00:00.000Z' },
        },
      ]),
      ...recorded(streamIds.user(ada), [
        {
          type: 'PasswordResetRequested',
          data: { userId: ada, tokenHash: 'new-token', expiresAt: '2025-01-03T00:00:00.000Z' },
        },
      ]),
      ...recorded(streamIds.user(grace), [
        {
          type: 'PasswordResetRequested',
          data: { userId: grace, tokenHash: 'grace-token', expiresAt: '2025-01-03T00:00:00.000Z' },
        },
      ]),
      ...recorded(streamIds.user(grace), [
        { type: 'PasswordSet', data: { userId: grace, passwordHash: '$2b$10$reset', reason: 'reset' } },
      ]),
      ...recorded(streamIds.licenseKey('issued-hash'), [
        { type: 'LicenseKeyIssued', data: { keyHash: 'issued-hash' } },
      ]),
      ...recorded(streamIds.licenseKey('issued-hash'), [
        { type: 'LicenseKeyRedeemed', data: { keyHash: 'issued-hash', userId: ada } },
      ]),
      ...recorded(streamIds.licenseKey('configured-hash'), [
        { type: 'LicenseKeyRedeemed', data: { keyHash: 'configured-hash', userId: grace } },
      ]),
      ...recorded(streamIds.project(projectId), projectEvents, ada),
      ...recorded(
        streamIds.project(privateProjectId),
        [
          {
            type: 'ProjectCreated',
            data: {
              projectId: privateProjectId,
              projectKey: 'garrison',
              createdBy: ada,
              configuration: exampleConfiguration(),
            },
          },
          { type: 'ProjectAccessChanged', data: { projectId: privateProjectId, public: false, accessCodeHash: null } },
        ],
        ada,
      ),
    ];
    await db.sql.transaction(async (tx) => {
      for (const projection of coreProjections) await projection.apply(tx, events);
    });
  });

  it('finds users by email and id, and their names, without any password hash', async () => {
    const user = await findUserByEmail(db.sql, ' ADA@example.org ');
    expect(user).toEqual({ id: ada, first: 'Ada', last: 'Tester', email: 'ada@example.org' });
    expect(await findUserById(db.sql, grace)).toMatchObject({ email: 'grace@example.org' });
    expect(await findUserByEmail(db.sql, 'nobody@example.org')).toBeNull();
    expect(await userNames(db.sql, [ada, grace, 'unknown'])).toEqual(
      new Map([
        [ada, 'Ada Tester'],
        [grace, 'Grace Tester'],
      ]),
    );
  });

  it('keeps the latest password hash for sign-in, and a session version one more after a reset', async () => {
    expect(await findCredentialsByEmail(db.sql, 'ada@example.org')).toEqual({
      userId: ada,
      passwordHash: '$2b$10$Ada',
      sessionVersion: 0,
    });
    expect(await findCredentialsByEmail(db.sql, 'grace@example.org')).toEqual({
      userId: grace,
      passwordHash: '$2b$10$reset',
      sessionVersion: 1,
    });
    expect(await findSessionVersion(db.sql, grace)).toBe(1);
    expect(await findSessionVersion(db.sql, 'nobody')).toBeNull();
    expect(await findCredentialsByEmail(db.sql, 'nobody@example.org')).toBeNull();
  });

  it('keeps only the latest reset request, and none after a password was set', async () => {
    expect(await findPasswordResetRequest(db.sql, 'old-token')).toBeNull();
    expect(await findPasswordResetRequest(db.sql, 'new-token')).toEqual({
      userId: ada,
      expiresAt: '2025-01-03T00:00:00.000Z',
    });
    expect(await findPasswordResetRequest(db.sql, 'grace-token')).toBeNull();
  });

  it('records issued and used license keys', async () => {
    expect(await findLicenseKey(db.sql, 'issued-hash')).toMatchObject({
      redeemedBy: ada,
      issuedAt: expect.any(String),
    });
    expect(await findLicenseKey(db.sql, 'configured-hash')).toMatchObject({ redeemedBy: grace, issuedAt: null });
    expect((await listLicenseKeys(db.sql)).map((key) => key.keyHash)).toEqual(['issued-hash', 'configured-hash']);
  });

  it('folds the project configuration and tracks the stream version', async () => {
    const project = await findProjectByKey(db.sql, 'fort-peck');
    expect(project).toMatchObject({ id: projectId, createdBy: ada, version: projectEvents.length });
    expect(project?.configuration.title).toBe('Fort Peck Dam');
    expect(project?.configuration.accessCodeHash).toBe('$2b$10$code');
    expect(project?.configuration.alternatives.map((a) => [a.text, a.hidden])).toEqual([
      ['Base', true],
      ['Alt 1', false],
      ['Alt 2', false],
    ]);
    expect(await findProjectById(db.sql, projectId)).toEqual(project);
    expect(await findProjectByKey(db.sql, 'unknown')).toBeNull();
  });

  it("reads a project's access fields alone", async () => {
    expect(await findProjectAccessByKey(db.sql, 'fort-peck')).toEqual({
      id: projectId,
      accessVersion: 1,
      configuration: { public: true, accessCodeHash: '$2b$10$code' },
    });
    expect(await findProjectAccessByKey(db.sql, 'garrison')).toEqual({
      id: privateProjectId,
      accessVersion: 0,
      configuration: { public: false, accessCodeHash: null },
    });
    expect(await findProjectAccessByKey(db.sql, 'unknown')).toBeNull();
  });

  it('answers lookups of a project, role, session and user made at the same time, each its own, in one statement', async () => {
    let statements = 0;
    const counted = {
      ...db.sql,
      query: (text: string, params?: readonly unknown[]) => {
        statements += 1;
        return db.sql.query(text, params);
      },
    } as typeof db.sql;
    const [first, ...others] = await Promise.all([
      findProjectAndRoleByKey(counted, 'fort-peck', ada),
      findProjectAndRoleByKey(counted, 'fort-peck', grace, 'Ada@Example.org'),
      findProjectAndRoleByKey(counted, 'garrison', grace),
      findProjectAndRoleByKey(counted, 'unknown', 'stranger', 'nobody@example.org'),
    ]);
    // The first goes alone; the three asked while it runs share the next statement.
    expect(statements).toBe(2);
    expect(first).toMatchObject({
      project: { id: projectId, key: 'fort-peck' },
      role: 1,
      sessionVersion: 0,
      user: null,
    });
    expect(others).toEqual([
      {
        project: expect.objectContaining({ id: projectId }) as unknown,
        role: 3,
        sessionVersion: 1,
        user: { id: ada, first: 'Ada', last: 'Tester', email: 'ada@example.org' },
      },
      {
        project: expect.objectContaining({ id: privateProjectId }) as unknown,
        role: null,
        sessionVersion: 1,
        user: null,
      },
      { project: null, role: null, sessionVersion: null, user: null },
    ]);
  });

  it('refuses a crafted lookup alone: the others asked at the same time are answered', async () => {
    const outcomes = await Promise.allSettled([
      findProjectAndRoleByKey(db.sql, 'fort-peck', ada),
      findProjectAndRoleByKey(db.sql, 'fort-peck', grace),
      findProjectAndRoleByKey(db.sql, 'fort\u0000peck', grace, 'ada@example.org\ud800'),
      findProjectAndRoleByKey(db.sql, 'garrison', ada),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ value: { project: { id: projectId }, role: 3 } });
    expect(outcomes[3]).toMatchObject({ value: { project: { id: privateProjectId }, role: null } });
  });

  it("lists members with roles and names, and each member's projects", async () => {
    expect(await listProjectMembers(db.sql, projectId)).toEqual([
      { id: ada, first: 'Ada', last: 'Tester', email: 'ada@example.org', role: 1 },
      { id: grace, first: 'Grace', last: 'Tester', email: 'grace@example.org', role: 3 },
    ]);
    expect(await findMemberRole(db.sql, projectId, grace)).toBe(3);
    expect(await findMemberRole(db.sql, projectId, 'stranger')).toBeNull();
    expect(await listProjectsOfMember(db.sql, grace)).toEqual([
      { id: projectId, key: 'fort-peck', title: 'Fort Peck Dam', role: 3 },
    ]);
    expect(await listProjectsOfMember(db.sql, 'stranger')).toEqual([]);
  });

  it('keeps every project event in order for history', async () => {
    const all = await listProjectEvents(db.sql, projectId);
    expect(all.map((event) => [event.version, event.type])).toEqual(
      projectEvents.map((event, index) => [index + 1, event.type]),
    );
    expect(all[0]?.metadata.actorId).toBe(ada);
    expect((await listProjectEvents(db.sql, projectId, 3)).map((event) => event.version)).toEqual([1, 2, 3]);
  });

  it('ends with the same tables whether the events come one at a time, three at a time or all in one batch', async () => {
    const allAtOnce = await checksumsAfterBatches(db.sql, coreProjections, events, events.length);
    expect(await checksumsAfterBatches(db.sql, coreProjections, events, 1)).toEqual(allAtOnce);
    expect(await checksumsAfterBatches(db.sql, coreProjections, events, 3)).toEqual(allAtOnce);
  });
});
