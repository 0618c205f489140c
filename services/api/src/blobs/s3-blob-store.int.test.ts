import { randomUUID } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { describe } from 'vitest';
import { blobStoreContract } from './blob-store.contract.ts';
import { S3BlobStore, s3ConfigFromEnv, type S3BlobStoreConfig } from './s3-blob-store.ts';

const configured = s3ConfigFromEnv();

/** Each test gets its own bucket on the service named by S3_URL, emptied and removed afterwards. */
async function freshBucketStore(base: S3BlobStoreConfig) {
  const config = { ...base, bucket: `${base.bucket}-${randomUUID().slice(0, 8)}` };
  const admin = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  await admin.send(new CreateBucketCommand({ Bucket: config.bucket }));
  const dispose = async () => {
    const listed = await admin.send(new ListObjectsV2Command({ Bucket: config.bucket }));
    for (const object of listed.Contents ?? [])
      await admin.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: object.Key }));
    await admin.send(new DeleteBucketCommand({ Bucket: config.bucket }));
    admin.destroy();
  };
  return { store: new S3BlobStore(config), dispose };
}

// Runs against a real S3-compatible service only when S3_BUCKET (and S3_URL for a non-AWS one) are set.
describe.skipIf(configured === undefined)(
  'S3BlobStore (not verified: set S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to run)',
  () => {
    blobStoreContract(() => {
      if (configured === undefined) throw new Error('S3_BUCKET is not set');
      return freshBucketStore(configured);
    });
  },
);
