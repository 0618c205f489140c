import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeSeries, type EncodedSeries } from '@waterline/domain/analysis/series-codec';
import { decodeSeriesSummary, seriesSummary, type DailySeries } from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import { IMPORT_ERROR_MESSAGE, importAlternativeCsv, type ImportOptions } from '@waterline/domain/import/index';
import { fileInUseMessage } from '@waterline/domain/projects/data-source';
import { anAlternative } from '@waterline/domain/projects/examples';
import type { ManifestResponse, UploadedResponse, UploadUrlResponse } from '@waterline/contract/data-contract';
import { startDataTestServer, type DataTestServer } from './testing.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const fortPeckCsv = resolve(repoRoot, '../shared/data/alternatives/fort-peck-no-action.csv');

const smallCsv = 'Date,Dam:cfs,River Gauge:ft\n2001-01-01,5,1.5\n2001-01-02,,1.25\n2001-02-29,9,9\n2002-12-31,-4,2\n';
const admin = { token: 'admin-token' };

let server: DataTestServer;

async function askUploadUrl(body: object, headers: Record<string, string> = admin, route = '/api/upload/demo') {
  return fetch(`${server.baseUrl}${route}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function signedUploadUrl(
  name: string,
  contentType = 'text/csv',
  route = '/api/upload/demo',
): Promise<UploadUrlResponse> {
  const answer = await askUploadUrl({ name, contentType, path: name }, admin, route);
  expect(answer.status).toBe(200);
  return (await answer.json()) as UploadUrlResponse;
}

async function putFile(url: string, body: string, contentType = 'text/csv') {
  return fetch(`${server.baseUrl}${url}`, { method: 'PUT', headers: { 'content-type': contentType }, body });
}

/** Sends a path as written, without the URL normalisation fetch would apply to '..'. */
function rawGet(path: string, headers: Record<string, string> = admin): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const url = new URL(server.baseUrl);
    const request = httpRequest({ host: url.hostname, port: url.port, path, headers }, (response) => {
      let body = '';
      response
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', fail).end();
  });
}

async function uploadCsv(name: string, csv: string): Promise<UploadedResponse> {
  const { url } = await signedUploadUrl(name);
  const stored = await putFile(url, csv);
  expect(stored.status).toBe(200);
  return (await stored.json()) as UploadedResponse;
}

async function manifestOf(
  fileName: string,
  query = '',
  headers: Record<string, string> = admin,
): Promise<ManifestResponse> {
  const answer = await fetch(`${server.baseUrl}/api/project/demo/data/${fileName}/manifest${query}`, { headers });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ManifestResponse;
}

async function seriesAt(url: string) {
  const answer = await fetch(`${server.baseUrl}${url}`, { headers: admin });
  expect(answer.status).toBe(200);
  return decodeSeries((await answer.json()) as EncodedSeries);
}

function expectSameSeries(
  served: Awaited<ReturnType<typeof seriesAt>>,
  csv: string,
  index: number,
  options: ImportOptions = {},
) {
  const imported = importAlternativeCsv(csv, options);
  if (!imported.ok) throw new Error(imported.error.reason);
  const expected = imported.alternative.series[index];
  expect(served.location).toBe(expected?.location);
  expect(served.measure).toBe(expected?.measure);
  expect([served.minYear, served.maxYear]).toEqual([expected?.minYear, expected?.maxYear]);
  expect(Array.from(served.values)).toEqual(Array.from(expected?.values ?? []));
}

describe('data router', () => {
  beforeEach(async () => {
    server = await startDataTestServer({ maxUploadBytes: 64 * 1024 });
  });
  afterEach(async () => {
    await server.close();
  });

  describe('upload URLs', () => {
    it('are only for a project admin', async () => {
      const request = { name: 'flows.csv', contentType: 'text/csv' };
      expect((await askUploadUrl(request, {})).status).toBe(401);
      expect(await (await askUploadUrl(request, {})).json()).toEqual({ success: false, message: 'Please sign in' });
      expect((await askUploadUrl(request, { token: 'reader-token' })).status).toBe(403);
      expect((await askUploadUrl(request, admin, '/api/upload/open')).status).toBe(403);
    });

    it('sanitise the file name as the product does and sign a PUT of that key', async () => {
      const answer = await signedUploadUrl('Fort Peck (no action) + 2$?.csv', 'application/vnd.ms-excel');
      expect(answer).toMatchObject({
        success: true,
        key: 'demo/data/Fort-Peck-no-action---2.csv',
        name: 'Fort-Peck-no-action---2.csv',
      });
      expect(answer.url).toMatch(
        /^\/api\/blob\/demo\/data\/Fort-Peck-no-action---2\.csv\?method=PUT&expires=\d+&type=application%2Fvnd\.ms-excel&by=admin&signature=/,
      );
      const mixedCase = (await (
        await askUploadUrl({ name: 'flows.csv', contentType: 'text/csv' }, admin, '/api/upload/DEMO')
      ).json()) as UploadUrlResponse;
      expect(mixedCase.key).toBe('demo/data/flows.csv');
    });

    it('refuse a type other than CSV, and a request without a name', async () => {
      const png = await askUploadUrl({ name: 'photo.png', contentType: 'image/png' });
      expect(png.status).toBe(400);
      expect(await png.json()).toEqual({
        success: false,
        message: 'Only one .csv file (text/csv or application/vnd.ms-excel) can be uploaded',
      });
      expect((await askUploadUrl({ name: 'flows.xlsx', contentType: 'application/vnd.ms-excel' })).status).toBe(400);
    });

    it('say in plain words what is wrong with the request', async () => {
      for (const [body, message] of [
        [{ contentType: 'text/csv' }, 'name is required'],
        [{ name: 12, contentType: 'text/csv' }, 'name must be a string'],
        [{ name: '', contentType: 'text/csv' }, 'name must not be empty'],
        [{ name: `${'a'.repeat(300)}.csv`, contentType: 'text/csv' }, 'name must be at most 255 characters'],
        [{ name: 'flows.csv' }, 'contentType is required'],
      ] as const) {
        const answer = await askUploadUrl(body);
        expect(answer.status, message).toBe(400);
        expect(await answer.json(), message).toEqual({ success: false, message });
      }
    });

    it('take a content type with parameters such as charset, as the signed PUT does', async () => {
      const answer = await askUploadUrl({ name: 'flows.csv', contentType: 'Text/CSV; charset=utf-8' });
      expect(answer.status).toBe(200);
      const { url } = (await answer.json()) as UploadUrlResponse;
      expect(new URL(url, server.baseUrl).searchParams.get('type')).toBe('text/csv');
      const stored = await putFile(url, smallCsv, 'text/csv;charset=utf-8');
      expect(stored.status).toBe(200);
      expect(await server.blobs.head('demo/data/flows.csv')).toMatchObject({ contentType: 'text/csv' });
    });

    it('stop working for a holder who is no longer an admin of the project', async () => {
      const { url } = await signedUploadUrl('flows.csv');
      server.setAdmin('admin', 'demo', false);
      const refused = await putFile(url, smallCsv);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ success: false, message: 'Only project admins can upload files' });
      expect(await server.files()).toEqual([]);
      server.setAdmin('admin', 'demo', true);
      expect((await putFile(url, smallCsv)).status).toBe(200);
    });

    it('refuse a name that climbs out of its folder', async () => {
      for (const name of ['../../etc/passwd.csv', 'other/flows.csv', '..\\flows.csv', '.hidden.csv']) {
        const answer = await askUploadUrl({ name, contentType: 'text/csv' });
        expect(answer.status, name).toBe(400);
        expect(((await answer.json()) as { message: string }).message, name).toMatch(/^Invalid file name: /);
      }
      expect(await server.files()).toEqual([]);
    });
  });

  describe('signed uploads', () => {
    it('store the CSV, import it and answer 200 with its digest and locations', async () => {
      const uploaded = await uploadCsv('flows.csv', smallCsv);
      expect(uploaded).toMatchObject({ success: true, key: 'demo/data/flows.csv', size: Buffer.byteLength(smallCsv) });
      expect(uploaded.manifest?.locations).toEqual([
        { index: 0, key: 'Dam', location: 'Dam', measure: 'cfs', minYear: 2001, maxYear: 2002 },
        { index: 1, key: 'River Gauge', location: 'River Gauge', measure: 'ft', minYear: 2001, maxYear: 2002 },
      ]);
      expect(uploaded.manifest?.dropped).toEqual({ leapDays: 1, emptyDates: 0, ignoredYears: 0 });
      expect(await server.blobs.head('demo/data/flows.csv')).toMatchObject({
        sha256: uploaded.sha256,
        contentType: 'text/csv',
      });
    });

    it('refuse an expired URL and store nothing', async () => {
      const { url } = await signedUploadUrl('flows.csv');
      server.advance(15 * 60);
      const answer = await putFile(url, smallCsv);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ success: false, message: 'This link has expired' });
      expect(await server.files()).toEqual([]);
    });

    it('refuse a tampered URL: another key, a later expiry or a forged signature', async () => {
      const { url } = await signedUploadUrl('flows.csv');
      const expires = Number(new URL(url, server.baseUrl).searchParams.get('expires'));
      const tampered = [
        url.replace('/demo/data/flows.csv', '/demo/data/other.csv'),
        url.replace('/api/blob/demo/', '/api/blob/open/'),
        url.replace(`expires=${expires}`, `expires=${expires + 86400}`),
        url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
        url.replace(/&signature=[^&]+/, ''),
      ];
      for (const forged of tampered) {
        const answer = await putFile(forged, smallCsv);
        expect(answer.status, forged).toBe(403);
        expect(await answer.json(), forged).toEqual({ success: false, message: 'This link is not valid' });
      }
      expect(await server.files()).toEqual([]);
    });

    it('refuse a body sent with another content type, and a GET of an upload URL', async () => {
      const { url } = await signedUploadUrl('flows.csv');
      const wrongType = await putFile(url, smallCsv, 'application/json');
      expect(wrongType.status).toBe(415);
      expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(405);
      expect(await server.files()).toEqual([]);
    });

    it('refuse a file over the size limit with 413 and store nothing, whether its length is declared or not', async () => {
      const row = '2001-01-01,12345.67,1.5\n';
      const large = `Date,Dam:cfs,River Gauge:ft\n${row.repeat(Math.ceil((80 * 1024) / row.length))}`;
      const declared = await putFile((await signedUploadUrl('large.csv')).url, large);
      expect(declared.status).toBe(413);
      expect(await declared.json()).toEqual({ success: false, message: 'The file is too large: the limit is 64 KB' });

      const { url } = await signedUploadUrl('streamed.csv');
      const streamed = await fetch(`${server.baseUrl}${url}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/csv' },
        body: Readable.toWeb(Readable.from([large.slice(0, 50_000), large.slice(50_000)])) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await server.files()).toEqual([]);
    });

    it('refuse an unreadable CSV with the product message, the row and the reason, and keep nothing', async () => {
      const { url } = await signedUploadUrl('broken.csv');
      const answer = await putFile(url, 'Date,Dam:cfs\n2001-01-01,5\n2001-13-45,6\n');
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({
        success: false,
        message: IMPORT_ERROR_MESSAGE,
        row: 3,
        reason: "the date '2001-13-45' does not exist",
      });
      expect(IMPORT_ERROR_MESSAGE).toBe('Unable to process data, check date format / file structure for errors');
      expect(await server.files()).toEqual([]);

      const noDate = await putFile((await signedUploadUrl('no-date.csv')).url, 'When,Dam:cfs\n2001-01-01,5\n');
      expect(await noDate.json()).toMatchObject({ message: IMPORT_ERROR_MESSAGE, row: 1 });
      expect(await server.files()).toEqual([]);
    });
  });

  describe('downloads', () => {
    it('sign a GET of a stored CSV for whoever may read the project, as /api/signedurl and /api/signed-url', async () => {
      await uploadCsv('flows.csv', smallCsv);
      server.setAlternatives('demo', [anAlternative('Flows', { dataSource: 'demo/data/flows.csv' })]);
      const viewer = await fetch(`${server.baseUrl}/api/signedurl/demo/flows.csv`, {
        headers: { token: 'reader-token' },
      });
      const { success, url } = (await viewer.json()) as { success: boolean; url: string };
      expect(success).toBe(true);
      const downloaded = await fetch(`${server.baseUrl}${url}`);
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers.get('content-type')).toBe('text/csv');
      expect(await downloaded.text()).toBe(smallCsv);

      const editor = await fetch(`${server.baseUrl}/api/signed-url/demo/flows.csv`, { headers: admin });
      const { signedUrl } = (await editor.json()) as { signedUrl: string };
      expect(await (await fetch(`${server.baseUrl}${signedUrl}`)).text()).toBe(smallCsv);
    });

    it('refuse readers without access, unknown files, expired links and PUTs to a download link', async () => {
      await uploadCsv('flows.csv', smallCsv);
      expect((await fetch(`${server.baseUrl}/api/signedurl/demo/flows.csv`)).status).toBe(403);
      expect((await fetch(`${server.baseUrl}/api/signed-url/demo/missing.csv`, { headers: admin })).status).toBe(404);
      const { url } = (await (
        await fetch(`${server.baseUrl}/api/signedurl/demo/flows.csv`, { headers: admin })
      ).json()) as { url: string };
      expect((await putFile(url, 'Date,Dam:cfs\n')).status).toBe(405);
      server.advance(15 * 60);
      const expired = await fetch(`${server.baseUrl}${url}`);
      expect(expired.status).toBe(403);
      expect(await expired.json()).toEqual({ success: false, message: 'This link has expired' });
    });

    it('refuse paths that climb out of the project folder', async () => {
      await uploadCsv('flows.csv', smallCsv);
      for (const path of [
        '/api/signedurl/demo/..%2F..%2Fflows.csv',
        '/api/signedurl/%2E%2E/flows.csv',
        '/api/signed-url/demo/%2E%2E',
        '/api/blob/demo/%2E%2E/flows.csv?method=GET&expires=9999999999&signature=x',
        '/api/project/demo/data/..%2Fdata%2Fflows.csv/manifest',
      ]) {
        const answer = await rawGet(path);
        expect(answer.status, path).toBe(400);
        expect(JSON.parse(answer.body), path).toMatchObject({
          success: false,
          message: expect.stringMatching(/^Invalid file name: /),
        });
      }
    });
  });

  describe('map layers', () => {
    const layer = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Missouri' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [-106.4, 48],
              [-105.9, 48.1],
            ],
          },
        },
      ],
    };

    it('store a GeoJSON FeatureCollection and serve it back through /api/signedurl-map', async () => {
      const { url, key } = await signedUploadUrl(
        'Missouri River.geojson',
        'application/geo+json',
        '/api/map-upload/demo',
      );
      expect(key).toBe('demo/layers/Missouri-River.geojson');
      expect((await putFile(url, JSON.stringify(layer), 'application/geo+json')).status).toBe(200);
      const signed = (await (
        await fetch(`${server.baseUrl}/api/signedurl-map/demo/Missouri-River.geojson`, { headers: admin })
      ).json()) as { url: string };
      const served = await fetch(`${server.baseUrl}${signed.url}`);
      expect(served.headers.get('content-type')).toBe('application/geo+json');
      expect(await served.json()).toEqual(layer);
    });

    it('refuse a file that is not a FeatureCollection, or not GeoJSON at all, and keep nothing', async () => {
      const { url } = await signedUploadUrl('rivers.geojson', 'application/geo+json', '/api/map-upload/demo');
      const answer = await putFile(url, JSON.stringify({ type: 'Feature', geometry: null }), 'application/geo+json');
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({
        success: false,
        message: 'The file is not a GeoJSON FeatureCollection: its type is not "FeatureCollection"',
        reason: 'its type is not "FeatureCollection"',
      });
      expect(
        (await askUploadUrl({ name: 'rivers.csv', contentType: 'text/csv' }, admin, '/api/map-upload/demo')).status,
      ).toBe(400);
      expect(await server.files()).toEqual([]);
    });

    it('refuse a FeatureCollection whose geometry is not GeoJSON (projected metres, not degrees), and keep nothing', async () => {
      const { url } = await signedUploadUrl('utm.geojson', 'application/geo+json', '/api/map-upload/demo');
      const projected = {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [512000, 5317000] } }],
      };
      const answer = await putFile(url, JSON.stringify(projected), 'application/geo+json');
      expect(answer.status).toBe(422);
      expect(await answer.json()).toMatchObject({
        success: false,
        reason:
          'feature 1 has a position outside longitude -180..180 or latitude -90..90 (GeoJSON is in WGS 84 degrees): 512000, 5317000',
      });
      expect(await server.files()).toEqual([]);
    });
  });

  describe('data serving', () => {
    it('serves a manifest and each location as the domain import reads it', async () => {
      const uploaded = await uploadCsv('flows.csv', smallCsv);
      const manifest = await manifestOf('flows.csv');
      expect(manifest).toMatchObject({ success: true, sha256: uploaded.sha256, importKey: uploaded.sha256 });
      expect(manifest.locations.map((location) => location.url)).toEqual([
        `/api/project/demo/series/${uploaded.sha256}/0`,
        `/api/project/demo/series/${uploaded.sha256}/1`,
      ]);
      expectSameSeries(await seriesAt(manifest.locations[0]?.url ?? ''), smallCsv, 0);
      expectSameSeries(await seriesAt(manifest.locations[1]?.url ?? ''), smallCsv, 1);
    });

    it("imports under an alternative's settings on first request, as another content-addressed import", async () => {
      const uploaded = await uploadCsv('flows.csv', smallCsv);
      const manifest = await manifestOf('flows.csv', '?autofill=true&ignoreNegatives=true&ignoreYears=2002');
      expect(manifest.importKey).toMatch(/^[0-9a-f]{64}$/);
      expect(manifest.importKey).not.toBe(uploaded.sha256);
      expect(manifest.dropped.ignoredYears).toBe(1);
      expectSameSeries(await seriesAt(manifest.locations[0]?.url ?? ''), smallCsv, 0, {
        autofill: true,
        ignoreNegatives: true,
        ignoreYears: [2002],
      });
      expect((await manifestOf('flows.csv', '?ignoreYears=2002&autofill=1&ignoreNegatives=true')).importKey).toBe(
        manifest.importKey,
      );
      const bad = await fetch(`${server.baseUrl}/api/project/demo/data/flows.csv/manifest?ignoreValues=-999,lots`, {
        headers: admin,
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ success: false, message: "Ignored values: 'lots' is not a number." });
    });

    it('removes the imports of a file replaced under its name once no file of the project holds its content', async () => {
      const otherCsv = smallCsv.replace('2001-01-01,5', '2001-01-01,6');
      const thirdCsv = smallCsv.replace('2001-01-01,5', '2001-01-01,7');
      const replaced = await uploadCsv('flows.csv', smallCsv);
      const replacedWithSettings = (await manifestOf('flows.csv', '?autofill=true')).importKey;
      const twin = await uploadCsv('twin.csv', otherCsv);
      await uploadCsv('kept.csv', otherCsv);
      const importsStored = async () =>
        new Set((await server.blobs.list('demo/series/')).map((blob) => blob.key.split('/')[2]!.split('.')[0]));
      expect(await importsStored()).toEqual(new Set([replaced.sha256, replacedWithSettings, twin.sha256]));

      // flows.csv now holds new content: nothing can ask for its old imports again. twin.csv still holds kept.csv's old content.
      const replacement = await uploadCsv('flows.csv', thirdCsv);
      await uploadCsv('kept.csv', thirdCsv);
      expect(await importsStored()).toEqual(new Set([twin.sha256, replacement.sha256]));
      expectSameSeries(await seriesAt((await manifestOf('twin.csv')).locations[0]?.url ?? ''), otherCsv, 0);
      expectSameSeries(await seriesAt((await manifestOf('flows.csv')).locations[0]?.url ?? ''), thirdCsv, 0);
    });

    it('caches a series by content: strong ETag, immutable, 304 on revalidation, gzip or plain', async () => {
      await uploadCsv('flows.csv', smallCsv);
      const url = `${server.baseUrl}${(await manifestOf('flows.csv')).locations[0]?.url ?? ''}`;
      const first = await fetch(url, { headers: admin });
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[0-9a-f]{64}-0"$/);
      expect(first.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(first.headers.get('content-encoding')).toBe('gzip');
      const again = await fetch(url, { headers: { ...admin, 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const plain = await fetch(url, { headers: { ...admin, 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('etag')).not.toBe(etag);
      expect(await plain.json()).toEqual(await (await fetch(url, { headers: admin })).json());
    });

    it('answers 422 with the product message for a stored file that cannot be imported, and stores no import of it', async () => {
      await server.blobs.put('demo/data/placed.csv', Buffer.from('Date,Dam:cfs\n2001-01-01,1,2\n'), {
        contentType: 'text/csv',
      });
      const answer = await fetch(`${server.baseUrl}/api/project/demo/data/placed.csv/manifest`, { headers: admin });
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({
        success: false,
        message: IMPORT_ERROR_MESSAGE,
        row: 2,
        reason: 'the row has 3 fields but the header has 2',
      });
      expect((await server.blobs.list('demo/')).map((blob) => blob.key)).toEqual(['demo/data/placed.csv']);
    });

    it("serves a location's summary: the domain's daily statistics and trace years for the start day, cached by content", async () => {
      await uploadCsv('flows.csv', smallCsv);
      const location = (await manifestOf('flows.csv')).locations[0];
      const url = `${server.baseUrl}${location?.url ?? ''}/summary?startDay=274`;
      const answer = await fetch(url, { headers: admin });
      expect(answer.status).toBe(200);
      const imported = importAlternativeCsv(smallCsv);
      if (!imported.ok) throw new Error('the CSV should import');
      const expected = seriesSummary(imported.alternative.series[0] as DailySeries, julianDay(274));
      expect(decodeSeriesSummary(await answer.json())).toEqual(expected);
      const etag = answer.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[0-9a-f]{64}-0-summary-274"$/);
      expect((await fetch(url, { headers: { ...admin, 'if-none-match': etag } })).status).toBe(304);
      expect((await fetch(url)).status).toBe(403);
      for (const startDay of ['0', '366', 'x', '1.5']) {
        const refused = await fetch(`${server.baseUrl}${location?.url ?? ''}/summary?startDay=${startDay}`, {
          headers: admin,
        });
        expect(refused.status, startDay).toBe(400);
        expect(await refused.json()).toEqual({ success: false, message: 'startDay must be a day of the year (1-365)' });
      }
      expect(
        (await fetch(`${server.baseUrl}${location?.url.replace(/\/0$/, '/7') ?? ''}/summary`, { headers: admin }))
          .status,
      ).toBe(404);
    });

    it('serves the summary of an import stored without its summary bases, made from the series once and kept', async () => {
      const { importKey } = (await uploadCsv('flows.csv', smallCsv)).manifest ?? {};
      const baseKey = `demo/series/${importKey}.1.summary.json.gz`;
      expect(await server.blobs.head(baseKey)).toBeDefined();
      await server.blobs.delete(baseKey);
      const answer = await fetch(`${server.baseUrl}/api/project/demo/series/${importKey}/1/summary?startDay=60`, {
        headers: admin,
      });
      expect(answer.status).toBe(200);
      const imported = importAlternativeCsv(smallCsv);
      if (!imported.ok) throw new Error('the CSV should import');
      expect(decodeSeriesSummary(await answer.json())).toEqual(
        seriesSummary(imported.alternative.series[1] as DailySeries, julianDay(60)),
      );
      expect(await server.blobs.head(baseKey)).toBeDefined();
    });

    it("serves several locations' summaries in one answer, in the order asked, as each alone", async () => {
      const { importKey } = (await uploadCsv('flows.csv', smallCsv)).manifest ?? {};
      const url = (series: string[], startDay = 274) =>
        `${server.baseUrl}/api/project/demo/summaries?startDay=${startDay}${series.map((name) => `&series=${name}`).join('')}`;
      const answer = await fetch(url([`${importKey}.1`, `${importKey}.0`]), { headers: admin });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const alone = async (index: number) =>
        (
          await fetch(`${server.baseUrl}/api/project/demo/series/${importKey}/${index}/summary?startDay=274`, {
            headers: admin,
          })
        ).json();
      expect(await answer.json()).toEqual({ summaries: [await alone(1), await alone(0)] });
      expect((await fetch(url([`${importKey}.0`]))).status).toBe(403);
      expect((await fetch(url([`${importKey}.0`, `${importKey}.7`]), { headers: admin })).status).toBe(404);
      for (const refused of [url([]), url(['nope.0']), url([`${importKey}.0`], 0)]) {
        const refusal = await fetch(refused, { headers: admin });
        expect(refusal.status, refused).toBe(400);
        expect(((await refusal.json()) as { message: string }).message).toMatch(
          /^(series is required|series must name 1 to 100 series, each as <import key>\.<location index>|startDay must be a day of the year \(1-365\))$/,
        );
      }
    });

    it('checks read access and answers 404 for what does not exist', async () => {
      const uploaded = await uploadCsv('flows.csv', smallCsv);
      expect((await fetch(`${server.baseUrl}/api/project/demo/data/flows.csv/manifest`)).status).toBe(403);
      expect((await fetch(`${server.baseUrl}/api/project/demo/series/${uploaded.sha256}/0`)).status).toBe(403);
      expect(
        (
          await fetch(`${server.baseUrl}/api/project/demo/series/${uploaded.sha256}/0`, {
            headers: { token: 'reader-token' },
          })
        ).status,
      ).toBe(200);
      expect(
        (await fetch(`${server.baseUrl}/api/project/demo/series/${uploaded.sha256}/7`, { headers: admin })).status,
      ).toBe(404);
      expect((await fetch(`${server.baseUrl}/api/project/demo/series/not-a-digest/0`, { headers: admin })).status).toBe(
        404,
      );
      expect(
        (await fetch(`${server.baseUrl}/api/project/demo/data/missing.csv/manifest`, { headers: admin })).status,
      ).toBe(404);
    });
  });
});

describe.skipIf(!existsSync(fortPeckCsv))(`Fort Peck alternative (skipped when ${fortPeckCsv} is absent)`, () => {
  beforeEach(async () => {
    server = await startDataTestServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('is uploaded, imported and served back with the values of the domain import', async () => {
    const csv = readFileSync(fortPeckCsv, 'utf8');
    const uploaded = await uploadCsv('fort-peck-no-action.csv', csv);
    server.setAlternatives('demo', [anAlternative('No Action', { dataSource: 'demo/data/fort-peck-no-action.csv' })]);
    expect(uploaded.manifest).toMatchObject({ dropped: { leapDays: 21, emptyDates: 0, ignoredYears: 0 } });
    const manifest = await manifestOf('fort-peck-no-action.csv', '', { token: 'reader-token' });
    expect(manifest.locations).toEqual([
      {
        index: 0,
        key: 'Fort Peck Dam',
        location: 'Fort Peck Dam',
        measure: 'cfs',
        minYear: 1930,
        maxYear: 2012,
        url: `/api/project/demo/series/${uploaded.sha256}/0`,
      },
    ]);
    expectSameSeries(await seriesAt(manifest.locations[0]?.url ?? ''), csv, 0);
  });
});

describe("an alternative's data file", () => {
  const fileName = 'fort-peck-alternative-2.csv';
  const alternatives = [anAlternative('Alt 2', { dataSource: `demo/data/${fileName}` })];
  const refusal = { success: false, message: fileInUseMessage({ text: 'Alt 2' }, fileName) };

  beforeEach(async () => {
    server = await startDataTestServer({ alternatives: { demo: alternatives } });
  });
  afterEach(async () => {
    alternatives.splice(1);
    await server.close();
  });

  const askFor = (name: string, alternative?: string) =>
    askUploadUrl({ name, contentType: 'text/csv', path: name, ...(alternative === undefined ? {} : { alternative }) });
  const storedCsv = async () => (await server.blobs.read(`demo/data/${fileName}`))?.toString();

  it("is refused under the name of another alternative's file, however the name is written, and nothing changes", async () => {
    const original = await askFor(fileName, 'Alt 2');
    expect(original.status).toBe(200);
    expect((await putFile(((await original.json()) as UploadUrlResponse).url, smallCsv)).status).toBe(200);
    const before = await server.files();

    for (const [name, alternative] of [
      [fileName, undefined],
      ['fort peck alternative 2.csv', undefined],
      ['fort-peck+alternative-2.csv', 'Alt 3'],
    ] as const) {
      const answer = await askFor(name, alternative);
      expect(answer.status, name).toBe(409);
      expect(await answer.json()).toEqual(refusal);
    }
    expect(await server.files()).toEqual(before);
    expect(await storedCsv()).toBe(smallCsv);
  });

  it('may be replaced by a new version for its own alternative', async () => {
    const replacement = smallCsv.replace('2001-01-01,5', '2001-01-01,7');
    const { url } = (await (await askFor('fort peck alternative 2.csv', 'Alt 2')).json()) as UploadUrlResponse;
    expect((await putFile(url, replacement)).status).toBe(200);
    expect(await storedCsv()).toBe(replacement);
  });

  it('is refused when another alternative took the name after the link was signed', async () => {
    const { url } = (await (await askFor('later.csv')).json()) as UploadUrlResponse;
    alternatives.push(anAlternative('Alt 3', { dataSource: 'demo/data/later.csv' }));
    const answer = await putFile(url, smallCsv);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      success: false,
      message: fileInUseMessage({ text: 'Alt 3' }, 'later.csv'),
    });
    expect(await server.files()).toEqual([]);
  });
});
