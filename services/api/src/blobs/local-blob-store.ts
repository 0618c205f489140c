import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { pipeline } from 'node:stream/promises';
import { assertBlobPrefix, InvalidBlobKeyError, parseBlobKey } from './blob-key.ts';
import { byKey, type BlobBody, type BlobInfo, type BlobListing, type BlobStore } from './blob-store.ts';

/** Kept beside each blob so that `head` need not re-read it; size and mtime tell when it is stale. */
interface BlobMetadata {
  sha256: string;
  contentType: string;
  size: number;
  mtimeMs: number;
}

/** Blobs whose metadata `head` keeps in memory (the data files a crowd's manifests check each time). */
const KEPT_METADATA = 10_000;
const metadataFolder = '.meta';
const temporaryFolder = '.tmp';
const unknownContentType = 'application/octet-stream';

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Blob store in a local folder: a blob `p/f/name` is the file `<root>/p/f/name`, its metadata
 * `<root>/.meta/p/f/name.json`. Writes go to `<root>/.tmp` first and are renamed into place.
 */
export class LocalBlobStore implements BlobStore {
  private readonly root: string;
  /** The metadata `head` last found, with the file it described (inode, size, mtime): a new put is a new file. */
  private readonly headsRead = new LRUCache<string, { file: string; info: BlobInfo }>({ max: KEPT_METADATA });

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The store of the app's data folder: `<dataDir>/blobs`. */
  static inDataDir(dataDir: string): LocalBlobStore {
    return new LocalBlobStore(join(dataDir, 'blobs'));
  }

  async put(key: string, body: BlobBody, options: { contentType: string }): Promise<BlobInfo> {
    const target = this.contentPath(key);
    const temporary = this.insideRoot(temporaryFolder, randomUUID());
    await mkdir(dirname(temporary), { recursive: true });
    try {
      const hash = createHash('sha256');
      const source = body instanceof Uint8Array ? Readable.from([body]) : body;
      await pipeline(
        source,
        async function* hashing(chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(temporary),
      );
      const written = await stat(temporary);
      const metadata: BlobMetadata = {
        sha256: hash.digest('hex'),
        contentType: options.contentType,
        size: written.size,
        mtimeMs: written.mtimeMs,
      };
      await this.writeMetadata(key, metadata);
      await mkdir(dirname(target), { recursive: true });
      await rename(temporary, target);
      return { key, size: metadata.size, sha256: metadata.sha256, contentType: metadata.contentType };
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<{ info: BlobInfo; body: Readable } | undefined> {
    const info = await this.head(key);
    if (info === undefined) return undefined;
    return { info, body: createReadStream(this.contentPath(key)) };
  }

  async head(key: string): Promise<BlobInfo | undefined> {
    const path = this.contentPath(key);
    let current;
    try {
      current = await stat(path);
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
    const file = `${current.ino} ${current.size} ${current.mtimeMs}`;
    const kept = this.headsRead.get(key);
    if (kept?.file === file) return kept.info;
    const info = await this.headOf(key, path, current);
    this.headsRead.set(key, { file, info });
    return info;
  }

  /** The blob's metadata as stored beside it, worked out again (and stored) when the file no longer matches it. */
  private async headOf(key: string, path: string, current: { size: number; mtimeMs: number }): Promise<BlobInfo> {
    const stored = await this.readMetadata(key);
    if (stored !== undefined && stored.size === current.size && stored.mtimeMs === current.mtimeMs) {
      return { key, size: stored.size, sha256: stored.sha256, contentType: stored.contentType };
    }
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    const metadata: BlobMetadata = {
      sha256: hash.digest('hex'),
      contentType: stored?.contentType ?? unknownContentType,
      size: current.size,
      mtimeMs: current.mtimeMs,
    };
    await this.writeMetadata(key, metadata);
    return { key, size: metadata.size, sha256: metadata.sha256, contentType: metadata.contentType };
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.contentPath(key));
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const content = this.contentPath(key);
    const metadata = this.metadataPath(key);
    await rm(content, { force: true });
    await rm(metadata, { force: true });
    await this.removeEmptyFolders(dirname(content), this.root);
    await this.removeEmptyFolders(dirname(metadata), this.insideRoot(metadataFolder));
  }

  async list(prefix: string): Promise<BlobListing[]> {
    assertBlobPrefix(prefix);
    const folders = prefix.split('/').slice(0, -1);
    const found: BlobListing[] = [];
    const walk = async (segments: string[]): Promise<void> => {
      let entries;
      try {
        entries = await readdir(this.insideRoot(...segments), { withFileTypes: true });
      } catch (error) {
        if (isMissingFile(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const path = [...segments, entry.name];
        const key = path.join('/');
        if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
        if (path.length < 3 && entry.isDirectory()) await walk(path);
        else if (path.length === 3 && entry.isFile()) {
          const { size, mtime } = await stat(this.insideRoot(...path));
          found.push({ key, size, modifiedAt: mtime });
        }
      }
    };
    await walk(folders);
    return found.sort(byKey);
  }

  async removeUnfinishedWrites(before: Date): Promise<number> {
    const folder = this.insideRoot(temporaryFolder);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (isMissingFile(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const path = join(folder, name);
      // A write under way touches its file as it goes: only one left alone since `before` is taken for a dead one.
      const written = await stat(path).catch(() => undefined);
      if (written === undefined || written.mtime >= before) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  private contentPath(key: string): string {
    const { projectKey, folder, file } = parseBlobKey(key);
    return this.insideRoot(projectKey, folder, file);
  }

  private metadataPath(key: string): string {
    const { projectKey, folder, file } = parseBlobKey(key);
    return this.insideRoot(metadataFolder, projectKey, folder, `${file}.json`);
  }

  /** Joins under the root and refuses any result outside it, whatever the segments hold. */
  private insideRoot(...segments: string[]): string {
    const path = resolve(this.root, ...segments);
    const fromRoot = relative(this.root, path);
    if (fromRoot.startsWith('..') || isAbsolute(fromRoot))
      throw new InvalidBlobKeyError('the key leads outside the store');
    return path;
  }

  private async readMetadata(key: string): Promise<BlobMetadata | undefined> {
    try {
      return JSON.parse(await readFile(this.metadataPath(key), 'utf8')) as BlobMetadata;
    } catch (error) {
      if (isMissingFile(error) || error instanceof SyntaxError) return undefined;
      throw error;
    }
  }

  private async writeMetadata(key: string, metadata: BlobMetadata): Promise<void> {
    const path = this.metadataPath(key);
    const temporary = this.insideRoot(temporaryFolder, `${randomUUID()}.json`);
    await mkdir(dirname(temporary), { recursive: true });
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, JSON.stringify(metadata));
    await rename(temporary, path);
  }

  /** Removes `folder` and its parents while they are empty, stopping at `limit`. */
  private async removeEmptyFolders(folder: string, limit: string): Promise<void> {
    for (let current = folder; current !== limit && current.startsWith(`${limit}/`); current = dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return;
      }
    }
  }
}
