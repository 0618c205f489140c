import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore, s3ConfigFromEnv } from './s3-blob-store.ts';

/** The blob store an instance uses: the S3 bucket when S3_BUCKET is set, else `<dataDir>/blobs`. */
export function blobStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): BlobStore {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? new S3BlobStore(s3) : LocalBlobStore.inDataDir(dataDir);
}
