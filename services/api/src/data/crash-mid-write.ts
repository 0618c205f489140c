/**
 * Test support: a process that stores into the blob store of WATERLINE_DATA_DIR (or S3_*) and stops dead at a chosen
 * point, printing `stopped` so that the test can SIGKILL it there. `upload` stores CRASH_CSV as CRASH_PROJECT's
 * data/upload.csv and stops before the file itself (its import stored); `import` stops before the import's manifest
 * (its series stored); `write` stops in the middle of writing a blob's bytes.
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { blobStoreFromEnv } from '../blobs/blob-store-from-env.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { DataFiles } from './data-files.ts';
import { defaultImportMemoryMb } from '../config.ts';
import { ImportWorkers } from './import-workers.ts';

const [mode] = process.argv.slice(2);
const projectKey = process.env.CRASH_PROJECT!;
const store = blobStoreFromEnv(process.env, process.env.WATERLINE_DATA_DIR!);

const stopHere = (): Promise<never> => {
  process.stdout.write('stopped\n');
  return new Promise(() => undefined);
};

const stopsBefore = (isStopKey: (key: string) => boolean): BlobStore =>
  new Proxy(store, {
    get(target, property) {
      if (property === 'put') {
        const put: BlobStore['put'] = async (key, body, options) =>
          isStopKey(key) ? stopHere() : target.put(key, body, options);
        return put;
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/** Waits until a write's first bytes are in the folder store's temporary folder. */
async function firstBytesWritten(): Promise<void> {
  const folder = join(process.env.WATERLINE_DATA_DIR!, 'blobs', '.tmp');
  for (;;) {
    const names = await readdir(folder).catch((): string[] => []);
    const sizes = await Promise.all(names.map(async (name) => (await stat(join(folder, name))).size));
    if (sizes.some((size) => size > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

if (mode === 'write') {
  const bytes = async function* () {
    yield Buffer.from(process.env.CRASH_CSV!);
    await firstBytesWritten();
    await stopHere();
  };
  await store.put(`${projectKey}/data/upload.csv`, Readable.from(bytes()), { contentType: 'text/csv' });
} else {
  const isStopKey =
    mode === 'upload'
      ? (key: string) => key.startsWith(`${projectKey}/data/`)
      : (key: string) => key.endsWith('.manifest.json');
  const dataFiles = new DataFiles(stopsBefore(isStopKey), new ImportWorkers({ maxMemoryMb: defaultImportMemoryMb }));
  const bytes = Buffer.from(process.env.CRASH_CSV!);
  const upload = { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  await dataFiles.storeUpload(projectKey, 'upload.csv', upload, 'text/csv');
}
