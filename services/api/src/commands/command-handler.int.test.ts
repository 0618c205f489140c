import { afterAll, beforeAll, expect, it } from 'vitest';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { DatabaseUnavailableError } from '@waterline/read-models/db/unavailable';
import { createPostgresEventStore, type PostgresEventStore } from '../event-store/postgres-event-store.ts';
import { AggregateCache } from './aggregate-cache.ts';
import type { CommandEnv } from './command-handler.ts';
import { StreamQueue } from './stream-queue.ts';
import { addMember, createProject, updateProject } from './projects.ts';

describeEachDatabase('command handling with a stale cache', (db) => {
  let store: PostgresEventStore;
  const origin = { actorId: 'admin-1', correlationId: 'test' };
  /** One process's view: its own cache and queue over the shared store. */
  const envWithOwnCache = (): CommandEnv => ({
    eventStore: store,
    clock: () => new Date(),
    bcryptCost: 10,
    aggregateCache: new AggregateCache(),
    streamQueue: new StreamQueue(),
  });

  beforeAll(async () => {
    store = createPostgresEventStore(db.sql);
    await store.init();
  });
  afterAll(() => store.close());

  it('decides again on the stored stream when another process wrote first', async () => {
    const first = envWithOwnCache();
    const second = envWithOwnCache();
    const { projectId } = await createProject(first, origin, {
      projectKey: `stale-${Date.now()}`,
      data: { title: 'One' },
    });
    await updateProject(first, origin, { projectId, data: { title: 'Two' } });
    await updateProject(second, origin, { projectId, data: { title: 'Three' } });
    // `first` still caches version 3 with title "Two"; the append must not be lost nor decided on that state.
    const result = await updateProject(first, origin, { projectId, data: { title: 'Two' } });
    expect(result.version).toBe(5);
    // A refusal decided on a stale cache is checked against the stored stream too.
    await addMember(second, origin, projectId, 'member-1', 2);
    await expect(addMember(first, origin, projectId, 'member-1', 3)).rejects.toThrow(
      'This user is already a member of the project',
    );
    const events = await store.readStream(streamIds.project(projectId));
    expect(events.map((event) => [event.version, event.type, event.data])).toEqual([
      [1, 'ProjectCreated', expect.anything()],
      [2, 'MemberAdded', expect.anything()],
      [3, 'ProjectDetailsChanged', { projectId, changes: { title: 'Two' } }],
      [4, 'ProjectDetailsChanged', { projectId, changes: { title: 'Three' } }],
      [5, 'ProjectDetailsChanged', { projectId, changes: { title: 'Two' } }],
      [6, 'MemberAdded', { projectId, userId: 'member-1', role: 2 }],
    ]);
  });

  it('lets concurrent member additions all land, each exactly once', async () => {
    const env = envWithOwnCache();
    const { projectId } = await createProject(env, origin, { projectKey: `crowd-${Date.now()}` });
    const others = Array.from({ length: 3 }, envWithOwnCache);
    const userIds = Array.from({ length: 12 }, (_, index) => `member-${index}`);
    await Promise.all(
      userIds.map((userId, index) => addMember(others[index % others.length]!, origin, projectId, userId, 2)),
    );
    const added = (await store.readStream(streamIds.project(projectId)))
      .filter((event) => event.type === 'MemberAdded')
      .map((event) => (event.data as { userId: string }).userId);
    expect(added.sort()).toEqual(['admin-1', ...userIds].sort());
  });

  it('stores every event with who, when and which command', async () => {
    const env = envWithOwnCache();
    const { projectId } = await createProject(
      env,
      { actorId: 'admin-1', correlationId: 'request-42' },
      { projectKey: `meta-${Date.now()}` },
    );
    const [created, member] = await store.readStream(streamIds.project(projectId));
    expect(created!.metadata).toMatchObject({
      actorId: 'admin-1',
      correlationId: 'request-42',
      occurredAt: expect.any(String),
    });
    expect(created!.metadata.causationId).toBe(member!.metadata.causationId);
  });

  it('sends a batch again when the answer to its append was lost, and the store keeps it once', async () => {
    const env = envWithOwnCache();
    const { projectId } = await createProject(env, origin, { projectKey: `lost-${Date.now()}` });
    let answersToLose = 1;
    const losingAnswers: CommandEnv = {
      ...env,
      eventStore: Object.assign(Object.create(store) as PostgresEventStore, {
        async append(...args: Parameters<PostgresEventStore['append']>) {
          const result = await store.append(...args);
          if (answersToLose-- > 0) throw new DatabaseUnavailableError(new Error('Connection terminated unexpectedly'));
          return result;
        },
      }),
    };
    const result = await updateProject(losingAnswers, origin, { projectId, data: { title: 'Once' } });
    expect(answersToLose).toBe(-1);
    expect(result.version).toBe(3);
    const events = await store.readStream(streamIds.project(projectId));
    expect(events.map((event) => event.type)).toEqual(['ProjectCreated', 'MemberAdded', 'ProjectDetailsChanged']);
  });
});
