import { extname, join, normalize, sep } from 'node:path';
import type { RequestHandler } from 'express';

/** Encodings the web build writes beside each asset (see web/build/precompress-assets.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves an asset's precompressed copy to browsers that accept its encoding; anything else (no
 * copy, no such encoding accepted) goes on to the next handler.
 */
export function precompressedAssets(assetsRoot: string, maxAge: string): RequestHandler {
  const root = normalize(assetsRoot + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Our order, not the browser's: browsers list gzip first, and brotli is smaller.
    const encoding = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    const file = join(root, req.path);
    if (encoding === undefined || !file.startsWith(root)) return next();
    res.type(extname(file));
    // The copy's own stat, by sendFile: an asset without a copy goes on to the plain file.
    const headers = { 'Content-Encoding': encoding.name, Vary: 'Accept-Encoding' };
    res.sendFile(
      file + encoding.suffix,
      { immutable: true, maxAge, dotfiles: 'deny', headers },
      (sendError?: Error & { status?: number }) => {
        if (sendError && !res.headersSent) next(sendError.status === 404 ? undefined : sendError);
      },
    );
  };
}
