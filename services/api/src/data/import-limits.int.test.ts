import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_ERROR_MESSAGE } from '@waterline/domain/import/index';
import type { UploadUrlResponse } from '@waterline/contract/data-contract';
import { startDataTestServer, type DataTestServer } from './testing.ts';

const admin = { token: 'admin-token' };
const smallCsv = 'Date,Dam:cfs\n2001-01-01,5\n2001-01-02,6\n';

let server: DataTestServer;

afterEach(async () => {
  await server.close();
});

/** Asks for an upload URL as the admin of 'demo', then PUTs `body` to it. */
async function upload(
  name: string,
  body: string,
  contentType = 'text/csv',
  route = '/api/upload/demo',
): Promise<Response> {
  const signed = await fetch(`${server.baseUrl}${route}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify({ name, contentType }),
  });
  expect(signed.status).toBe(200);
  const { url } = (await signed.json()) as UploadUrlResponse;
  return fetch(`${server.baseUrl}${url}`, { method: 'PUT', headers: { 'content-type': contentType }, body });
}

/** A CSV of `columns` flow columns with a value on every day but 29 February from 1900 for `years` years. */
function denseCsv(columns: number, years: number): string {
  const lines = [`Date,${Array.from({ length: columns }, (_, k) => `Gauge ${k}:cfs`).join(',')}`];
  const values = ',12345.67'.repeat(columns);
  const day = new Date(Date.UTC(1900, 0, 1));
  while (day.getUTCFullYear() < 1900 + years) {
    lines.push(`${day.toISOString().slice(0, 10)}${values}`);
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return `${lines.join('\n')}\n`;
}

describe('import limits', () => {
  it('refuse a tiny CSV whose dates span millennia with 422, naming the accepted years, and keep nothing', async () => {
    server = await startDataTestServer();
    const columns = Array.from({ length: 20 }, (_, k) => `G${k}`);
    const csv = `Date,${columns.join(',')}\n0000-01-01${',1'.repeat(20)}\n9999-12-31${',1'.repeat(20)}\n`;
    expect(Buffer.byteLength(csv)).toBeLessThan(300);
    const answer = await upload('wide.csv', csv);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      success: false,
      message: IMPORT_ERROR_MESSAGE,
      row: 2,
      reason: "the date '0000-01-01' is outside the accepted years 1800-2200",
    });
    expect(await server.files()).toEqual([]);
  });

  it('answer 422 when an import needs more memory than its limit, and go on serving the next requests', async () => {
    server = await startDataTestServer({ maxUploadBytes: 32 * 1024 * 1024, importMemoryMb: 10 });
    const heavy = await upload('heavy.csv', denseCsv(40, 100));
    expect(heavy.status).toBe(422);
    expect(await heavy.json()).toEqual({
      success: false,
      message: 'The file could not be read: reading it needs more memory than an import may use (10 MB)',
      reason: 'reading it needs more memory than an import may use (10 MB)',
    });

    const points = Array.from({ length: 150_000 }, (_, k) => ({
      type: 'Feature',
      properties: { k },
      geometry: { type: 'Point', coordinates: [-106 + k / 1e6, 48] },
    }));
    const layer = await upload(
      'points.geojson',
      JSON.stringify({ type: 'FeatureCollection', features: points }),
      'application/geo+json',
      '/api/map-upload/demo',
    );
    expect(layer.status).toBe(422);
    expect(await layer.json()).toMatchObject({
      success: false,
      reason: 'reading it needs more memory than an import may use (10 MB)',
    });
    expect(await server.files()).toEqual([]);

    // The server, and a new import process, answer the next upload and the next manifest.
    expect((await upload('flows.csv', smallCsv)).status).toBe(200);
    const manifest = await fetch(`${server.baseUrl}/api/project/demo/data/flows.csv/manifest`, { headers: admin });
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({
      rows: 2,
      locations: [{ location: 'Dam', minYear: 2001, maxYear: 2001 }],
    });
  }, 60_000);
});
