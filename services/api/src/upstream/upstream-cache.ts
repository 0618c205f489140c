// Answers of the third-party services, shared by every visitor: one upstream request per key and freshness period.

export interface Cached<T> {
  value: T;
  /** When the answer was fetched from the upstream service (epoch ms). */
  fetchedAt: number;
  /** True when the upstream failed and an older answer is served instead. */
  stale: boolean;
}

interface Entry<T> {
  value?: T;
  fetchedAt?: number;
  /** Until when the entry (a value, or a failure) is served without asking upstream again. */
  freshUntil: number;
  failure?: Error;
  pending?: Promise<Cached<T>>;
}

/**
 * Concurrent requests for the same key share one upstream request; a fetched answer is kept for
 * `freshMs`; a failure is remembered for `failureHoldMs` (so an outage does not turn a burst of
 * visitors into a burst of upstream requests) and meanwhile the last good answer, if any, is served as stale.
 */
export class UpstreamCache {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(private readonly now: () => number = Date.now) {}

  async get<T>(key: string, freshMs: number, failureHoldMs: number, load: () => Promise<T>): Promise<Cached<T>> {
    const entry = (this.entries.get(key) ?? { freshUntil: 0 }) as Entry<T>;
    this.entries.set(key, entry);
    if (entry.pending) return entry.pending;
    if (this.now() < entry.freshUntil) return this.answer(entry);
    entry.pending = load().then(
      (value) => {
        Object.assign(entry, { value, fetchedAt: this.now(), freshUntil: this.now() + freshMs, failure: undefined });
        return this.answer(entry);
      },
      (error: unknown) => {
        entry.failure = error instanceof Error ? error : new Error(String(error));
        entry.freshUntil = this.now() + Math.min(failureHoldMs, freshMs);
        return this.answer(entry);
      },
    );
    try {
      return await entry.pending;
    } finally {
      entry.pending = undefined;
    }
  }

  private answer<T>(entry: Entry<T>): Cached<T> {
    if (!entry.failure) return { value: entry.value as T, fetchedAt: entry.fetchedAt ?? 0, stale: false };
    if (entry.fetchedAt !== undefined) return { value: entry.value as T, fetchedAt: entry.fetchedAt, stale: true };
    throw entry.failure;
  }
}
