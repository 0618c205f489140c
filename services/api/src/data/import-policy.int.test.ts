import { afterEach, describe, expect, it } from 'vitest';
import type { ManifestResponse, UploadUrlResponse } from '@waterline/contract/data-contract';
import { anAlternative } from '@waterline/domain/projects/examples';
import { formatBytes } from '@waterline/domain/projects/upload-size';
import { startDataTestServer, type DataTestServer, type DataTestServerOptions } from './testing.ts';

const csv = 'Date,Dam:cfs,River Gauge:ft\n2001-01-01,5,-999\n2001-01-02,,1.25\n2002-12-31,-4,2\n';
const admin = { token: 'admin-token' };
const reader = { token: 'reader-token' };
const alternative = anAlternative('Base', { dataSource: 'open/data/flows.csv', autofill: true, ignoreValues: [-999] });
const notConfigured =
  'These settings are not those of an alternative of this project: only a project admin can import the file with other settings';

let server: DataTestServer;

afterEach(async () => {
  await server.close();
});

async function start(options: DataTestServerOptions = {}) {
  server = await startDataTestServer({
    alternatives: { open: [alternative], demo: [{ ...alternative, dataSource: 'demo/data/flows.csv' }] },
    ...options,
  });
}

const manifest = (project: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/project/${project}/data/flows.csv/manifest${query}`, { headers });

async function uploadToDemo(): Promise<void> {
  const signed = await fetch(`${server.baseUrl}/api/upload/demo`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify({ name: 'flows.csv', contentType: 'text/csv', alternative: 'Base' }),
  });
  const { url } = (await signed.json()) as UploadUrlResponse;
  expect(
    (await fetch(`${server.baseUrl}${url}`, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: csv }))
      .status,
  ).toBe(200);
}

describe('who may make a stored import', () => {
  it("refuses anonymous visitors of a public project any settings but its alternatives', and stores nothing for them", async () => {
    await start();
    await server.blobs.put('open/data/flows.csv', Buffer.from(csv), { contentType: 'text/csv' });
    // The raw import is the upload's: anyone who may read the project may have it.
    expect((await manifest('open', '')).status).toBe(200);
    const stored = await server.files();

    for (const query of [
      '?ignoreValues=1',
      '?ignoreValues=2',
      '?ignoreYears=2001',
      '?autofill=true',
      '?ignoreNegatives=true&ignoreValues=-999',
    ]) {
      const answer = await manifest('open', query);
      expect(answer.status, query).toBe(403);
      expect(await answer.json(), query).toEqual({ success: false, message: notConfigured });
    }
    expect(await server.files()).toEqual(stored);

    // The alternative's own settings, however written, are imported and stored once.
    expect((await manifest('open', '?ignoreValues=-999&autofill=1')).status).toBe(200);
    const withAlternative = await server.files();
    expect(withAlternative.length).toBeGreaterThan(stored.length);
    expect((await manifest('open', '?autofill=true&ignoreValues=-999,-999')).status).toBe(200);
    expect(await server.files()).toEqual(withAlternative);
  });

  it('lets a project admin import other settings, not a reader, and serves a stored import to any reader', async () => {
    await start();
    await uploadToDemo();
    const refused = await manifest('demo', '?ignoreYears=2002', reader);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, message: notConfigured });
    const made = await manifest('demo', '?ignoreYears=2002', admin);
    expect(made.status).toBe(200);
    expect(((await made.json()) as ManifestResponse).dropped.ignoredYears).toBe(1);
    expect((await manifest('demo', '?ignoreYears=2002', reader)).status).toBe(200);
  });

  it("stops new imports once the project's stored imports reach the quota, with a clear message", async () => {
    await start();
    await uploadToDemo();
    const usedByUpload = (await server.blobs.list('demo/series/')).reduce((total, blob) => total + blob.size, 0);
    await server.close();

    await start({ importQuotaBytes: usedByUpload + 1 });
    await uploadToDemo();
    expect((await manifest('demo', '?ignoreYears=2001', admin)).status).toBe(200);
    const files = await server.files();
    for (const [query, headers] of [
      ['?ignoreYears=2002', admin],
      ['?ignoreValues=-999&autofill=true', reader],
    ] as const) {
      const full = await manifest('demo', query, headers);
      expect(full.status, query).toBe(403);
      expect(await full.json(), query).toEqual({
        success: false,
        message: `This project's stored imports have reached their limit of ${formatBytes(usedByUpload + 1)}: no file can be imported with new settings (the server's WATERLINE_IMPORT_QUOTA_MB sets the limit)`,
      });
    }
    expect(await server.files()).toEqual(files);
    // What is stored is still served.
    expect((await manifest('demo', '?ignoreYears=2001', reader)).status).toBe(200);
  });
});
