import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aFrequencyMeasure, aMatrixMeasure, aRulesMeasure } from '@waterline/domain/performance-measures/examples';

import type { SavedPerformanceMeasureData } from '@waterline/domain/performance-measures/pm-data';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { rebuildProjections } from '@waterline/read-models/runner/rebuild';
import { viewerProjections } from '@waterline/read-models/viewer-projections';
import type {
  PerformanceMeasure,
  PerformanceMeasureSavedAnswer,
  PerformanceMeasuresAnswer,
} from '@waterline/contract/performance-measures';
import { startTestApi, streamEventTypes, type TestApi } from '../testing/test-api.ts';
import { createViewerFixture, type TestProject, type ViewerFixture } from '../testing/viewer-fixture.ts';

const adminOnly = 'Only project admins can save, change or delete performance measures';
const wrongPassword = 'Wrong password: saving, changing or deleting a performance measure needs your own password';
const generousLimits = {
  rateLimit: { windowMs: 60_000, signIn: 1000, passwordReset: 1000, accessCode: 1000, anonymousWrite: 1000 },
};

describeEachDatabase('saved performance measures over HTTP', (db) => {
  let api: TestApi;
  let f: ViewerFixture;

  async function save(data: SavedPerformanceMeasureData, project: TestProject = f.open): Promise<PerformanceMeasure> {
    const response = await api.request<PerformanceMeasureSavedAnswer>('POST', `/api/pms/${project.key}`, {
      token: f.admin.token,
      body: { data, password: f.admin.password },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.pm;
  }
  async function list(project: TestProject = f.open, token?: string): Promise<PerformanceMeasure[]> {
    const response = await api.request<PerformanceMeasuresAnswer>(
      'GET',
      `/api/pms/${project.key}`,
      token ? { token } : {},
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.pms;
  }
  const typesOf = (pm: PerformanceMeasure) => streamEventTypes(api, streamIds.performanceMeasure(pm.id));

  beforeAll(async () => {
    api = await startTestApi(db.sql, { config: generousLimits });
    f = await createViewerFixture(api);
  });
  afterAll(() => api.close());

  it('saves a measure of each type for an admin who sends their password; anyone past the gate lists them', async () => {
    const measures = [
      aFrequencyMeasure(),
      aFrequencyMeasure({ pmType: 'Frequency of Event - Continuous', direction: 'subceed' }),
      aRulesMeasure({ better: 'less' }),
      aMatrixMeasure(),
    ];
    const saved: PerformanceMeasure[] = [];
    for (const data of measures) saved.push(await save(data));
    expect(saved.map((pm) => pm.data)).toEqual(measures);
    expect(await list()).toEqual(saved);
    expect(await list(f.open, f.stranger.token)).toEqual(saved);

    const [event] = await api.store.readStream(streamIds.performanceMeasure(saved[0]!.id));
    expect(event).toMatchObject({
      type: 'PMSaved',
      data: { pmId: saved[0]!.id, projectId: f.open.id, data: measures[0] },
      metadata: { actorId: f.admin.id },
    });
    expect(JSON.stringify(event)).not.toContain(f.admin.password);
  });

  it('keeps a measure marked temporary as a saved one', async () => {
    const pm = await save({
      ...aFrequencyMeasure({ name: 'Was temporary' }),
      temporary: true,
    } as SavedPerformanceMeasureData);
    expect(pm.data).not.toHaveProperty('temporary');
    expect((await list()).find((listed) => listed.id === pm.id)?.data).toEqual(
      aFrequencyMeasure({ name: 'Was temporary' }),
    );
  });

  it('refuses a formula that tries to escape, naming the rule and the problem, and stores nothing', async () => {
    const before = await list();
    const escaping = [
      'constructor',
      'process.exit(1)',
      'globalThis',
      'x.constructor',
      'x["__proto__"]',
      'this',
      'Function("return process")()',
    ];
    for (const formula of escaping) {
      const ranges = [
        { key: 1, name: 'Escape', type: 'range' as const, lowerRange: 0, upperRange: 10, score: formula },
      ];
      const response = await api.request('POST', `/api/pms/${f.open.key}`, {
        token: f.admin.token,
        body: { data: aRulesMeasure({ ranges }), password: f.admin.password },
      });
      expect(response, formula).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringMatching(/^Rule 1 \('Escape'\): Formula refused: /) },
      });
    }
    expect(await list()).toEqual(before);
  });

  it('refuses data the engine cannot compute with every problem, and wrongly typed fields by name', async () => {
    const before = await list();
    const post = (data: unknown) =>
      api.request('POST', `/api/pms/${f.open.key}`, {
        token: f.admin.token,
        body: { data, password: f.admin.password },
      });
    const matrix = aMatrixMeasure({
      yLookup: [
        { type: 'range', lowerRange: 9, upperRange: 1, weight: 1 },
        { type: 'equal', value: 3, weight: '' },
      ],
    });
    expect(await post(matrix)).toMatchObject({
      status: 400,
      body: { message: 'Data rule 1: Lower range should be less than upper range. Data rule 2: Missing weight.' },
    });
    expect(await post(aFrequencyMeasure({ direction: 'between' }))).toMatchObject({
      status: 400,
      body: { message: 'Between needs a lower and an upper range.' },
    });
    expect(await post({ ...aFrequencyMeasure(), pmType: 'Best guess' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('pmType must be one of Frequency of Event,') },
    });
    expect(await post({ ...aFrequencyMeasure(), better: 'higher' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('better must be one of more, less') },
    });
    expect(await post({ ...aFrequencyMeasure(), name: '  ' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('name is required') },
    });
    const noPassword = await api.request('POST', `/api/pms/${f.open.key}`, {
      token: f.admin.token,
      body: { data: aFrequencyMeasure() },
    });
    expect(noPassword).toMatchObject({ status: 400, body: { message: 'password is required' } });
    expect(await list()).toEqual(before);
  });

  it('updates a saved measure with the password, and records nothing when it is unchanged', async () => {
    const pm = await save(aRulesMeasure({ name: 'To update' }));
    const put = (data: SavedPerformanceMeasureData, id = pm.id) =>
      api.request('PUT', `/api/pm/${id}`, { token: f.admin.token, body: { data, password: f.admin.password } });
    const updated = aMatrixMeasure({ name: 'Updated' });
    expect(await put(updated)).toMatchObject({ status: 200, body: { success: true } });
    expect((await list()).find((listed) => listed.id === pm.id)).toEqual({ id: pm.id, data: updated });
    expect(await put(updated)).toMatchObject({ status: 200, body: { success: true } });
    expect(await typesOf(pm)).toEqual(['PMSaved', 'PMEdited']);
    expect(await put(updated, 'no-such-measure')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Performance measure not found' },
    });
  });

  it('deletes with the password in the path, a header or the body', async () => {
    const [byPath, byHeader, byBody] = [
      await save(aFrequencyMeasure({ name: 'Path' })),
      await save(aFrequencyMeasure({ name: 'Header' })),
      await save(aFrequencyMeasure({ name: 'Body' })),
    ];
    const answers = [
      await api.request('DELETE', `/api/pms/${byPath.id}/${encodeURIComponent(f.admin.password)}`, {
        token: f.admin.token,
      }),
      await api.request('DELETE', `/api/pms/${byHeader.id}`, {
        token: f.admin.token,
        headers: { password: f.admin.password },
      }),
      await api.request('DELETE', `/api/pms/${byBody.id}`, {
        token: f.admin.token,
        body: { password: f.admin.password },
      }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const remaining = (await list()).map((pm) => pm.id);
    for (const pm of [byPath, byHeader, byBody]) {
      expect(remaining).not.toContain(pm.id);
      expect(await typesOf(pm)).toEqual(['PMSaved', 'PMDeleted']);
    }
    expect(
      await api.request('DELETE', `/api/pms/${byPath.id}/${encodeURIComponent(f.admin.password)}`, {
        token: f.admin.token,
      }),
    ).toMatchObject({ status: 404 });
    expect(await api.request('DELETE', `/api/pms/${byPath.id}`, { token: f.admin.token })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('password is required') },
    });
    expect(api.logger.lines.join('\n')).not.toContain(f.admin.password);
  });

  it('changes nothing for a wrong password, a collaborator, a Read Only member, a stranger or a visitor', async () => {
    const pm = await save(aRulesMeasure({ name: 'Guarded' }));
    const asUser = (user: { token: string }, password: string) => ({ token: user.token, password });
    const attempts: [{ token?: string; password: string }, number, string][] = [
      [asUser(f.admin, 'wrong-password'), 403, wrongPassword],
      [asUser(f.collaborator, f.collaborator.password), 403, adminOnly],
      [asUser(f.reader, f.reader.password), 403, adminOnly],
      [asUser(f.stranger, f.stranger.password), 403, adminOnly],
      [{ password: f.admin.password }, 401, 'Please sign in'],
    ];
    for (const [{ token, password }, status, message] of attempts) {
      const auth = token ? { token } : {};
      const refused = { status, body: { success: false, message } };
      expect(
        await api.request('POST', `/api/pms/${f.open.key}`, { ...auth, body: { data: aFrequencyMeasure(), password } }),
      ).toMatchObject(refused);
      expect(
        await api.request('PUT', `/api/pm/${pm.id}`, { ...auth, body: { data: aMatrixMeasure(), password } }),
      ).toMatchObject(refused);
      expect(await api.request('DELETE', `/api/pms/${pm.id}/${encodeURIComponent(password)}`, auth)).toMatchObject(
        refused,
      );
      expect(await api.request('DELETE', `/api/pms/${pm.id}`, { ...auth, headers: { password } })).toMatchObject(
        refused,
      );
    }
    expect((await list()).find((listed) => listed.id === pm.id)).toEqual(pm);
    expect(await typesOf(pm)).toEqual(['PMSaved']);
    expect(api.logger.lines.join('\n')).not.toContain('wrong-password');
  });

  it('follows the project gate for reading, and the admin role of the project for writing', async () => {
    const privatePm = await save(aFrequencyMeasure({ name: 'Members only' }), f.membersOnly);
    expect(await api.request('GET', `/api/pms/${f.membersOnly.key}`)).toMatchObject({
      status: 403,
      body: { success: false, message: 'Only members of this project can open it' },
    });
    expect(await api.request('GET', `/api/pms/${f.membersOnly.key}`, { token: f.stranger.token })).toMatchObject({
      status: 403,
    });
    expect(await list(f.membersOnly, f.reader.token)).toEqual([privatePm]);
    expect(await api.request('GET', `/api/pms/${f.coded.key}`)).toMatchObject({
      status: 403,
      body: { message: 'This is a private project. Please enter the access code' },
    });
    expect(await api.request('GET', '/api/pms/no-such-project')).toMatchObject({
      status: 404,
      body: { message: 'Unable to find project' },
    });
    expect(
      await api.request('POST', '/api/pms/no-such-project', {
        token: f.admin.token,
        body: { data: aFrequencyMeasure(), password: f.admin.password },
      }),
    ).toMatchObject({ status: 404 });
  });

  it('rebuilds the same read model from the log', async () => {
    const rebuilt = await rebuildProjections(db.sql, api.store, viewerProjections);
    expect(rebuilt.every((result) => result.matches)).toBe(true);
    expect(
      rebuilt.flatMap((result) => result.tables).find((compared) => compared.table === 'performance_measures_v1')
        ?.liveRows,
    ).toBeGreaterThan(5);
  });
});

// The limit is the app's, not the database's: one database is enough.
describeEachDatabase(
  'wrong passwords are limited per client address',
  (db) => {
    let api: TestApi;
    let f: ViewerFixture;

    beforeAll(async () => {
      api = await startTestApi(db.sql, { config: { rateLimit: { ...generousLimits.rateLimit, signIn: 3 } } });
      f = await createViewerFixture(api);
    });
    afterAll(() => api.close());

    it('answers 429 after the limit of failed attempts, even to the right password', async () => {
      const attempt = (password: string) =>
        api.request('POST', `/api/pms/${f.open.key}`, {
          token: f.admin.token,
          body: { data: aFrequencyMeasure(), password },
        });
      for (let i = 0; i < 3; i += 1) expect(await attempt('wrong-password')).toMatchObject({ status: 403 });
      expect(await attempt(f.admin.password)).toMatchObject({
        status: 429,
        body: { success: false, message: 'Too many attempts; please try again later' },
      });
      expect(
        await api.request('DELETE', `/api/thresholds/some-id/${encodeURIComponent(f.admin.password)}`, {
          token: f.admin.token,
        }),
      ).toMatchObject({ status: 429 });
    });
  },
  ['postgres'],
);
