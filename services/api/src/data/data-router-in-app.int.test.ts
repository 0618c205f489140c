import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { UploadUrlResponse } from '@waterline/contract/data-contract';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import type { BlobStore } from '../blobs/blob-store.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

// The data router in the app, over the read models: the project's alternatives, its members' roles, the app's error log.
describeEachDatabase('data files in the app', (db) => {
  let api: TestApi;
  let blobs: BlobStore;
  const key = `imports-${Date.now().toString(36)}`;
  let admin: Awaited<ReturnType<TestApi['signUp']>>;
  let projectId = '';

  /** A signed upload URL of `name` for the user of `token`. */
  async function uploadUrl(token: string, name: string): Promise<string> {
    const signed = await api.request<UploadUrlResponse>('PUT', `/api/upload/${key}`, {
      token,
      body: { name, contentType: 'text/csv' },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    return signed.body.url;
  }

  beforeAll(async () => {
    api = await startTestApi(db.sql);
    blobs = api.blobs;
    admin = await api.signUp({ first: 'Ada' });
    // An alternative names only a stored file: it is stored before the project names it.
    await blobs.put(`${key}/data/flows.csv`, Buffer.from('Date,Dam:cfs\n2001-01-01,5\n2001-01-02,-999\n'), {
      contentType: 'text/csv',
    });
    const alternative = { text: 'Base', dataSource: `${key}/data/flows.csv`, ignoreValues: [-999], autofill: true };
    const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
      token: admin.token,
      body: { project_key: key, public: true, data: { title: 'Imports', alternatives: [alternative] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    projectId = created.body.project_id;
  });
  afterAll(() => api.close());

  it("imports the alternative's settings for anyone and refuses others to anonymous visitors, storing nothing for them", async () => {
    const manifest = (query: string) => fetch(`${api.baseUrl}/api/project/${key}/data/flows.csv/manifest${query}`);
    expect((await manifest('?autofill=true&ignoreValues=-999')).status).toBe(200);
    const stored = (await blobs.list(`${key}/series/`)).map((blob) => blob.key);
    for (const query of [
      '?ignoreValues=1',
      '?ignoreValues=-999',
      '?autofill=true&ignoreValues=-999,2',
      '?ignoreYears=2001',
      '?ignoreNegatives=true',
    ]) {
      expect((await manifest(query)).status, query).toBe(403);
    }
    expect((await blobs.list(`${key}/series/`)).map((blob) => blob.key)).toEqual(stored);
  });

  it('refuses an upload link of a holder who is no longer an admin when the file arrives', async () => {
    const colleague = await api.signUp({ first: 'Cole' });
    expect(
      (
        await api.request('POST', `/api/project/${key}/users/add`, {
          token: admin.token,
          body: { email: colleague.email, project_id: projectId, role: 1 },
        })
      ).status,
    ).toBe(201);
    const url = await uploadUrl(colleague.token, 'later.csv');
    expect(
      (
        await api.request('PUT', `/api/project/${key}/users/edit`, {
          token: admin.token,
          body: { user_id: colleague.id, project_id: projectId, role: 3 },
        })
      ).status,
    ).toBe(200);
    const put = await fetch(`${api.baseUrl}${url}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv' },
      body: 'Date,Dam:cfs\n2001-01-01,5\n',
    });
    expect(put.status).toBe(403);
    expect(await put.json()).toEqual({ success: false, message: 'Only project admins can upload files' });
    expect(await blobs.head(`${key}/data/later.csv`)).toBeUndefined();
  });

  it('takes an upload the client abandons mid-body as the client leaving, not as a server error', async () => {
    const url = new URL(await uploadUrl(admin.token, 'abandoned.csv'), api.baseUrl);
    const linesBefore = api.logger.lines.length;
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'PUT',
        headers: { 'content-type': 'text/csv', 'content-length': '100000' },
      });
      request.on('error', () => resolve());
      request.write('Date,Dam:cfs\n2001-01-01,5\n', () => setTimeout(() => request.destroy(), 100));
    });
    expect((await fetch(`${api.baseUrl}/api/project/${key}/data/flows.csv/manifest`)).status).toBe(200);
    // Logged as the client leaving, once: never as a failure of ours, a 5xx or a stack.
    const aborted = (line: string) => line.startsWith('request aborted by the client');
    await vi.waitFor(() => expect(api.logger.lines.slice(linesBefore).filter(aborted)).toHaveLength(1), {
      timeout: 10_000,
      interval: 20,
    });
    expect(
      api.logger.lines.slice(linesBefore).filter((line) => /Request failed|"status":5\d\d|\n\s+at /.test(line)),
    ).toEqual([]);
    expect(await blobs.head(`${key}/data/abandoned.csv`)).toBeUndefined();
  });
});
