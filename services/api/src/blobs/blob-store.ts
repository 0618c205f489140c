import type { Readable } from 'node:stream';

/** What a store knows of one stored blob. `sha256` is the lowercase hex digest of its bytes. */
export interface BlobInfo {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
}

/** One entry of a listing; ask `head` for the digest. */
export interface BlobListing {
  key: string;
  size: number;
  /** When the blob was last written. */
  modifiedAt: Date;
}

/** The bytes to store: whole, or a stream read to its end. */
export type BlobBody = Uint8Array | Readable;

/**
 * The blob-store port. Keys are `<project_key>/<folder>/<file>` (see blob-key.ts); every method
 * throws InvalidBlobKeyError for any other key. Adapters: local folder (default) and S3-compatible.
 */
export interface BlobStore {
  /** Stores `body` under `key`, replacing what was there, and returns its size and digest. */
  put(key: string, body: BlobBody, options: { contentType: string }): Promise<BlobInfo>;
  /** The blob's description and a stream of its bytes, or undefined when there is none. */
  get(key: string): Promise<{ info: BlobInfo; body: Readable } | undefined>;
  /** The blob's size, digest and content type, or undefined when there is none. */
  head(key: string): Promise<BlobInfo | undefined>;
  /** The blob's bytes in one read, without its description, or undefined when there is none: for small blobs read often. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Every blob whose key starts with `prefix`, sorted by key. */
  list(prefix: string): Promise<BlobListing[]>;
  /**
   * Removes what writes cut short left behind (a process killed mid-write) when older than `before`; answers how many.
   * Absent where a write is whole or nothing (S3 stores an object in one request).
   */
  removeUnfinishedWrites?(before: Date): Promise<number>;
}

/** Reads a stream of bytes to its end. */
export async function readToEnd(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Reads a whole blob into memory, or undefined when there is none. */
export async function readBlob(store: BlobStore, key: string): Promise<{ info: BlobInfo; bytes: Buffer } | undefined> {
  const found = await store.get(key);
  if (found === undefined) return undefined;
  return { info: found.info, bytes: await readToEnd(found.body) };
}

/** Orders listings by key, as `list` returns them. */
export function byKey(a: BlobListing, b: BlobListing): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
