import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { aSteppedThreshold, aThreshold, aWindowedRange } from '@waterline/domain/thresholds/examples';
import type { StoredThresholdData } from '@waterline/domain/thresholds/threshold-data';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { rebuildProjections } from '@waterline/read-models/runner/rebuild';
import { viewerProjections } from '@waterline/read-models/viewer-projections';
import type { Threshold, ThresholdAddedAnswer, ThresholdsAnswer } from '@waterline/contract/thresholds';
import { startTestApi, streamEventTypes, type TestApi } from '../testing/test-api.ts';
import { createViewerFixture, type TestProject, type ViewerFixture } from '../testing/viewer-fixture.ts';

const unable = 'Unable to delete threshold';

describeEachDatabase('thresholds over HTTP', (db) => {
  let api: TestApi;
  let f: ViewerFixture;

  async function add(
    project: TestProject,
    data: StoredThresholdData,
    headers: { token?: string; headers?: Record<string, string> } = { token: f.collaborator.token },
  ): Promise<Threshold> {
    const response = await api.request<ThresholdAddedAnswer>('POST', `/api/thresholds/${project.key}`, {
      ...headers,
      body: { data },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.threshold;
  }
  async function list(
    project: TestProject,
    query = '',
    options: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<Threshold[]> {
    const response = await api.request<ThresholdsAnswer>('GET', `/api/thresholds/${project.key}${query}`, options);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.thresholds;
  }
  const ids = (thresholds: Threshold[]) => thresholds.map((threshold) => threshold.id);

  beforeAll(async () => {
    api = await startTestApi(db.sql, {
      config: {
        rateLimit: { windowMs: 60_000, signIn: 1000, passwordReset: 1000, accessCode: 1000, anonymousWrite: 1000 },
      },
    });
    f = await createViewerFixture(api);
  });
  afterAll(() => api.close());

  it('adds thresholds of every kind, from members and visitors, listed in order and by location', async () => {
    const plain = await add(f.open, aThreshold());
    const range = await add(f.open, aWindowedRange(), {});
    const stepped = await add(f.open, aSteppedThreshold({ location: 'Fort Peck Outflow' }), {
      token: f.stranger.token,
    });
    expect(plain).toEqual({
      id: expect.any(String),
      location: 'Fort Peck Dam',
      data: aThreshold(),
      addedBy: f.collaborator.id,
    });
    expect(range.addedBy).toBeNull();
    expect(stepped.addedBy).toBe(f.stranger.id);
    expect(await list(f.open)).toEqual([plain, range, stepped]);
    expect(ids(await list(f.open, '?location=Fort%20Peck%20Dam'))).toEqual([plain.id, range.id]);
    expect(await list(f.open, '?location=Fort%20Peck%20Outflow')).toEqual([stepped]);
    expect(await list(f.open, '?location=Nowhere')).toEqual([]);

    const [addedByVisitor] = await api.store.readStream(streamIds.threshold(range.id));
    expect(addedByVisitor?.data).toMatchObject({ projectId: f.open.id, addedBy: null });
    expect(addedByVisitor?.metadata).toMatchObject({ actorId: 'anonymous', clientHash: expect.any(String) });
    const [addedByMember] = await api.store.readStream(streamIds.threshold(plain.id));
    expect(addedByMember?.data).toMatchObject({ addedBy: f.collaborator.id });
    expect(addedByMember?.metadata.actorId).toBe(f.collaborator.id);
  });

  it('edits a threshold in place, moves it with its location, and records nothing for the same data', async () => {
    const threshold = await add(f.open, aThreshold({ name: 'To edit', location: 'Edit Dam' }));
    const moved = aThreshold({ name: 'Edited', location: 'Edit Outflow', value: '2175.5', pattern: 'longdashdot' });
    const edit = (data: StoredThresholdData, id = threshold.id) =>
      api.request('PUT', `/api/thresholds/${f.open.key}`, { token: f.collaborator.token, body: { id, data } });
    expect(await edit(moved)).toMatchObject({ status: 200, body: { success: true } });
    expect(await list(f.open, '?location=Edit%20Dam')).toEqual([]);
    expect(await list(f.open, '?location=Edit%20Outflow')).toEqual([
      { id: threshold.id, location: 'Edit Outflow', data: moved, addedBy: f.collaborator.id },
    ]);
    expect(await edit(moved)).toMatchObject({ status: 200, body: { success: true } });
    expect(await streamEventTypes(api, streamIds.threshold(threshold.id))).toEqual([
      'ThresholdAdded',
      'ThresholdEdited',
    ]);

    expect(await edit(moved, 'no-such-threshold')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Threshold not found' },
    });
    const elsewhere = await add(f.membersOnly, aThreshold());
    expect(await edit(moved, elsewhere.id)).toMatchObject({
      status: 404,
      body: { success: false, message: 'Threshold not found' },
    });
    expect(await streamEventTypes(api, streamIds.threshold(elsewhere.id))).toEqual(['ThresholdAdded']);
  });

  it('lets only the user who added a threshold, or an admin, edit it', async () => {
    const threshold = await add(f.open, aThreshold({ name: 'Mine' }));
    const byVisitor = await add(f.open, aThreshold({ name: "A visitor's" }), {});
    const edit = (id: string, name: string, token?: string) =>
      api.request('PUT', `/api/thresholds/${f.open.key}`, {
        ...(token ? { token } : {}),
        body: { id, data: aThreshold({ name }) },
      });
    const refused = {
      status: 403,
      body: { success: false, message: 'Only the user who added a threshold or a project admin can edit it' },
    };
    expect(await edit(threshold.id, 'By a visitor')).toMatchObject(refused);
    expect(await edit(threshold.id, 'By a stranger', f.stranger.token)).toMatchObject(refused);
    expect(await edit(byVisitor.id, 'By another visitor')).toMatchObject(refused);
    expect(await streamEventTypes(api, streamIds.threshold(threshold.id))).toEqual(['ThresholdAdded']);
    expect(await edit(threshold.id, 'By its author', f.collaborator.token)).toMatchObject({ status: 200 });
    expect(await edit(byVisitor.id, 'By the admin', f.admin.token)).toMatchObject({ status: 200 });
  });

  it('limits the thresholds visitors add, per address, and not those of signed-in users', async () => {
    const limited = await startTestApi(db.sql, {
      config: {
        rateLimit: { windowMs: 60_000, signIn: 1000, passwordReset: 1000, accessCode: 1000, anonymousWrite: 2 },
      },
    });
    try {
      const post = (token?: string) =>
        limited.request('POST', `/api/thresholds/${f.open.key}`, {
          ...(token ? { token } : {}),
          body: { data: aThreshold() },
        });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      expect(await post()).toMatchObject({
        status: 429,
        body: { success: false, message: 'Too many attempts; please try again later' },
      });
      expect((await post(f.collaborator.token)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('refuses bad threshold data with a clear message and stores nothing', async () => {
    const before = await list(f.open);
    const existing = before[0]!;
    // Each answer names the field or gives the analysis engine's reason.
    const cases: [unknown, string][] = [
      [undefined, 'body is required'],
      [{}, 'data is required'],
      [{ data: { name: 'No location', value: 1 } }, 'data.location is required'],
      [{ data: aThreshold({ value: 'high' }) }, 'The value is not a number.'],
      [{ data: aThreshold({ opacity: 0.33 }) }, 'opacity must be from 0.05 to 1 in steps of 0.05'],
      [
        { data: { ...aThreshold(), pattern: 'wavy' } },
        'pattern must be one of solid, dash, longdash, dot, dashdot, longdashdot',
      ],
      [{ data: aSteppedThreshold({ steps: [1, 2, 3] }) }, 'The steps must have 365 entries, one per day.'],
      [{ data: aWindowedRange({ lowerRange: 2300 }) }, 'The lower range is above the upper range.'],
      [{ data: aWindowedRange({ startWindow: 400 }) }, 'startWindow: must be a day from 1 to 365'],
    ];
    for (const [body, message] of cases) {
      const refused = { status: 400, body: { success: false, message: expect.stringContaining(message) } };
      const added = await api.request('POST', `/api/thresholds/${f.open.key}`, {
        token: f.collaborator.token,
        ...(body === undefined ? {} : { body }),
      });
      expect(added, JSON.stringify(body)).toMatchObject(refused);
      if (body === undefined || !('data' in (body as object))) continue;
      const edited = await api.request('PUT', `/api/thresholds/${f.open.key}`, {
        token: f.collaborator.token,
        body: { id: existing.id, ...(body as object) },
      });
      expect(edited, JSON.stringify(body)).toMatchObject(refused);
    }
    expect(await api.request('PUT', `/api/thresholds/${f.open.key}`, { body: { data: aThreshold() } })).toMatchObject({
      status: 400,
      body: { message: 'id is required' },
    });
    const malformed = await api.request('POST', `/api/thresholds/${f.open.key}`, {
      rawBody: '{"data":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON' },
    });
    expect(await list(f.open)).toEqual(before);
  });

  it('deletes with the password of the user who added it, or of an admin, in the path, a header or the body', async () => {
    const byPath = await add(f.open, aThreshold({ name: 'Path' }));
    const byHeader = await add(f.open, aThreshold({ name: 'Header' }));
    const byAdmin = await add(f.open, aThreshold({ name: 'Visitor added' }), {});
    const answers = [
      await api.request('DELETE', `/api/thresholds/${byPath.id}/${encodeURIComponent(f.collaborator.password)}`, {
        token: f.collaborator.token,
      }),
      await api.request('DELETE', `/api/thresholds/${byHeader.id}`, {
        token: f.collaborator.token,
        headers: { password: f.collaborator.password },
      }),
      await api.request('DELETE', `/api/thresholds/${byAdmin.id}`, {
        token: f.admin.token,
        body: { password: f.admin.password },
      }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const remaining = ids(await list(f.open));
    for (const gone of [byPath, byHeader, byAdmin]) {
      expect(remaining).not.toContain(gone.id);
      const events = await api.store.readStream(streamIds.threshold(gone.id));
      expect(events.map((event) => event.type)).toEqual(['ThresholdAdded', 'ThresholdDeleted']);
      expect(JSON.stringify(events)).not.toContain(f.collaborator.password);
      expect(JSON.stringify(events)).not.toContain(f.admin.password);
    }
    expect(loggedText(api)).not.toContain(f.collaborator.password);
    expect(loggedText(api)).not.toContain(f.admin.password);
  });

  it("refuses a wrong password, another user's threshold, Read Only members and visitors, and keeps the threshold", async () => {
    const threshold = await add(f.open, aThreshold({ name: 'Keep me' }));
    const refusals: [string, { token?: string; headers?: Record<string, string>; body?: unknown }, number, string][] = [
      [`/${threshold.id}/wrong-password`, { token: f.collaborator.token }, 403, 'Wrong password'],
      [
        `/${threshold.id}`,
        { token: f.collaborator.token, headers: { password: 'wrong-password' } },
        403,
        'Wrong password',
      ],
      [
        `/${threshold.id}/${encodeURIComponent(f.stranger.password)}`,
        { token: f.stranger.token },
        403,
        'Only the user who added a threshold or a project admin can delete it',
      ],
      [
        `/${threshold.id}/${encodeURIComponent(f.reader.password)}`,
        { token: f.reader.token },
        403,
        'Read Only members cannot change thresholds',
      ],
      [`/${threshold.id}/${encodeURIComponent(f.collaborator.password)}`, {}, 401, 'Please sign in'],
      [
        `/no-such-threshold/${encodeURIComponent(f.admin.password)}`,
        { token: f.admin.token },
        404,
        'Threshold not found',
      ],
    ];
    for (const [path, options, status, reason] of refusals) {
      const answer = await api.request('DELETE', `/api/thresholds${path}`, options);
      expect(answer, path).toMatchObject({ status, body: { success: false, message: unable, reason } });
    }
    const noPassword = await api.request('DELETE', `/api/thresholds/${threshold.id}`, { token: f.collaborator.token });
    expect(noPassword).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: 'password is required: send it in the path, the `password` header or the JSON body',
      },
    });
    expect(ids(await list(f.open))).toContain(threshold.id);
    expect(await streamEventTypes(api, streamIds.threshold(threshold.id))).toEqual(['ThresholdAdded']);
    expect(loggedText(api)).not.toContain('wrong-password');
  });

  it('lets Read Only members see thresholds but neither add nor edit them', async () => {
    const threshold = await add(f.membersOnly, aThreshold({ name: 'Members only' }));
    const seenByReader = await list(f.membersOnly, '', { token: f.reader.token });
    expect(seenByReader).toContainEqual(threshold);
    const added = await api.request('POST', `/api/thresholds/${f.membersOnly.key}`, {
      token: f.reader.token,
      body: { data: aThreshold() },
    });
    expect(added).toMatchObject({
      status: 403,
      body: { success: false, message: 'Read Only members cannot change thresholds' },
    });
    const edited = await api.request('PUT', `/api/thresholds/${f.membersOnly.key}`, {
      token: f.reader.token,
      body: { id: threshold.id, data: aThreshold({ value: 1 }) },
    });
    expect(edited).toMatchObject({
      status: 403,
      body: { success: false, message: 'Read Only members cannot change thresholds' },
    });
    expect(await list(f.membersOnly, '', { token: f.reader.token })).toEqual(seenByReader);
  });

  it('follows the project gate: members only, and the access code or its remember-me token', async () => {
    const membersOnly = `/api/thresholds/${f.membersOnly.key}`;
    for (const token of [undefined, f.stranger.token]) {
      const options = token ? { token } : {};
      expect(await api.request('GET', membersOnly, options)).toMatchObject({
        status: 403,
        body: { success: false, message: 'Only members of this project can open it' },
      });
      expect(await api.request('POST', membersOnly, { ...options, body: { data: aThreshold() } })).toMatchObject({
        status: 403,
      });
    }
    expect(await api.request('GET', '/api/thresholds/no-such-project')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Unable to find project' },
    });

    const coded = `/api/thresholds/${f.coded.key}`;
    const prompt = 'This is a private project. Please enter the access code';
    expect(await api.request('GET', coded)).toMatchObject({ status: 403, body: { success: false, message: prompt } });
    expect(await api.request('POST', coded, { body: { data: aThreshold() } })).toMatchObject({
      status: 403,
      body: { message: prompt },
    });
    const opened = await api.request<{ rememberMeToken: string }>(
      'GET',
      `/api/project/${f.coded.key}/${f.coded.accessCode}`,
      { headers: { rememberMe: 'true' } },
    );
    const withCode = { headers: { 'remember-me-token': opened.body.rememberMeToken } };
    const added = await add(f.coded, aThreshold({ name: 'With the code' }), withCode);
    expect(await list(f.coded, '', withCode)).toEqual([added]);
    expect(await list(f.coded, '', { token: f.collaborator.token })).toEqual([added]);
  });

  it('rebuilds the same read model from the log', async () => {
    const rebuilt = await rebuildProjections(db.sql, api.store, viewerProjections);
    expect(rebuilt.map((result) => [result.projection, result.matches])).toEqual(
      viewerProjections.map((projection) => [projection.name, true]),
    );
    expect(
      rebuilt.flatMap((result) => result.tables).find((compared) => compared.table === 'thresholds_v1')?.liveRows,
    ).toBeGreaterThan(5);
  });
});

/** Everything the app logged. */
function loggedText(api: TestApi): string {
  return api.logger.lines.join('\n');
}
