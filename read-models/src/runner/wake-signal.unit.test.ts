import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleBackoff, WakeSignal } from './wake-signal.ts';

describe('WakeSignal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = async (promise: Promise<unknown>) => {
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
    expect(await sleep).toBe(false);
  });

  it('wakes every sleeper early', async () => {
    const signal = new WakeSignal();
    const sleeps = [signal.sleep(1000), signal.sleep(1000)];
    signal.wake();
    expect(await Promise.all(sleeps.map(settled))).toEqual([true, true]);
    expect(await Promise.all(sleeps)).toEqual([true, true]);
  });

  it('remembers a wake that came while nobody slept, for the next sleep only', async () => {
    const signal = new WakeSignal();
    signal.wake();
    expect(await settled(signal.sleep(1000))).toBe(true);
    expect(await settled(signal.sleep(1000))).toBe(false);
  });
});

describe('IdleBackoff', () => {
  it('doubles the pause with every empty poll up to the ceiling, and starts again after a reset', () => {
    const backoff = new IdleBackoff(50, 1000);
    expect(Array.from({ length: 7 }, () => backoff.next())).toEqual([50, 100, 200, 400, 800, 1000, 1000]);
    backoff.reset();
    expect([backoff.next(), backoff.next()]).toEqual([50, 100]);
  });

  it('keeps the fast pause when the ceiling is not above it', () => {
    const backoff = new IdleBackoff(250, 250);
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([250, 250, 250]);
  });
});
