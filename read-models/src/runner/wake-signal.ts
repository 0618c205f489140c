/** Lets a polling loop sleep until either its interval passes or something wakes it early. */
export class WakeSignal {
  private pending = false;
  private readonly sleepers = new Set<() => void>();

  /** Wakes every sleeper, or makes the next `sleep` return at once when nobody sleeps. */
  wake(): void {
    if (this.sleepers.size === 0) this.pending = true;
    for (const finish of [...this.sleepers]) finish();
  }

  /** Sleeps `ms` or until woken; answers true when woken. */
  sleep(ms: number): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const finish = (woken: boolean) => {
        clearTimeout(timer);
        this.sleepers.delete(wakeUp);
        resolve(woken);
      };
      const wakeUp = () => finish(true);
      const timer = setTimeout(() => finish(false), ms);
      this.sleepers.add(wakeUp);
    });
  }
}

/**
 * The pauses of a polling loop that finds nothing: `fastMs` at first, doubling with every empty
 * poll up to `ceilingMs`; `reset` after a wake or some work brings it back to `fastMs`.
 */
export class IdleBackoff {
  private pauseMs: number;
  private readonly ceilingMs: number;

  constructor(
    private readonly fastMs: number,
    ceilingMs: number,
  ) {
    this.pauseMs = fastMs;
    this.ceilingMs = Math.max(ceilingMs, fastMs);
  }

  /** The pause after this empty poll; the next one is twice as long, up to the ceiling. */
  next(): number {
    const pause = this.pauseMs;
    this.pauseMs = Math.min(this.pauseMs * 2, this.ceilingMs);
    return pause;
  }

  reset(): void {
    this.pauseMs = this.fastMs;
  }
}
