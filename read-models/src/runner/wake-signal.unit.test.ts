import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WakeSignal } from './wake-signal.ts';

describe('WakeSignal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('sleeps for the interval when nobody wakes it', async () => {
    const sleep = new WakeSignal().sleep(1000);
    expect(await settled(sleep)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(sleep)).toBe(true);
  });

  it('wakes every sleeper early', async () => {
    const signal = new WakeSignal();
    const sleeps = [signal.sleep(1000), signal.sleep(1000)];
    signal.wake();
    expect(await Promise.all(sleeps.map(settled))).toEqual([true, true]);
  });

  it('remembers a wake that came while nobody slept, for the next sleep only', async () => {
    const signal = new WakeSignal();
    signal.wake();
    expect(await settled(signal.sleep(1000))).toBe(true);
    expect(await settled(signal.sleep(1000))).toBe(false);
  });
});
