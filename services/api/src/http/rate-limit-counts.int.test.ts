import { expect, it } from 'vitest';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { RateLimitCounts } from './rate-limit-counts.ts';

describeEachDatabase('rate limit counts in the database', (db) => {
  it('counts per limiter and client across instances, takes back a hit, and forgets a client on reset', async () => {
    const one = new RateLimitCounts(db.sql, 60_000).store('sign-in');
    const other = new RateLimitCounts(db.sql, 60_000).store('sign-in');
    const elsewhere = new RateLimitCounts(db.sql, 60_000).store('access-code');
    expect((await one.increment('10.0.0.1')).totalHits).toBe(1);
    expect((await other.increment('10.0.0.1')).totalHits).toBe(2);
    expect((await elsewhere.increment('10.0.0.1')).totalHits).toBe(1);
    expect((await one.increment('10.0.0.2')).totalHits).toBe(1);
    await other.decrement('10.0.0.1');
    expect((await one.get!('10.0.0.1'))?.totalHits).toBe(1);
    await one.resetKey('10.0.0.1');
    expect(await other.get!('10.0.0.1')).toBeUndefined();
    expect((await elsewhere.get!('10.0.0.1'))?.totalHits).toBe(1);
  });

  it('starts a new window once the last has ended', async () => {
    const store = new RateLimitCounts(db.sql, 1).store('window');
    const first = await store.increment('10.0.0.3');
    expect(first.totalHits).toBe(1);
    await expect.poll(async () => (await store.increment('10.0.0.3')).totalHits).toBe(1);
  });

  it('gives attempts made at the same time, from several instances, each its own count, as if made one by one', async () => {
    const instances = [new RateLimitCounts(db.sql, 60_000), new RateLimitCounts(db.sql, 60_000)];
    const stores = instances.map((counts) => counts.store('together'));
    const clients = ['10.0.1.1', '10.0.1.2', '10.0.1.3'];
    const attempts = Array.from({ length: 30 }, (_, index) => ({
      client: clients[index % clients.length]!,
      store: stores[index % stores.length]!,
    }));
    const counted = await Promise.all(attempts.map(({ client, store }) => store.increment(client)));
    for (const client of clients) {
      const counts = counted.filter((_, index) => attempts[index]!.client === client).map((info) => info.totalHits);
      expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
    }
    expect((await stores[0]!.get!('10.0.1.1'))?.totalHits).toBe(10);
  });
});
