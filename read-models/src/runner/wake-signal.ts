/** Lets a polling loop sleep until either its interval passes or something wakes it early. */
export class WakeSignal {
  private pending = false;
  private readonly sleepers = new Set<() => void>();

  /** Wakes every sleeper, or makes the next `sleep` return at once when nobody sleeps. */
  wake(): void {
    if (this.sleepers.size === 0) this.pending = true;
    for (const finish of [...this.sleepers]) finish();
  }

  sleep(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.sleepers.delete(finish);
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.sleepers.add(finish);
    });
  }
}
