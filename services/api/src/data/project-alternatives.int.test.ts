import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { LocalBlobStore } from '../blobs/local-blob-store.ts';
import { blobSigningSecret } from '../blobs/signed-url.ts';
import { startTestApi, testJwtSecret, type TestApi } from '../testing/test-api.ts';
import { createDataRouter } from './data-router.ts';
import { defaultImportMemoryMb, ImportWorkers } from './import-workers.ts';
import { alternativesFrom } from './project-alternatives.ts';

// The manifest route of the composed app: which settings anonymous visitors may have imported comes from the project's read model.
describeEachDatabase("imports of a public project's alternatives", (db) => {
  let api: TestApi;
  let folder = '';
  let blobs: LocalBlobStore;
  const importWorkers = new ImportWorkers({ maxMemoryMb: defaultImportMemoryMb });
  const key = `imports-${Date.now().toString(36)}`;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'waterline-imports-'));
    blobs = LocalBlobStore.inDataDir(folder);
    api = await startTestApi(db.sql, {
      extraRouters: (access) => [createDataRouter({ blobs, importWorkers, alternativesOf: alternativesFrom(db.sql), signingSecret: blobSigningSecret(testJwtSecret), now: () => new Date(), ...access })],
    });
    const admin = await api.signUp({ first: 'Ada' });
    const alternative = { text: 'Base', dataSource: `${key}/data/flows.csv`, ignoreValues: [-999], autofill: true };
    const created = await api.request('POST', '/api/projects/create', { token: admin.token, body: { project_key: key, public: true, data: { title: 'Imports', alternatives: [alternative] } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await blobs.put(`${key}/data/flows.csv`, Buffer.from('Date,Dam:cfs\n2001-01-01,5\n2001-01-02,-999\n'), { contentType: 'text/csv' });
  });
  afterAll(async () => {
    importWorkers.stop();
    await api.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("imports the alternative's settings for anyone and refuses others to anonymous visitors, storing nothing for them", async () => {
    const manifest = (query: string) => fetch(`${api.baseUrl}/api/project/${key}/data/flows.csv/manifest${query}`);
    expect((await manifest('?autofill=true&ignoreValues=-999')).status).toBe(200);
    const stored = (await blobs.list(`${key}/series/`)).map((blob) => blob.key);
    for (const query of ['?ignoreValues=1', '?ignoreValues=-999', '?autofill=true&ignoreValues=-999,2', '?ignoreYears=2001', '?ignoreNegatives=true']) {
      expect((await manifest(query)).status, query).toBe(403);
    }
    expect((await blobs.list(`${key}/series/`)).map((blob) => blob.key)).toEqual(stored);
  });
});
