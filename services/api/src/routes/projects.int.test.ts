import { afterAll, beforeAll, expect, it } from 'vitest';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startTestApi, streamEventTypes, type TestApi } from '../testing/test-api.ts';

type Created = { project_key: string; project_id: string };

/** The locations every project's data holds in these tests. */
const DATA_LOCATIONS = ['Fort Peck Dam', 'Wolf Point'];

describeEachDatabase('projects over HTTP', (db) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<TestApi['signUp']>>;
  let stranger: Awaited<ReturnType<TestApi['signUp']>>;
  let keyCounter = 0;
  const uniqueKey = (base: string) => `${base}-${++keyCounter}-${Date.now().toString(36)}`;

  async function create(body: Record<string, unknown>, token = admin.token): Promise<Created> {
    const response = await api.request<Created>('POST', '/api/projects/create', { token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  }
  const projectVersion = async (projectId: string) => (await api.store.readStream(streamIds.project(projectId))).length;

  beforeAll(async () => {
    api = await startTestApi(db.sql, {
      config: {
        rateLimit: { windowMs: 60_000, signIn: 1000, passwordReset: 1000, accessCode: 1000, anonymousWrite: 1000 },
      },
      dataLocations: async () => new Set(DATA_LOCATIONS),
    });
    admin = await api.signUp({ first: 'Ada' });
    stranger = await api.signUp({ first: 'Stranger' });
  });
  afterAll(() => api.close());

  it('creates a project with a lower-cased, trimmed key and the defaults of a new project, listed for its creator', async () => {
    const key = uniqueKey('fort-peck');
    const created = await create({ project_key: `  ${key.toUpperCase()} `, data: { title: 'Fort Peck' } });
    expect(created).toMatchObject({ success: true, project_key: key, message: 'Project created' });
    const opened = await api.request('GET', `/api/project/${key}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      success: true,
      authenticated: true,
      requriesAccessCode: false,
      public: true,
      hasAccessCode: false,
      isDynamicLoading: true,
      id: created.project_id,
      project_key: key,
      role: null,
      data: {
        title: 'Fort Peck',
        startCalDay: 1,
        enableDefaultChart: false,
        alternatives: [],
        map: { lat: 49.2401, lng: -96.304, zoom: 2.87, bearing: 0, pitch: 0, markers: [], layers: [] },
      },
    });
    const list = await api.request<{ projects: unknown[] }>('GET', '/api/projects', { token: admin.token });
    expect(list.body.projects).toContainEqual({
      id: created.project_id,
      project_key: key,
      data: { title: 'Fort Peck' },
      role: 1,
    });
    expect(
      (await api.request<{ projects: unknown[] }>('GET', '/api/projects', { token: stranger.token })).body.projects,
    ).toEqual([]);
    expect(await streamEventTypes(api, streamIds.project(created.project_id))).toEqual([
      'ProjectCreated',
      'MemberAdded',
    ]);
  });

  it('refuses bad creations with a clear message and reserves nothing', async () => {
    const taken = uniqueKey('taken');
    await create({ project_key: taken });
    const cases: [Record<string, unknown> | undefined, string | undefined, number, string][] = [
      [{ project_key: 'no-token' }, undefined, 401, 'Please sign in'],
      [{}, admin.token, 400, 'project_key is required'],
      [{ project_key: 123 }, admin.token, 400, 'project_key must be text'],
      [{ project_key: 'fort peck' }, admin.token, 400, 'Project key must not contain spaces'],
      [{ project_key: '   ' }, admin.token, 400, 'Project key is required'],
      [
        { project_key: 'bad/key' },
        admin.token,
        400,
        'Project key may contain only lowercase letters, digits, dots, hyphens and underscores, and must start with a letter or digit',
      ],
      [{ project_key: 'ok-key-1', public: 'yes' }, admin.token, 400, 'public must be true or false'],
      [
        { project_key: 'ok-key-2', data: { startCalDay: 400 } },
        admin.token,
        400,
        'startCalDay must be between 1 and 365',
      ],
      [
        { project_key: 'ok-key-3', data: { alternatives: [{ text: 'Base' }, { text: 'Base', key: 'b2' }] } },
        admin.token,
        400,
        'Alternative names must be unique.',
      ],
      [{ project_key: 'ok-key-4', access_code: 'abc' }, admin.token, 400, 'Access code must be at least 4 characters'],
      [{ project_key: 'ok-key-5', data: { map: { zoom: 'far' } } }, admin.token, 400, 'data.map.zoom must be a number'],
      [{ project_key: taken.toUpperCase() }, admin.token, 409, 'A project with this key already exists'],
    ];
    for (const [body, token, status, message] of cases) {
      const response = await api.request('POST', '/api/projects/create', { body, ...(token ? { token } : {}) });
      expect(response, JSON.stringify(body)).toMatchObject({ status, body: { success: false, message } });
    }
    for (const key of ['no-token', 'fort peck', 'ok-key-1', 'ok-key-2', 'ok-key-3', 'ok-key-4', 'ok-key-5']) {
      expect(await streamEventTypes(api, streamIds.projectKeyReservation(key))).toEqual([]);
    }
    // A refused creation leaves its key free.
    expect((await create({ project_key: 'ok-key-3', data: { alternatives: [{ text: 'Base' }] } })).project_key).toBe(
      'ok-key-3',
    );
    expect(await streamEventTypes(api, streamIds.projectKeyReservation(taken))).toEqual(['ValueReserved']);
  });

  it("refuses the keys of the server's own top-level paths, as the router answers them, and reserves nothing", async () => {
    // /healthz, /readyz and /metrics are answered by the server, /api/docs and /api/blob by the API.
    for (const served of ['healthz', 'readyz', 'metrics', 'api', 'docs', 'blob', 'openapi.json']) {
      const response = await api.request('POST', '/api/projects/create', {
        token: admin.token,
        body: { project_key: served.toUpperCase() },
      });
      expect(response, served).toMatchObject({
        status: 400,
        body: { success: false, message: `"${served}" is reserved; choose another project key` },
      });
      expect(await streamEventTypes(api, streamIds.projectKeyReservation(served))).toEqual([]);
    }
  });

  it('lets exactly one of several clients creating the same key at once succeed, through two servers over one database', async () => {
    // Each server queues the commands of one stream, so only the store's expected-version check keeps the two servers apart.
    const other = await startTestApi(db.sql, { config: api.config });
    try {
      const racers = [admin, stranger, await api.signUp(), await api.signUp()];
      for (let round = 0; round < 3; round += 1) {
        const key = uniqueKey('race');
        const responses = await Promise.all(
          racers.map((racer, index) =>
            (index % 2 === 0 ? api : other).request('POST', '/api/projects/create', {
              token: racer.token,
              body: { project_key: key },
            }),
          ),
        );
        expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
        for (const refused of responses.filter((response) => response.status === 409))
          expect(refused.body.message).toBe('A project with this key already exists');
        expect(await streamEventTypes(api, streamIds.projectKeyReservation(key))).toEqual(['ValueReserved']);
        const winner = responses.find((response) => response.status === 201)!.body as Created;
        expect((await other.request('GET', `/api/project/${key}`)).body.id).toBe(winner.project_id);
      }
    } finally {
      await other.close();
    }
  });

  it('asks for the access code of a public project with one, and opens with the right code', async () => {
    const key = uniqueKey('coded');
    const created = await create({ project_key: key, access_code: 'open sesame' });
    const gate = await api.request('GET', `/api/project/${key}`);
    expect(gate.status).toBe(200);
    expect(gate.body).toEqual({
      success: true,
      message: 'This is a private project. Please enter the access code',
      public: true,
      requriesAccessCode: true,
      authenticated: false,
      project_key: key,
      role: null,
    });
    expect(await api.request('GET', `/api/project/${key}/wrong-code`)).toMatchObject({
      status: 401,
      body: { success: false, message: 'Invalid access code' },
    });

    const opened = await api.request('GET', `/api/project/${key}/${encodeURIComponent('open sesame')}`);
    expect(opened.body).toMatchObject({
      success: true,
      authenticated: true,
      hasAccessCode: true,
      id: created.project_id,
      accessToken: expect.any(String),
    });
    expect(opened.body.rememberMeToken).toBeUndefined();
    expect(JSON.stringify(opened.body)).not.toMatch(/open sesame|\$2b\$/);

    const remembered = await api.request('GET', `/api/project/${key}/${encodeURIComponent('open sesame')}`, {
      headers: { rememberMe: 'true' },
    });
    const rememberMeToken = remembered.body.rememberMeToken as string;
    expect(rememberMeToken).toEqual(expect.any(String));
    const reopened = await api.request('GET', `/api/project/${key}`, {
      headers: { 'remember-me-token': rememberMeToken },
    });
    expect(reopened.body).toMatchObject({ authenticated: true, data: { title: '' } });
    const asMember = await api.request('GET', `/api/project/${key}`, { token: admin.token });
    expect(asMember.body).toMatchObject({ authenticated: true, role: 1 });

    const otherKey = uniqueKey('other');
    await create({ project_key: otherKey, access_code: 'open sesame' });
    expect(
      (await api.request('GET', `/api/project/${otherKey}`, { headers: { 'remember-me-token': rememberMeToken } })).body
        .authenticated,
    ).toBe(false);

    // A new access code ends the tokens earned with the old one.
    const changed = await api.request('PUT', `/api/project/${key}/${created.project_id}/update`, {
      token: admin.token,
      body: { access_code: 'new sesame' },
    });
    expect(changed.body).toMatchObject({ success: true, events: ['ProjectAccessChanged'] });
    expect(
      (await api.request('GET', `/api/project/${key}`, { headers: { 'remember-me-token': rememberMeToken } })).body
        .authenticated,
    ).toBe(false);
    const same = await api.request('PUT', `/api/project/${key}/${created.project_id}/update`, {
      token: admin.token,
      body: { access_code: 'new sesame' },
    });
    expect(same.body).toMatchObject({ message: 'No changes', events: [] });

    // A restore to before the new code keeps the new code; one that asks for the old code back revives none of its tokens.
    await api.request('PUT', `/api/project/${key}/${created.project_id}/update`, {
      token: admin.token,
      body: { data: { title: 'Renamed' } },
    });
    const versionBeforeRotation =
      (
        await api.request<{ entries: { version: number; type: string }[] }>('GET', `/api/project/${key}/history`, {
          token: admin.token,
        })
      ).body.entries.find((entry) => entry.type === 'ProjectAccessChanged')!.version - 1;
    const restore = (body?: unknown) =>
      api.request('POST', `/api/project/${key}/restore/${versionBeforeRotation}`, {
        token: admin.token,
        ...(body ? { body } : {}),
      });
    expect((await restore()).body).toMatchObject({
      success: true,
      events: ['ProjectRestored', 'ProjectDetailsChanged'],
    });
    expect((await api.request('GET', `/api/project/${key}/${encodeURIComponent('open sesame')}`)).status).toBe(401);
    expect((await api.request('GET', `/api/project/${key}/${encodeURIComponent('new sesame')}`)).status).toBe(200);
    expect((await restore({ restoreAccess: true })).body).toMatchObject({
      success: true,
      events: ['ProjectRestored', 'ProjectAccessChanged'],
    });
    expect((await api.request('GET', `/api/project/${key}/${encodeURIComponent('open sesame')}`)).status).toBe(200);
    expect(
      (await api.request('GET', `/api/project/${key}`, { headers: { 'remember-me-token': rememberMeToken } })).body
        .authenticated,
    ).toBe(false);
  });

  it('admits only members to a project that is not public', async () => {
    const key = uniqueKey('members-only');
    await create({ project_key: key, public: false, access_code: 'open sesame' });
    const refusal = {
      status: 403,
      body: {
        success: false,
        message: 'Only members of this project can open it',
        public: false,
        requriesAccessCode: false,
        authenticated: false,
      },
    };
    expect(await api.request('GET', `/api/project/${key}`)).toMatchObject(refusal);
    expect(await api.request('GET', `/api/project/${key}`, { token: stranger.token })).toMatchObject(refusal);
    expect(await api.request('GET', `/api/project/${key}/open%20sesame`)).toMatchObject(refusal);
    expect(await api.request('GET', `/api/project/${key}`, { token: admin.token })).toMatchObject({
      status: 200,
      body: { authenticated: true, public: false, role: 1 },
    });
  });

  it('answers an unknown key with "Unable to find project"', async () => {
    const notFound = { status: 404, body: { success: false, message: 'Unable to find project' } };
    expect(await api.request('GET', '/api/project/no-such-project')).toMatchObject(notFound);
    expect(await api.request('GET', '/api/project/no-such-project/some-code')).toMatchObject(notFound);
    expect(await api.request('GET', '/api/admin/project/no-such-project', { token: admin.token })).toMatchObject(
      notFound,
    );
    expect(
      await api.request('PUT', '/api/project/no-such-project/some-id/update', { token: admin.token, body: {} }),
    ).toMatchObject(notFound);
  });

  it('shows the admin area only to the project admins', async () => {
    const key = uniqueKey('admin-area');
    const created = await create({ project_key: key, access_code: 'open sesame', data: { title: 'Admin area' } });
    const answer = await api.request('GET', `/api/admin/project/${key}`, { token: admin.token });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, data: { id: created.project_id, hasAccessCode: true, data: { title: 'Admin area' } } },
    });
    expect(JSON.stringify(answer.body)).not.toContain('$2b$');
    expect(await api.request('GET', `/api/admin/project/${key}`, { token: stranger.token })).toMatchObject({
      status: 403,
      body: { message: 'Only project admins can do this' },
    });
    expect(await api.request('GET', `/api/admin/project/${key}`)).toMatchObject({
      status: 401,
      body: { message: 'Please sign in' },
    });
  });

  it('saves a submitted project as one event per change', async () => {
    const key = uniqueKey('update');
    const created = await create({
      project_key: key,
      data: { title: 'Before', alternatives: [{ text: 'Base' }, { text: 'Alt 1' }] },
    });
    const path = `/api/project/${key}/${created.project_id}/update`;
    const opened = (
      await api.request<{ data: { alternatives: Record<string, unknown>[]; map: Record<string, unknown> } }>(
        'GET',
        `/api/project/${key}`,
      )
    ).body;
    const [base, alt1] = opened.data.alternatives;
    const submitted = {
      id: created.project_id,
      project_key: key,
      public: true,
      data: {
        ...opened.data,
        title: 'After',
        enableDefaultChart: true,
        defaultChart: { chartType: 'single-alternative', selectedAlt: 'Alt 1' },
        alternatives: [{ ...alt1, loaded: true }, { ...base, color: '#000000', hidden: true }, { text: 'Alt 2' }],
        map: { ...opened.data.map, zoom: 6, markers: [{ key: 'dam', name: 'Dam', lat: 48, lng: -106 }] },
      },
    };
    const saved = await api.request('PUT', path, { token: admin.token, body: submitted });
    expect(saved).toMatchObject({ status: 200, body: { success: true, message: 'Changes saved', version: 10 } });
    expect(saved.body.events).toEqual([
      'ProjectDetailsChanged',
      'DefaultChartChanged',
      'AlternativeRecoloured',
      'AlternativeHidden',
      'AlternativeAdded',
      'AlternativesReordered',
      'MapSettingsChanged',
      'MarkerAdded',
    ]);
    const after = await api.request<{
      data: Record<string, unknown> & { alternatives: { text: string; hidden: boolean }[] };
    }>('GET', `/api/project/${key}`);
    expect(after.body.data).toMatchObject({
      title: 'After',
      enableDefaultChart: true,
      defaultChart: { chartType: 'single-alternative', selectedAlt: 'Alt 1', pickYear: null },
    });
    expect(after.body.data.alternatives.map((a) => [a.text, a.hidden])).toEqual([
      ['Alt 1', false],
      ['Base', true],
      ['Alt 2', false],
    ]);
    const again = await api.request('PUT', path, { token: admin.token, body: submitted });
    expect(again.body).toMatchObject({ success: true, message: 'No changes', version: 10, events: [] });
  });

  it('refuses bad updates with a clear message and appends nothing', async () => {
    const key = uniqueKey('bad-update');
    const created = await create({ project_key: key, data: { alternatives: [{ text: 'Base' }, { text: 'Alt 1' }] } });
    const path = `/api/project/${key}/${created.project_id}/update`;
    const version = await projectVersion(created.project_id);
    const cases: [unknown, string | undefined, number, string | RegExp][] = [
      [{ data: { title: 'x' } }, undefined, 401, 'Please sign in'],
      [{ data: { title: 'x' } }, stranger.token, 403, 'Only project admins can do this'],
      [{ project_key: 'another-key' }, admin.token, 400, 'The project key cannot be changed'],
      [{ data: { title: 5 } }, admin.token, 400, 'title must be text'],
      [{ data: { startCalDay: 0 } }, admin.token, 400, 'startCalDay must be between 1 and 365'],
      [
        { data: { alternatives: [{ text: 'Base' }, { key: 'Alt 1', text: 'Base' }] } },
        admin.token,
        400,
        'That name already exists',
      ],
      [
        { data: { defaultChart: { chartType: 'period-of-record' } } },
        admin.token,
        400,
        'Period of Record cannot be the default chart',
      ],
      [
        { data: { defaultChart: { chartType: 'single-alternative', selectedAlt: 'Nowhere' } } },
        admin.token,
        400,
        'Unknown alternative: Nowhere. Pick an alternative of the project.',
      ],
      [
        {
          data: {
            alternatives: [{ text: 'Base' }, { text: 'Alt 1', hidden: true }],
            defaultChart: { chartType: 'multiple-alternatives', selectedAlts: ['Base', 'Alt 1'] },
          },
        },
        admin.token,
        400,
        'Hidden alternative: Alt 1. Pick an alternative that is shown.',
      ],
      [
        { data: { defaultChart: { chartType: 'pie' } } },
        admin.token,
        400,
        /^data\.defaultChart\.chartType: Chart type must be one of/,
      ],
      [{ access_code: 12 }, admin.token, 400, 'access_code must be text or null'],
      ['[1, 2]', admin.token, 400, 'body must be an object'],
    ];
    for (const [body, token, status, message] of cases) {
      const response = await api.request('PUT', path, {
        ...(typeof body === 'string' ? { rawBody: body } : { body }),
        ...(token ? { token } : {}),
      });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.success).toBe(false);
      if (typeof message === 'string') expect(response.body.message).toBe(message);
      else expect(response.body.message).toMatch(message);
    }
    expect(
      await api.request('PUT', `/api/project/${key}/not-its-id/update`, { token: admin.token, body: {} }),
    ).toMatchObject({ status: 404 });
    expect(await projectVersion(created.project_id)).toBe(version);
  });

  it('removes an access code with null', async () => {
    const key = uniqueKey('remove-code');
    const created = await create({ project_key: key, access_code: 'open sesame' });
    const removed = await api.request('PUT', `/api/project/${key}/${created.project_id}/update`, {
      token: admin.token,
      body: { access_code: null },
    });
    expect(removed.body.events).toEqual(['ProjectAccessChanged']);
    expect((await api.request('GET', `/api/project/${key}`)).body).toMatchObject({
      authenticated: true,
      hasAccessCode: false,
    });
  });

  it("names only the locations of the project's data in its default chart and default y-axis ranges", async () => {
    const key = uniqueKey('locations');
    const created = await create({ project_key: key, data: { alternatives: [{ text: 'Base' }] } });
    const path = `/api/project/${key}/${created.project_id}/update`;
    const version = await projectVersion(created.project_id);
    const unknown = [
      { defaultChart: { chartType: 'single-alternative', location: 'Nowhere' } },
      {
        yAxisDefaults: [
          { location: 'Fort Peck Dam', range: [0, 30000] },
          { location: 'Nowhere', range: [0, 1] },
        ],
      },
    ];
    for (const data of unknown) {
      const refused = await api.request('PUT', path, { token: admin.token, body: { data } });
      expect(refused).toMatchObject({
        status: 400,
        body: { success: false, message: "Unknown location: Nowhere. Pick a location of the project's data." },
      });
    }
    const reversed = await api.request('PUT', path, {
      token: admin.token,
      body: { data: { yAxisDefaults: [{ location: 'Wolf Point', range: [10, 10] }] } },
    });
    expect(reversed).toMatchObject({
      status: 400,
      body: { message: 'data.yAxisDefaults.0.range: The minimum must be less than the maximum' },
    });
    expect(await projectVersion(created.project_id)).toBe(version);

    const saved = await api.request('PUT', path, {
      token: admin.token,
      body: {
        data: {
          defaultChart: { chartType: 'single-alternative', location: 'Wolf Point' },
          yAxisDefaults: [{ location: 'Fort Peck Dam', range: [0, 30000] }],
        },
      },
    });
    expect(saved.body).toMatchObject({ success: true, events: ['DefaultChartChanged', 'YAxisDefaultsChanged'] });
    const opened = await api.request<{ data: Record<string, unknown> }>('GET', `/api/project/${key}`);
    expect(opened.body.data).toMatchObject({
      defaultChart: { location: 'Wolf Point' },
      yAxisDefaults: [{ location: 'Fort Peck Dam', range: [0, 30000] }],
    });
  });
});
