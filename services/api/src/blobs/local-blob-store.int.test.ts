import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobStoreContract } from './blob-store.contract.ts';
import { LocalBlobStore } from './local-blob-store.ts';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

describe('LocalBlobStore', () => {
  blobStoreContract(async () => {
    const folder = await mkdtemp(join(tmpdir(), 'waterline-blobs-'));
    return { store: LocalBlobStore.inDataDir(folder), dispose: () => rm(folder, { recursive: true, force: true }) };
  });

  it('keeps blobs as plain files under <dataDir>/blobs and nothing else once deleted', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'waterline-blobs-'));
    try {
      const store = LocalBlobStore.inDataDir(dataDir);
      await store.put('demo/data/flows.csv', Buffer.from('Date,Dam:cfs\n'), { contentType: 'text/csv' });
      expect(await filesUnder(dataDir)).toEqual(['blobs/.meta/demo/data/flows.csv.json', 'blobs/demo/data/flows.csv']);
      await store.delete('demo/data/flows.csv');
      expect(await filesUnder(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('writes nothing outside its root for a key that tries to climb out', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'waterline-blobs-'));
    try {
      const store = new LocalBlobStore(join(parent, 'root'));
      await expect(store.put('../../escaped.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        'Invalid blob key',
      );
      await expect(store.put('demo/../../escaped', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        'Invalid blob key',
      );
      expect(await filesUnder(parent)).toEqual([]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('recomputes the digest of a file changed behind its back', async () => {
    const root = await mkdtemp(join(tmpdir(), 'waterline-blobs-'));
    try {
      const store = new LocalBlobStore(root);
      const first = await store.put('demo/data/flows.csv', Buffer.from('first'), { contentType: 'text/csv' });
      expect((await store.head('demo/data/flows.csv'))?.sha256).toBe(first.sha256);
      await writeFile(join(root, 'demo/data/flows.csv'), 'changed by hand');
      const again = await store.head('demo/data/flows.csv');
      expect(again?.sha256).not.toBe(first.sha256);
      expect(again).toMatchObject({ size: 'changed by hand'.length, contentType: 'text/csv' });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("sees a blob replaced through another store on the same folder (another process's), even at the same size", async () => {
    const root = await mkdtemp(join(tmpdir(), 'waterline-blobs-'));
    try {
      const here = new LocalBlobStore(root);
      const elsewhere = new LocalBlobStore(root);
      const first = await here.put('demo/data/flows.csv', Buffer.from('first'), { contentType: 'text/csv' });
      expect((await here.head('demo/data/flows.csv'))?.sha256).toBe(first.sha256);
      const replaced = await elsewhere.put('demo/data/flows.csv', Buffer.from('other'), { contentType: 'text/csv' });
      expect(replaced.sha256).not.toBe(first.sha256);
      expect((await here.head('demo/data/flows.csv'))?.sha256).toBe(replaced.sha256);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
