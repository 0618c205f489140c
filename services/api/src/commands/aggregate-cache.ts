/**
 * The last known state of recently used streams in this process. Only a hint: a command decided on a
 * stale entry fails its expected-version check and is decided again on the stream as stored.
 */
export class AggregateCache {
  private readonly entries = new Map<string, { version: number; state: unknown }>();

  constructor(private readonly maxEntries = 10_000) {}

  get<State>(streamId: string): { version: number; state: State } | undefined {
    const entry = this.entries.get(streamId);
    if (!entry) return undefined;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return entry as { version: number; state: State };
  }

  set(streamId: string, version: number, state: unknown): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, { version, state });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }
}
