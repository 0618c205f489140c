import { access } from 'node:fs/promises';
import { join } from 'node:path';
import exifr from 'exifr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ManifestResponse, UploadedResponse, UploadUrlResponse } from '@waterline/contract/data-contract';
import { decodeSeries, type EncodedSeries } from '@waterline/domain/analysis/series-codec';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { fixtureSerial, jpegWithGps } from '../survey/testing.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.ts';

const csv = 'Date,Dam:cfs\n2001-01-01,5\n2001-01-02,7\n';

// The app composed with S3 settings: what it stores and serves goes through the bucket, not the data folder.
describeEachDatabase(
  'the app with its blobs in S3',
  (db) => {
    let s3: S3TestServer;
    let api: TestApi;
    let bucket: S3BlobStore;
    let admin: Awaited<ReturnType<TestApi['signUp']>>;
    const key = `s3-${Date.now().toString(36)}`;

    beforeAll(async () => {
      s3 = await startS3TestServer();
      const { env, config } = await s3.newBucket();
      bucket = new S3BlobStore(config);
      api = await startTestApi(db.sql, { blobStore: env });
      admin = await api.signUp({ first: 'Ada' });
      const created = await api.request('POST', '/api/projects/create', {
        token: admin.token,
        body: { project_key: key, public: true, data: { title: 'On S3', mapSurveyEnabled: true } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    });
    afterAll(async () => {
      await api?.close();
      await s3?.close();
    });

    const get = (url: string, token?: string) => fetch(`${api.baseUrl}${url}`, token ? { headers: { token } } : {});

    it("uploads an alternative's CSV through its signed URL, imports it and serves it back", async () => {
      const signed = await api.request<UploadUrlResponse>('PUT', `/api/upload/${key}`, {
        token: admin.token,
        body: { name: 'flows.csv', contentType: 'text/csv' },
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      const put = await fetch(`${api.baseUrl}${signed.body.url}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/csv' },
        body: csv,
      });
      expect(put.status).toBe(200);
      const uploaded = (await put.json()) as UploadedResponse;
      expect(await bucket.head(`${key}/data/flows.csv`)).toMatchObject({ sha256: uploaded.sha256 });

      // No alternative uses the file: its admin is served it.
      const manifest = (await (
        await get(`/api/project/${key}/data/flows.csv/manifest`, admin.token)
      ).json()) as ManifestResponse;
      expect(manifest.locations.map((location) => location.location)).toEqual(['Dam']);
      const series = decodeSeries((await (await get(manifest.locations[0]!.url)).json()) as EncodedSeries);
      expect(Array.from(series.values).slice(0, 2)).toEqual([5, 7]);
      expect((await bucket.list(`${key}/series/`)).length).toBeGreaterThan(0);

      const download = (await (await get(`/api/signedurl/${key}/flows.csv`, admin.token)).json()) as { url: string };
      expect(await (await get(download.url)).text()).toBe(csv);
      // Nothing went to the data folder.
      await expect(access(join(api.dataDir, 'blobs'))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('takes a survey photo through its signed URL and serves it, without its EXIF, through a signed download', async () => {
      const signed = await api.request<UploadUrlResponse>('PUT', `/api/map-upload/${key}`, {
        body: { contentType: 'image/jpeg', name: 'IMG_0001.jpg' },
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      const put = await fetch(`${api.baseUrl}${signed.body.url}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: await jpegWithGps(),
      });
      expect(put.status, await put.clone().text()).toBe(200);
      const submitted = await api.request('POST', `/api/map-markers/${key}`, {
        body: { data: { data: aSurveyResponse({ private: false, photos: [signed.body.name] }) } },
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      expect((await bucket.list(`${key}/`)).map((blob) => blob.key)).toEqual(
        expect.arrayContaining([expect.stringContaining(signed.body.name.replace(/\.jpg$/, ''))]),
      );

      const download = await api.request<{ url: string }>('GET', `/api/signedurl-map/${key}/${signed.body.name}`);
      expect(download.status).toBe(200);
      const served = Buffer.from(await (await get(download.body.url)).arrayBuffer());
      expect(served.subarray(0, 2).toString('hex')).toBe('ffd8');
      expect(await exifr.parse(served)).toBeUndefined();
      expect(served.includes(fixtureSerial)).toBe(false);
    });
  },
  ['postgres'],
);
