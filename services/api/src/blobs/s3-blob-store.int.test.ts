import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from './blob-store.contract.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.ts';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('S3BlobStore on an S3-compatible server', () => {
  blobStoreContract(async () => {
    const { config } = await server.newBucket();
    // Each test has a bucket of its own; the server's folder goes with it when the server closes.
    return { store: new S3BlobStore(config), dispose: async () => undefined };
  });

  it('lists every key when the server answers a page at a time', async () => {
    const store = new S3BlobStore({ ...(await server.newBucket()).config, listPageSize: 2 });
    const keys = ['demo/data/a.csv', 'demo/data/b.csv', 'demo/layers/c.geojson', 'demo/series/d.1', 'demo/series/e.1'];
    for (const key of [...keys, 'other/data/a.csv'])
      await store.put(key, Buffer.from(key), { contentType: 'application/octet-stream' });
    expect(await store.list('demo/')).toEqual(
      keys.map((key) => ({ key, size: key.length, modifiedAt: expect.any(Date) })),
    );
  });
});
