import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProjectManifestsResponse } from '@waterline/contract/data-contract';
import type { ProjectAnswer, ProjectCreatedAnswer } from '@waterline/contract/projects';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import type { LogPosition } from '@waterline/domain/events/envelope';
import { startTestApi, type TestApi, type TestResponse } from '../testing/test-api.ts';

// What caches in front (a browser, a CDN) may keep of the API's answers: anonymous answers of a project open to anyone
// briefly, content-addressed files for good, and nothing of an answer that depends on who asks.
const WHO_ASKS = ['token', 'authorization', 'remember-me-token'];
const csv = (value: number) => Buffer.from(`Date,Dam:cfs\n2001-01-01,${value}\n2001-01-02,${value + 1}\n`);

/** Waits for the read models when a command was answered 202 (a busy machine), so the next read sees it. */
async function settled(api: TestApi, answer: TestResponse): Promise<void> {
  if (answer.status === 202) await api.runner.waitForPosition(answer.body.position as LogPosition, 30_000);
  else expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

function expectPrivate(headers: Headers): void {
  expect(headers.get('cache-control')).toBe('private, no-store');
  expectVaryOnWhoAsks(headers);
}

function expectVaryOnWhoAsks(headers: Headers): void {
  const vary = (headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
  for (const name of WHO_ASKS) expect(vary).toContain(name);
}

describeEachDatabase('caching of the answers by who asks', (db) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<TestApi['signUp']>>;
  const key = `crowd-${Date.now().toString(36)}`;
  const privateKey = `${key}-private`;
  const ids: Record<string, string> = {};

  const alternatives = (projectKey: string) => [{ text: 'Base', dataSource: `${projectKey}/data/flows.csv` }];
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.baseUrl}${path}`, { headers });
  const update = async (projectKey: string, body: Record<string, unknown>) => {
    const saved = await api.request('PUT', `/api/project/${projectKey}/${ids[projectKey]}/update`, {
      token: admin.token,
      body,
    });
    await settled(api, saved);
  };
  const firstSeries = async (projectKey: string, token?: string) => {
    const listed = await api.request<ProjectManifestsResponse>('GET', `/api/project/${projectKey}/manifests`, {
      ...(token ? { token } : {}),
    });
    const manifest = listed.body.alternatives[0]?.manifest;
    if (!manifest) throw new Error(`no manifest: ${JSON.stringify(listed.body)}`);
    return manifest.importKey;
  };

  beforeAll(async () => {
    api = await startTestApi(db.sql);
    admin = await api.signUp({ first: 'Ada' });
    for (const [projectKey, isPublic] of [
      [key, true],
      [privateKey, false],
    ] as const) {
      await api.blobs.put(`${projectKey}/data/flows.csv`, csv(5), { contentType: 'text/csv' });
      const created = await api.request<ProjectCreatedAnswer>('POST', '/api/projects/create', {
        token: admin.token,
        body: {
          project_key: projectKey,
          public: isPublic,
          data: { title: 'Crowd', alternatives: alternatives(projectKey) },
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids[projectKey] = created.body.project_id;
    }
  });
  afterAll(() => api.close());

  it("a public project's answers to a visitor: an ETag, a short public max-age, Vary on who asks, 304 when held", async () => {
    for (const path of [`/api/project/${key}`, `/api/project/${key}/manifests`]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=10');
      expectVaryOnWhoAsks(first.headers);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^".+"$/);
      const again = await get(path, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
    }
    const answer = (await (await get(`/api/project/${key}`)).json()) as ProjectAnswer;
    expect(answer).toMatchObject({ success: true, project_key: key, role: null, authenticated: true });
  });

  it('the same answers to a signed-in member, or to a visitor holding an access token: private, no-store', async () => {
    const asAdmin = await get(`/api/project/${key}`, { token: admin.token });
    expect(((await asAdmin.json()) as ProjectAnswer).role).toBe(1);
    expectPrivate(asAdmin.headers);
    expectPrivate((await get(`/api/project/${key}/manifests`, { token: admin.token })).headers);
    // A token that is not a user's: the answer is a visitor's, but it was asked with a token, so it is not shared.
    const withAccessToken = await get(`/api/project/${key}`, { 'remember-me-token': 'not-a-token' });
    expect(withAccessToken.status).toBe(200);
    expectPrivate(withAccessToken.headers);
  });

  it('a project that is not open to anyone: private, no-store to a visitor and to its admin', async () => {
    expectPrivate((await get(`/api/project/${privateKey}`)).headers);
    expectPrivate((await get(`/api/project/${privateKey}`, { token: admin.token })).headers);
    expectPrivate((await get(`/api/project/${privateKey}/manifests`, { token: admin.token })).headers);
  });

  it('answers for project admins and members: private, no-store with Vary on who asks', async () => {
    for (const path of [
      `/api/admin/project/${key}`,
      `/api/projectusers/${ids[key]}`,
      `/api/map-markers/${key}`,
      '/api/projects',
    ]) {
      const answer = await get(path, { token: admin.token });
      expect(answer.status, path).toBe(200);
      expectPrivate(answer.headers);
    }
  });

  it('content-addressed series and summaries: public and immutable for a public project, private otherwise', async () => {
    for (const [projectKey, caching] of [
      [key, 'public, max-age=31536000, immutable'],
      [privateKey, 'private, max-age=31536000, immutable'],
    ] as const) {
      const importKey = await firstSeries(projectKey, admin.token);
      for (const path of [
        `/api/project/${projectKey}/series/${importKey}/0`,
        `/api/project/${projectKey}/series/${importKey}/0/summary`,
        `/api/project/${projectKey}/summaries?series=${importKey}.0`,
      ]) {
        const answer = await get(path, { token: admin.token });
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('cache-control'), path).toBe(caching);
      }
    }
  });

  it("the offline survey's answers: public to a visitor of a public project, private to its admin or to anyone else", async () => {
    const surveyKey = `${key}-survey`;
    const layer = (projectKey: string) => `/api/signedurl-map/${projectKey}/rivers.geojson`;
    for (const [projectKey, isPublic] of [
      [surveyKey, true],
      [`${surveyKey}-private`, false],
    ] as const) {
      const created = await api.request('POST', '/api/projects/create', {
        token: admin.token,
        body: { project_key: projectKey, public: isPublic, data: { title: 'Survey', mapSurveyEnabled: true } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await api.blobs.put(
        `${projectKey}/layers/rivers.geojson`,
        Buffer.from('{"type":"FeatureCollection","features":[]}'),
        {
          contentType: 'application/geo+json',
        },
      );
    }
    for (const path of ['/api/map-styles', `/api/map-markers/${surveyKey}`, layer(surveyKey)]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=10');
      expectVaryOnWhoAsks(answer.headers);
    }
    const signedFile = async (projectKey: string, headers: Record<string, string> = {}) => {
      const { url } = (await (await get(layer(projectKey), headers)).json()) as { url: string };
      const file = await get(url);
      expect(file.status, url).toBe(200);
      return file.headers.get('cache-control');
    };
    expect(await signedFile(surveyKey)).toBe('public, no-cache');

    for (const path of [`/api/map-markers/${surveyKey}`, layer(surveyKey), `/api/map-markers/${surveyKey}-private`]) {
      const answer = await get(path, { token: admin.token });
      expect(answer.status, path).toBe(200);
      expectPrivate(answer.headers);
    }
    const refused = await get(`/api/map-markers/${surveyKey}-private`);
    expect(refused.status).toBe(403);
    expectPrivate(refused.headers);
    expect(await signedFile(`${surveyKey}-private`, { token: admin.token })).toBe('private, no-cache');
  });

  it('shared answers: to a visitor as compressed once, to a signed-in caller compressed as sent, plain to whoever asks so', async () => {
    const largeKey = `${key}-large`;
    await api.blobs.put(`${largeKey}/data/flows.csv`, csv(7), { contentType: 'text/csv' });
    const created = await api.request('POST', '/api/projects/create', {
      token: admin.token,
      body: {
        project_key: largeKey,
        public: true,
        data: {
          title: 'Crowd',
          alternatives: Array.from({ length: 12 }, (_, index) => ({
            text: `Alternative ${index}`,
            dataSource: `${largeKey}/data/flows.csv`,
          })),
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const path of [`/api/project/${largeKey}`, `/api/project/${largeKey}/manifests`]) {
      for (const who of [{}, { token: admin.token }] as Record<string, string>[]) {
        const compressed = await get(path, { ...who, 'accept-encoding': 'gzip' });
        expect(compressed.status, path).toBe(200);
        expect(compressed.headers.get('content-encoding'), path).toBe('gzip');
        expect(compressed.headers.get('vary'), path).toContain('Accept-Encoding');
        const plain = await get(path, { ...who, 'accept-encoding': 'identity' });
        expect(plain.headers.get('content-encoding'), path).toBeNull();
        expect(await compressed.json(), path).toEqual(await plain.json());
      }
    }
  });

  it("a survey listing the visitor holds is answered 304, even asked with no-cache as the app's fetch does", async () => {
    const listingKey = `${key}-listing`;
    const created = await api.request('POST', '/api/projects/create', {
      token: admin.token,
      body: { project_key: listingKey, public: true, data: { title: 'Listing', mapSurveyEnabled: true } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = await get(`/api/map-markers/${listingKey}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const held = await get(`/api/map-markers/${listingKey}`, { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(held.status).toBe(304);
  });

  // Each answer is asked for before its change, so the change meets the answer kept for the next visitor.
  it('a visitor sees a change at once: a new title, a replaced file, a project turned private', async () => {
    await get(`/api/project/${key}`);
    await update(key, { data: { title: 'Renamed', alternatives: alternatives(key) } });
    const renamed = (await (await get(`/api/project/${key}`)).json()) as ProjectAnswer;
    expect(renamed.data?.title).toBe('Renamed');

    const before = await firstSeries(key);
    await api.blobs.put(`${key}/data/flows.csv`, csv(50), { contentType: 'text/csv' });
    const after = await firstSeries(key);
    expect(after).not.toBe(before);

    const summaries = `/api/project/${key}/summaries?series=${after}.0`;
    expect((await get(summaries)).status).toBe(200);
    await update(key, { public: false });
    const refused = await get(`/api/project/${key}`);
    expect(refused.status).toBe(403);
    expectPrivate(refused.headers);
    expect((await get(`/api/project/${key}/manifests`)).status).toBe(403);
    expect((await get(summaries)).status).toBe(403);
  });
});

