import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { assertBlobPrefix, parseBlobKey } from './blob-key.ts';
import { byKey, readToEnd, type BlobBody, type BlobInfo, type BlobListing, type BlobStore } from './blob-store.ts';

export interface S3BlobStoreConfig {
  /** The S3-compatible service's address, e.g. `http://127.0.0.1:9000`; omitted for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Omitted: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys a listing asks for a page at a time; omitted: S3's most, 1000. */
  listPageSize?: number;
}

/** Reads S3_URL, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; undefined unless S3_BUCKET is set. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3BlobStoreConfig | undefined {
  const bucket = env.S3_BUCKET;
  if (bucket === undefined || bucket === '') return undefined;
  const { S3_URL: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

const digestMetadataName = 'sha256';

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NotFound' || failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
}

/** Blob store in an S3-compatible bucket; each object carries its digest in its `sha256` metadata. */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly listPageSize: number | undefined;

  constructor(config: S3BlobStoreConfig) {
    this.bucket = config.bucket;
    this.listPageSize = config.listPageSize;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: BlobBody, options: { contentType: string }): Promise<BlobInfo> {
    parseBlobKey(key);
    const bytes = body instanceof Uint8Array ? body : await readToEnd(body);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: options.contentType,
        Metadata: { [digestMetadataName]: sha256 },
      }),
    );
    return { key, size: bytes.byteLength, sha256, contentType: options.contentType };
  }

  async get(key: string): Promise<{ info: BlobInfo; body: Readable } | undefined> {
    const info = await this.head(key);
    if (info === undefined) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { info, body: object.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<BlobInfo | undefined> {
    parseBlobKey(key);
    let object: HeadObjectCommandOutput;
    try {
      object = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    const contentType = object.ContentType ?? 'application/octet-stream';
    const sha256 = object.Metadata?.[digestMetadataName] ?? (await this.digestOf(key));
    return { key, size: object.ContentLength ?? 0, sha256, contentType };
  }

  async read(key: string): Promise<Buffer | undefined> {
    parseBlobKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return await readToEnd(object.Body as Readable);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    parseBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<BlobListing[]> {
    assertBlobPrefix(prefix);
    const found: BlobListing[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(this.listPageSize ? { MaxKeys: this.listPageSize } : {}),
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined && isBlobKey(object.Key))
          found.push({ key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
    return found.sort(byKey);
  }

  /** The digest of an object stored by another tool, which has no `sha256` metadata. */
  private async digestOf(key: string): Promise<string> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    const hash = createHash('sha256');
    for await (const chunk of object.Body as Readable) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
}

function isBlobKey(key: string): boolean {
  try {
    parseBlobKey(key);
    return true;
  } catch {
    return false;
  }
}
