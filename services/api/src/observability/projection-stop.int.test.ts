import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@waterline/read-models/all-projections';
import { readCheckpoints } from '@waterline/read-models/runner/checkpoint-watcher';
import { comparePositions } from '@waterline/domain/events/event-store';
import { buildEvent } from '@waterline/read-models/runner/testing';
import { exampleConfiguration } from '@waterline/domain/projects/examples';
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@waterline/read-models/db/testing';
import { createProject } from '../commands/projects.ts';
import { createUser } from '../commands/users.ts';
import { startComposed, type ComposedForTest } from '../main/compose-testing.ts';

// An event in the log that a projection cannot apply: here a second project created under a key the read models hold.
describe.each(TEST_DATABASE_KINDS)('a projection stopped at an event it cannot apply [%s]', (kind) => {
  let db: TestDatabase | undefined;
  let app: ComposedForTest;
  const origin = { actorId: 'operator', correlationId: 'projection-stop-test' };

  beforeAll(async () => {
    db = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    app = await startComposed(db ? { DATABASE_URL: db.url } : {});
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  const readyz = async () => {
    const answer = await fetch(`${app.baseUrl}/readyz`);
    return {
      status: answer.status,
      body: (await answer.json()) as { checks: { projectors: Record<string, unknown> } },
    };
  };

  it('makes /readyz answer 503 naming the event, counts it in /metrics, answers its waiters at once, and lets the other projections go on', async () => {
    const { commands } = app.waterline;
    const { userId } = await createUser(commands, origin, {
      first: 'Key',
      last: 'Holder',
      email: `holder-${kind}@example.org`,
      password: 'a password for the key holder',
    });
    await createProject(commands, { actorId: userId, correlationId: randomUUID() }, { projectKey: 'taken' });
    await expect.poll(async () => (await readyz()).status, { timeout: 20_000 }).toBe(200);

    const projectId = randomUUID();
    const poison = buildEvent('ProjectCreated', {
      projectId,
      projectKey: 'taken',
      createdBy: userId,
      configuration: exampleConfiguration(),
    });
    const { position } = await app.waterline.eventStore.append(`project-${projectId}`, [poison]);
    // Answered at once (not after ten minutes) once the projection stopped short of the position.
    expect(await app.waterline.runner.waitForPosition(position, 10 * 60_000)).toBe(false);

    const { status, body } = await readyz();
    expect(status).toBe(503);
    const stopped = body.checks.projectors.stopped as { projection: string; eventId: string }[];
    expect(stopped.length).toBeGreaterThan(0);
    for (const stop of stopped) expect(stop).toMatchObject({ eventId: poison.eventId, eventType: 'ProjectCreated' });
    expect(body.checks.projectors.error).toContain(poison.eventId);
    const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
    expect(metrics).toContain(`waterline_projections_stopped ${stopped.length}`);
    expect(app.logLines.join('')).toContain(`stopped at event ${poison.eventId}`);

    // The projections that do not stop go on past it.
    const later = await app.waterline.eventStore.append(`test-${randomUUID()}`, [buildEvent()]);
    const going = allProjections
      .map((projection) => projection.name)
      .filter((name) => !stopped.some((stop) => stop.projection === name));
    expect(going.length).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          [...(await readCheckpoints(app.waterline.sql, going)).values()].every(
            (checkpoint) => comparePositions(checkpoint, later.position) >= 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
  });
});
