import { describe, expect, it } from 'vitest';
import { AggregateCache } from './aggregate-cache.ts';

describe('the aggregate cache', () => {
  it('keeps the most recently used streams up to its size', () => {
    const cache = new AggregateCache(2);
    cache.set('a', 1, 'A1');
    cache.set('b', 1, 'B1');
    expect(cache.get('a')).toEqual({ version: 1, state: 'A1' });
    cache.set('c', 1, 'C1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.state).toBe('A1');
    expect(cache.get('c')?.state).toBe('C1');
  });

  it('replaces and forgets entries', () => {
    const cache = new AggregateCache();
    cache.set('a', 1, 'A1');
    cache.set('a', 2, 'A2');
    expect(cache.get('a')).toEqual({ version: 2, state: 'A2' });
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
