import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads.ts';

/** A load that stays open until released, counting how often it was started and what it saw then. */
function gatedLoads() {
  let value = 0;
  const pending: (() => void)[] = [];
  return {
    started: 0,
    set(next: number) {
      value = next;
    },
    load(this: { started: number }): Promise<number> {
      this.started += 1;
      const seen = value;
      return new Promise((resolve) => pending.push(() => resolve(seen)));
    },
    async releaseAll() {
      while (pending.length > 0) {
        pending.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

describe('reads shared by the requests that ask at the same time', () => {
  it('a crowd costs the first load and one more, shared by everyone who asked while the first ran', async () => {
    const reads = new SharedReads<number>();
    const loads = gatedLoads();
    const crowd = Array.from({ length: 50 }, () => reads.read('demo', () => loads.load()));
    await loads.releaseAll();
    expect(await Promise.all(crowd)).toEqual(Array.from({ length: 50 }, () => 0));
    expect(loads.started).toBe(2);
  });

  it('a request that arrives while a load runs gets the next load, which sees a change made before it asked', async () => {
    const reads = new SharedReads<number>();
    const loads = gatedLoads();
    const early = reads.read('demo', () => loads.load());
    loads.set(1);
    const late = Array.from({ length: 10 }, () => reads.read('demo', () => loads.load()));
    await loads.releaseAll();
    expect(await early).toBe(0);
    expect(await Promise.all(late)).toEqual(Array.from({ length: 10 }, () => 1));
    expect(loads.started).toBe(2);
  });

  it('keys do not share, and a failed load fails only the requests that shared it', async () => {
    const reads = new SharedReads<string>();
    let calls = 0;
    const failing = reads.read('a', async () => {
      calls += 1;
      throw new Error('down');
    });
    const other = reads.read('b', async () => 'b');
    await expect(failing).rejects.toThrow('down');
    expect(await other).toBe('b');
    expect(await reads.read('a', async () => 'a again')).toBe('a again');
    expect(calls).toBe(1);
  });
});
