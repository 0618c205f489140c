import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { S3BlobStore } from '@waterline/api';
import { type S3TestServer, startS3TestServer } from '@waterline/api/testing';
import {
  createTestInstance,
  projectSnapshot,
  runScript,
  seedProject,
  startTestInstance,
  type TestInstance,
} from './support/test-instance.ts';

let s3: S3TestServer;
let source: TestInstance;
let target: TestInstance;
let targetBucket: S3BlobStore;

beforeAll(async () => {
  s3 = await startS3TestServer();
  source = await startTestInstance('postgres', (await s3.newBucket()).env);
  const targetSettings = await s3.newBucket();
  targetBucket = new S3BlobStore(targetSettings.config);
  target = await createTestInstance('postgres', targetSettings.env);
}, 240_000);
afterAll(async () => {
  await Promise.all([source?.dispose(), target?.dispose()]);
  await s3?.close();
});

it('exports a project whose blobs are in S3 and imports it into an instance on another bucket', async () => {
  await seedProject(source);
  const sourceSnapshot = await projectSnapshot(source);
  const archive = join(source.env.WATERLINE_DATA_DIR!, '..', 'demo.jsonl.gz');
  await runScript(source, 'export-project.ts', ['--project', 'demo', '--out', archive]);
  const blobKeys = gunzipSync(await readFile(archive))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { record: string; key?: string })
    .filter((line) => line.record === 'blob')
    .map((line) => line.key);
  expect(blobKeys).toContain('demo/data/demo-baseline.csv');

  await runScript(target, 'import-project.ts', ['--in', archive]);
  expect((await targetBucket.list('demo/')).map((blob) => blob.key)).toEqual(expect.arrayContaining(blobKeys));
  await target.start();
  expect(await projectSnapshot(target)).toEqual(sourceSnapshot);
}, 240_000);
