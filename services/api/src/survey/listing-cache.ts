import { serialiseLargeAnswer, type SerialisedAnswer } from '../http/caching.ts';

type Entry = { version: number; madeAt: number; listing: Promise<SerialisedAnswer> };

/**
 * The survey's listings, serialised and compressed once per version of a project's responses (the
 * read model's stream version, which every submission, edit and removal moves): a listing is made
 * again as soon as the responses change, and at the latest after `maxAgeMs`, as it carries signed
 * photo URLs that expire. Each key (a project and who may see its private responses) is one entry;
 * the oldest keys are dropped past `maxEntries`.
 */
export class ListingCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: { maxAgeMs: number; maxEntries: number; now: () => number }) {}

  /** The listing of `key` at `version`: the one kept, or `make`'s answer (kept for the next request). */
  get(key: string, version: number, make: () => Promise<unknown>): Promise<SerialisedAnswer> {
    const now = this.options.now();
    const kept = this.entries.get(key);
    if (kept && kept.version === version && now - kept.madeAt < this.options.maxAgeMs) return kept.listing;
    const listing = make().then(serialiseLargeAnswer);
    const entry = { version, madeAt: now, listing };
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
    // A failed listing is not kept: the next request makes it again.
    listing.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return listing;
  }
}