describeEachDatabase('answers shared by visitors, over two API processes on one database', (db) => {
  let first: TestApi;
  let second: TestApi;
  const key = `crowd-two-${Date.now().toString(36)}`;

  beforeAll(async () => {
    first = await startTestApi(db.sql);
    second = await startTestApi(db.sql);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("a change made through one process is in the other's next answer to a visitor", async () => {
    const admin = await first.signUp({ first: 'Ada' });
    const created = await first.request<ProjectCreatedAnswer>('POST', '/api/projects/create', {
      token: admin.token,
      body: { project_key: key, public: true, data: { title: 'Before' } },
    });
    expect(created.status).toBe(201);
    // The second process's answer to a crowd is made and shared before the change...
    const crowd = await Promise.all(
      Array.from({ length: 20 }, () => second.request<ProjectAnswer>('GET', `/api/project/${key}`)),
    );
    expect(new Set(crowd.map((answer) => answer.body.data?.title))).toEqual(new Set(['Before']));
    const saved = await first.request('PUT', `/api/project/${key}/${created.body.project_id}/update`, {
      token: admin.token,
      body: { data: { title: 'After' } },
    });
    await settled(first, saved);
    // ...and once the first process has answered the change, the second's next answer holds it.
    expect((await second.request<ProjectAnswer>('GET', `/api/project/${key}`)).body.data?.title).toBe('After');
  });
});
