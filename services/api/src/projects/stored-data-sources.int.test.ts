import { afterAll, beforeAll, expect, it } from 'vitest';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { createPublicProject, saveAlternatives, uploadThroughApi } from '../testing/project-setup.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

const csv = 'Date,Dam:cfs\n2001-01-01,5\n2001-01-02,7\n';
const unstored = (text: string, fileName: string) =>
  `The data file of alternative '${text}', ${fileName}, is not stored in this project: upload it first.`;

// An alternative names a data file of its project's store, or the create or edit is refused and nothing is recorded.
describeEachDatabase('the data files alternatives name', (db) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<TestApi['signUp']>>;
  const key = `sources-${Date.now().toString(36)}`;
  let projectId = '';

  const projectEvents = async () => (await api.store.readStream(streamIds.project(projectId))).length;
  const update = (alternatives: { text: string; dataSource: string; description?: string }[]) =>
    saveAlternatives(api, admin.token, { key, id: projectId }, alternatives);

  beforeAll(async () => {
    api = await startTestApi(db.sql);
    admin = await api.signUp({ first: 'Ada' });
    projectId = await createPublicProject(api, admin.token, key);
  });
  afterAll(() => api.close());

  it('refuses to create a project whose alternative names a file never stored, and reserves nothing', async () => {
    const newKey = `${key}-new`;
    const body = (alternatives: object[]) => ({ project_key: newKey, data: { title: 'New', alternatives } });
    const refused = await api.request('POST', '/api/projects/create', {
      token: admin.token,
      body: body([{ text: 'Base', dataSource: `${newKey}/data/flows.csv` }]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: unstored('Base', 'flows.csv') });
    // Nothing recorded: the key is still free.
    const created = await api.request('POST', '/api/projects/create', { token: admin.token, body: body([]) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('refuses an edit that gives an alternative a file never stored, or a name no file can have; no event', async () => {
    const before = await projectEvents();
    for (const [dataSource, fileName] of [
      [`${key}/data/never-uploaded.csv`, 'never-uploaded.csv'],
      [`${key}/data/..`, '..'],
    ] as const) {
      const refused = await update([{ text: 'Lost', dataSource }]);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: unstored('Lost', fileName) });
    }
    expect(await projectEvents()).toBe(before);
  });

  it('takes a stored file, and still saves other edits once that file is lost', async () => {
    const dataSource = await uploadThroughApi(api, admin.token, key, 'flows.csv', csv);
    expect((await update([{ text: 'Base', dataSource }])).status).toBe(200);
    await api.blobs.delete(dataSource);
    const edited = await update([{ text: 'Base', dataSource, description: 'Its file was lost' }]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });
});
