import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FailureResponse, PumpTransectsResponse, UploadUrlResponse } from '@waterline/contract/data-contract';
import { startDataTestServer, type DataTestServer } from './testing.ts';

// The test server's pump project is 'demo', administered by 'admin-token'; 'reader-token' may only read it.
const csv = 'Date,Slice,Transect,Length_ft,Missing\n2011-06-01,1,Intake,120,FALSE\n2011-07-01,1,Intake,oops,FALSE\n';
const request = { name: 'bank survey.csv', contentType: 'text/csv' };

let server: DataTestServer;

async function askUploadUrl(headers: Record<string, string>, body: object = request) {
  return fetch(`${server.baseUrl}/api/pump-upload`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function upload(text: string) {
  const answer = await askUploadUrl({ token: 'admin-token' });
  expect(answer.status).toBe(200);
  const { url, key } = (await answer.json()) as UploadUrlResponse;
  expect(key).toBe('demo/pump/transects.csv');
  return fetch(`${server.baseUrl}${url}`, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: text });
}

describe('pump transect file', () => {
  beforeEach(async () => {
    server = await startDataTestServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('refuses an upload URL to anyone but an admin of the pump project, and stores nothing', async () => {
    expect((await askUploadUrl({})).status).toBe(401);
    const reader = await askUploadUrl({ token: 'reader-token' });
    expect(reader.status).toBe(403);
    expect(((await reader.json()) as FailureResponse).message).toBe('Only project admins can upload files');
    expect(
      (await askUploadUrl({ token: 'admin-token' }, { name: 'survey.xlsx', contentType: 'application/vnd.ms-excel' }))
        .status,
    ).toBe(400);
    expect(await server.files()).toEqual([]);
  });

  it('says so before any file is uploaded; after the upload serves it as stored, bad rows included, with the intake transect', async () => {
    const before = await fetch(`${server.baseUrl}/api/pump-transects`);
    expect(before.status).toBe(404);
    expect(((await before.json()) as FailureResponse).message).toBe('No pump transect file has been uploaded yet');

    expect((await upload(csv)).status).toBe(200);
    const after = await fetch(`${server.baseUrl}/api/pump-transects`);
    expect(after.status).toBe(200);
    expect((await after.json()) as PumpTransectsResponse).toEqual({ success: true, intakeTransect: 'Intake', csv });
  });

  it('refuses a file without the required columns, naming them, and keeps the previous file', async () => {
    expect((await upload(csv)).status).toBe(200);
    const refused = await upload('When,Where\n2011-01-01,A\n');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'Unable to read the transect file',
      row: 1,
      reason: "the header has no 'Date', 'Transect', 'Length_ft', 'Missing' column (found: 'When', 'Where')",
    });
    const kept = (await (await fetch(`${server.baseUrl}/api/pump-transects`)).json()) as PumpTransectsResponse;
    expect(kept.csv).toBe(csv);
  });
});
