import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ManifestResponse, ProjectManifestsResponse } from '@waterline/contract/data-contract';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

// GET /api/project/{key}/manifests in the app, over the read models: what the data views load first.
describeEachDatabase("a project's manifests in one answer", (db) => {
  let api: TestApi;
  const key = `listed-${Date.now().toString(36)}`;
  const privateKey = `${key}-private`;
  let admin: Awaited<ReturnType<TestApi['signUp']>>;

  beforeAll(async () => {
    api = await startTestApi(db.sql);
    admin = await api.signUp({ first: 'Ada' });
    const alternatives = [
      { text: 'Base', dataSource: `${key}/data/flows.csv`, ignoreValues: [-999], autofill: true },
      { text: 'Raw', dataSource: `${key}/data/flows.csv` },
      { text: 'Retired', dataSource: `${key}/data/flows.csv`, hidden: true },
      { text: 'Broken', dataSource: `${key}/data/broken.csv` },
      { text: 'Missing', dataSource: `${key}/data/missing.csv` },
    ];
    const flows = Buffer.from('Date,Dam:cfs\n2001-01-01,5\n2001-01-02,-999\n');
    const files = {
      'flows.csv': flows,
      'broken.csv': Buffer.from('Date,Dam:cfs\nnot a date,5\n'),
      'missing.csv': flows,
    };
    for (const [projectKey, isPublic] of [
      [key, true],
      [privateKey, false],
    ] as const) {
      // An alternative names only a stored file: each is stored before the project names it.
      for (const [name, bytes] of Object.entries(files))
        await api.blobs.put(`${projectKey}/data/${name}`, bytes, { contentType: 'text/csv' });
      const created = await api.request('POST', '/api/projects/create', {
        token: admin.token,
        body: { project_key: projectKey, public: isPublic, data: { title: 'Listed', alternatives } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    // Files lost since: Missing's in the public project, every one of the private project's.
    await api.blobs.delete(`${key}/data/missing.csv`);
    for (const name of Object.keys(files)) await api.blobs.delete(`${privateKey}/data/${name}`);
  });
  afterAll(() => api.close());

  it('lists each visible alternative with its settings and the manifest or refusal its own request gets', async () => {
    const listed = await api.request<ProjectManifestsResponse>('GET', `/api/project/${key}/manifests`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const entries = listed.body.alternatives;
    expect(entries.map((entry) => [entry.key, entry.settings, entry.failure?.status ?? 200])).toEqual([
      ['Base', { autofill: 'true', ignoreValues: '-999' }, 200],
      ['Raw', {}, 200],
      ['Broken', {}, 422],
      ['Missing', {}, 404],
    ]);
    for (const [index, query] of [
      [0, '?autofill=true&ignoreValues=-999'],
      [1, ''],
    ] as const) {
      const own = await api.request<ManifestResponse>('GET', `/api/project/${key}/data/flows.csv/manifest${query}`);
      expect(entries[index]?.manifest).toEqual(own.body);
    }
    const broken = await api.request('GET', `/api/project/${key}/data/broken.csv/manifest`);
    expect(entries[2]?.failure?.message).toBe(broken.body.message);
    // One file, two settings: two imports, each listed for its own alternative.
    expect(entries[0]?.manifest?.importKey).not.toBe(entries[1]?.manifest?.importKey);
  });

  it('answers 304 to a client that holds the same list', async () => {
    const first = await fetch(`${api.baseUrl}/api/project/${key}/manifests`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${api.baseUrl}/api/project/${key}/manifests`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses a visitor who may not open the project, and lists for its admin', async () => {
    const refused = await api.request('GET', `/api/project/${privateKey}/manifests`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: 'You do not have access to this project' });
    const unknown = await api.request('GET', `/api/project/${key}-unknown/manifests`);
    expect(unknown.status).toBe(403);
    const asAdmin = await api.request<ProjectManifestsResponse>('GET', `/api/project/${privateKey}/manifests`, {
      token: admin.token,
    });
    expect(asAdmin.status).toBe(200);
    // Its data files are its own: all lost, each is missing.
    expect(asAdmin.body.alternatives.map((entry) => entry.failure?.status)).toEqual([404, 404, 404, 404]);
  });
});
