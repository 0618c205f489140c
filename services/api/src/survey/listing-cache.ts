import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);

/** A listing as sent: its JSON, the same gzipped, and its entity tag. */
export interface SerialisedListing {
  json: Buffer;
  gzipped: Buffer;
  etag: string;
}

type Entry = { version: number; madeAt: number; listing: Promise<SerialisedListing> };

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
  get(key: string, version: number, make: () => Promise<unknown>): Promise<SerialisedListing> {
    const now = this.options.now();
    const kept = this.entries.get(key);
    if (kept && kept.version === version && now - kept.madeAt < this.options.maxAgeMs) return kept.listing;
    const listing = make().then(serialise);
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

async function serialise(answer: unknown): Promise<SerialisedListing> {
  const json = Buffer.from(JSON.stringify(answer));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, gzipped: await gzipAsync(json), etag };
}

/** Sends a listing as JSON: 304 when the client holds it, gzipped when the client takes gzip. */
export function sendListing(req: Request, res: Response, listing: SerialisedListing): void {
  res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: listing.etag });
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const gzipped = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  if (gzipped) res.set('Content-Encoding', 'gzip');
  res.status(200).send(gzipped ? listing.gzipped : listing.json);
}
