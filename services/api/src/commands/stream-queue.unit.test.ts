import { describe, expect, it } from 'vitest';
import { StreamQueue } from './stream-queue.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the stream queue', () => {
  it('runs work on one stream one at a time, in order, even when some fails', async () => {
    const queue = new StreamQueue();
    const log: string[] = [];
    const job =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await pause(ms);
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run('s', job('a', 20)),
      queue.run('s', job('b', 5, true)),
      queue.run('s', job('c', 1)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('runs work on different streams side by side', async () => {
    const queue = new StreamQueue();
    const log: string[] = [];
    await Promise.all([
      queue.run('x', async () => {
        log.push('x starts');
        await pause(20);
        log.push('x ends');
      }),
      queue.run('y', async () => {
        log.push('y starts');
        await pause(1);
        log.push('y ends');
      }),
    ]);
    expect(log).toEqual(['x starts', 'y starts', 'y ends', 'x ends']);
  });
});
