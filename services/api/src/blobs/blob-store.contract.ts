import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { InvalidBlobKeyError } from './blob-key.ts';
import { readBlob, readToEnd, type BlobStore } from './blob-store.ts';

/** A store made fresh for one test, and how to throw it away. */
export interface BlobStoreFixture {
  store: BlobStore;
  dispose(): Promise<void>;
}

const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The behaviour every BlobStore adapter must show; call inside a describe block. */
export function blobStoreContract(makeFixture: () => Promise<BlobStoreFixture>): void {
  let fixture: BlobStoreFixture;
  let store: BlobStore;
  beforeEach(async () => {
    fixture = await makeFixture();
    store = fixture.store;
  });
  afterEach(async () => {
    await fixture.dispose();
  });

  it('stores bytes and describes them by size, sha256 and content type', async () => {
    const bytes = Buffer.from('Date,Dam:cfs\n2001-01-01,5\n');
    const info = await store.put('demo/data/flows.csv', bytes, { contentType: 'text/csv' });
    expect(info).toEqual({
      key: 'demo/data/flows.csv',
      size: bytes.byteLength,
      sha256: sha256Of(bytes),
      contentType: 'text/csv',
    });
    expect(await store.head('demo/data/flows.csv')).toEqual(info);
    const read = await readBlob(store, 'demo/data/flows.csv');
    expect(read?.info).toEqual(info);
    expect(read?.bytes.equals(bytes)).toBe(true);
    expect((await store.read('demo/data/flows.csv'))?.equals(bytes)).toBe(true);
  });

  it('stores a stream read to its end', async () => {
    const chunks = [Buffer.from('first '), Buffer.from('second '), Buffer.from('third')];
    const info = await store.put('demo/layers/rivers.geojson', Readable.from(chunks), {
      contentType: 'application/geo+json',
    });
    const whole = Buffer.concat(chunks);
    expect(info.size).toBe(whole.byteLength);
    expect(info.sha256).toBe(sha256Of(whole));
    const found = await store.get('demo/layers/rivers.geojson');
    expect((await readToEnd(found?.body ?? Readable.from([]))).equals(whole)).toBe(true);
  });

  it('replaces a blob stored under the same key', async () => {
    await store.put('demo/data/flows.csv', Buffer.from('old'), { contentType: 'text/csv' });
    const second = Buffer.from('new and longer');
    await store.put('demo/data/flows.csv', second, { contentType: 'text/csv' });
    expect(await store.head('demo/data/flows.csv')).toMatchObject({
      size: second.byteLength,
      sha256: sha256Of(second),
    });
    expect((await readBlob(store, 'demo/data/flows.csv'))?.bytes.toString()).toBe('new and longer');
  });

  it('answers undefined for a missing blob and deletes quietly', async () => {
    expect(await store.head('demo/data/missing.csv')).toBeUndefined();
    expect(await store.get('demo/data/missing.csv')).toBeUndefined();
    expect(await store.read('demo/data/missing.csv')).toBeUndefined();
    await store.put('demo/data/flows.csv', Buffer.from('x'), { contentType: 'text/csv' });
    await store.delete('demo/data/flows.csv');
    await store.delete('demo/data/flows.csv');
    expect(await store.head('demo/data/flows.csv')).toBeUndefined();
    expect(await store.list('demo/')).toEqual([]);
  });

  it('lists by key prefix, sorted by key', async () => {
    for (const key of ['b/data/one.csv', 'a/series/x.1', 'a/data/two.csv', 'a/data/one.csv', 'ab/data/one.csv']) {
      await store.put(key, Buffer.from(key), { contentType: 'text/plain' });
    }
    expect((await store.list('a/')).map((entry) => entry.key)).toEqual([
      'a/data/one.csv',
      'a/data/two.csv',
      'a/series/x.1',
    ]);
    expect((await store.list('a/data/')).map((entry) => entry.key)).toEqual(['a/data/one.csv', 'a/data/two.csv']);
    expect(await store.list('a/data/t')).toEqual([
      { key: 'a/data/two.csv', size: 'a/data/two.csv'.length, modifiedAt: expect.any(Date) },
    ]);
    expect((await store.list('a')).map((entry) => entry.key)).toEqual([
      'a/data/one.csv',
      'a/data/two.csv',
      'a/series/x.1',
      'ab/data/one.csv',
    ]);
    expect(await store.list('c/')).toEqual([]);
  });

  it('refuses keys that are not three plain segments', async () => {
    const badKeys = [
      '../data/x.csv',
      'demo/../x.csv',
      'demo/data/..',
      'demo/data',
      'demo/data/x/y.csv',
      'demo/data/.x',
      'demo//x.csv',
      'demo/data/a\\b',
      'demo/data/a\u0000b',
      '',
    ];
    for (const key of badKeys) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
      await expect(store.head(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.read(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
    await expect(store.list('../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.list('demo/../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });
}
