import type { Request } from 'express';
import { blobKey } from '../blobs/blob-key.ts';
import {
  defaultSignedUrlTtlSeconds,
  signBlobUrl,
  verifyBlobRequest,
  type BlobGrant,
  type GrantRefusal,
} from '../blobs/signed-url.ts';
import { HttpError } from '../errors.ts';
import type { DataDeps } from './data-access.ts';

const refusals: Record<GrantRefusal, { status: number; message: string }> = {
  malformed: { status: 403, message: 'This link is not valid' },
  'bad-signature': { status: 403, message: 'This link is not valid' },
  expired: { status: 403, message: 'This link has expired' },
  'wrong-method': { status: 405, message: 'This link does not allow this method' },
  'wrong-content-type': { status: 415, message: 'The upload must be sent with the content type it was signed for' },
};

/** The app's signed blob links: made for a grant, and checked when used. */
export class SignedLinks {
  private readonly ttlSeconds: number;

  constructor(private readonly deps: Pick<DataDeps, 'signingSecret' | 'now' | 'signedUrlTtlSeconds'>) {
    this.ttlSeconds = deps.signedUrlTtlSeconds ?? defaultSignedUrlTtlSeconds;
  }

  /** When a link signed now stops working, in seconds since the epoch. */
  expiresAt(): number {
    return Math.floor(this.deps.now().getTime() / 1000) + this.ttlSeconds;
  }

  sign(grant: BlobGrant): string {
    return signBlobUrl(this.deps.signingSecret, grant);
  }

  /** A signed download link of the blob under `key`. */
  download(key: string): string {
    return this.sign({ method: 'GET', key, expiresAt: this.expiresAt() });
  }

  /** The key a signed link's path names. */
  static keyOf(params: { project_key: string; folder: string; file: string }): string {
    return blobKey(params.project_key, params.folder, params.file);
  }

  /** Refuses a request whose signature, expiry, method or content type does not hold; returns the grant. */
  granted(req: Request, key: string): BlobGrant {
    const check = verifyBlobRequest(
      this.deps.signingSecret,
      {
        method: req.method === 'HEAD' ? 'GET' : req.method,
        key,
        query: req.query,
        contentType: req.headers['content-type'],
      },
      this.deps.now(),
    );
    if (check.ok) return check.grant;
    const { status, message } = refusals[check.refusal];
    throw new HttpError(status, message);
  }
}
