import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { createPublicProject, saveAlternatives, uploadThroughApi } from '../testing/project-setup.ts';

const csv = (value: number) => `Date,Dam:cfs\n2001-01-01,${value}\n2001-01-02,7\n`;

// Which of a public project's CSVs its visitors may download: those its alternatives use now; its admins get every one.
describeEachDatabase('the data files a project serves', (db) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<TestApi['signUp']>>;
  let stranger: Awaited<ReturnType<TestApi['signUp']>>;
  const key = `served-${Date.now().toString(36)}`;
  let projectId = '';
  const contents: Record<string, string> = {
    'used.csv': csv(1),
    'never-added.csv': csv(2),
    'flows-v1.csv': csv(3),
    'flows-v2.csv': csv(4),
    'removed.csv': csv(5),
  };

  const save = async (alternatives: { text: string; dataSource: string }[]) => {
    const saved = await saveAlternatives(api, admin.token, { key, id: projectId }, alternatives);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  beforeAll(async () => {
    api = await startTestApi(db.sql);
    admin = await api.signUp({ first: 'Ada' });
    stranger = await api.signUp({ first: 'Stan' });
    projectId = await createPublicProject(api, admin.token, key);
    for (const [name, content] of Object.entries(contents))
      await uploadThroughApi(api, admin.token, key, name, content);
    await save([
      { text: 'Base', dataSource: `${key}/data/used.csv` },
      { text: 'Edited', dataSource: `${key}/data/flows-v1.csv` },
      { text: 'Gone', dataSource: `${key}/data/removed.csv` },
    ]);
    // The data editor's new version replaces the first; Gone is removed.
    await save([
      { text: 'Base', dataSource: `${key}/data/used.csv` },
      { text: 'Edited', dataSource: `${key}/data/flows-v2.csv` },
    ]);
  });
  afterAll(() => api.close());

  /** The file through the signed URL each download endpoint gives `token`'s user, or the refusal's status. */
  async function download(path: string, token?: string): Promise<{ status: number; text?: string }> {
    const signed = await api.request<{ url?: string; signedUrl?: string }>('GET', path, token ? { token } : {});
    if (signed.status !== 200) return { status: signed.status };
    const file = await fetch(`${api.baseUrl}${signed.body.url ?? signed.body.signedUrl}`);
    return { status: file.status, text: await file.text() };
  }

  const downloadPaths = (name: string) => [`/api/signedurl/${key}/${name}`, `/api/signed-url/${key}/${name}`];

  it('serves anyone who may read the project the files its alternatives use now', async () => {
    for (const name of ['used.csv', 'flows-v2.csv']) {
      for (const path of downloadPaths(name)) {
        for (const token of [undefined, stranger.token])
          expect(await download(path, token), path).toEqual({ status: 200, text: contents[name] });
      }
      const manifest = await api.request('GET', `/api/project/${key}/data/${name}/manifest`);
      expect(manifest.status, name).toBe(200);
    }
  });

  it('answers 404 to all but admins for an upload never added, a replaced version and a removed alternative', async () => {
    for (const name of ['never-added.csv', 'flows-v1.csv', 'removed.csv']) {
      for (const path of downloadPaths(name)) {
        for (const token of [undefined, stranger.token])
          expect(await download(path, token), path).toEqual({ status: 404 });
      }
      for (const token of [undefined, stranger.token]) {
        const manifest = await api.request('GET', `/api/project/${key}/data/${name}/manifest`, token ? { token } : {});
        expect(manifest.status, name).toBe(404);
        expect(manifest.body).toEqual({ success: false, message: 'Data file not found' });
      }
    }
  });

  it("gives the project's admins every one of its files", async () => {
    for (const [name, content] of Object.entries(contents)) {
      for (const path of downloadPaths(name))
        expect(await download(path, admin.token), path).toEqual({ status: 200, text: content });
      const manifest = await api.request('GET', `/api/project/${key}/data/${name}/manifest`, { token: admin.token });
      expect(manifest.status, name).toBe(200);
    }
  });
});
