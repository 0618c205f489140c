import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseBlobKey } from './blob-key.ts';

/** The app serves signed blob URLs itself, under this path. */
export const signedBlobPath = '/api/blob';

/** How long a signed link works unless the app sets otherwise: 15 minutes. */
export const defaultSignedUrlTtlSeconds = 15 * 60;

export type SignedMethod = 'GET' | 'PUT';

/** What a signed URL allows: one method on one key until `expiresAt`; an upload also fixes its content type. */
export interface BlobGrant {
  method: SignedMethod;
  key: string;
  /** Required for PUT: the media type the upload's Content-Type must have (parameters such as charset may follow). */
  contentType?: string;
  /** The id of the user the URL was signed for, so that the upload can check the user's role again when it arrives. */
  holder?: string;
  /** An alternative's data file: the key of the alternative whose file the upload replaces; none for a new alternative. */
  alternative?: string;
  /** Unix time in seconds. */
  expiresAt: number;
}

/** Why a request to a signed URL is refused. */
export type GrantRefusal = 'malformed' | 'bad-signature' | 'expired' | 'wrong-method' | 'wrong-content-type';

export type GrantCheck = { ok: true; grant: BlobGrant } | { ok: false; refusal: GrantRefusal };

export type SigningSecret = string | Uint8Array;

/** The key that signs blob URLs: derived from the token secret, so a signed URL can never pass as a token. */
export function blobSigningSecret(jwtSecret: string): Uint8Array {
  return createHmac('sha256', jwtSecret).update('waterline blob urls').digest();
}

function signatureOf(secret: SigningSecret, grant: BlobGrant): Buffer {
  const signed = [
    'waterline-blob-v3',
    grant.method,
    grant.key,
    grant.contentType ?? '',
    grant.holder ?? '',
    grant.alternative ?? '',
    String(grant.expiresAt),
  ].join('\n');
  return createHmac('sha256', secret).update(signed).digest();
}

/** The media type of a Content-Type header, lowercased, without parameters such as charset. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** A path-and-query URL (relative to the app's origin) that grants `grant`. */
export function signBlobUrl(secret: SigningSecret, grant: BlobGrant): string {
  parseBlobKey(grant.key);
  const query = new URLSearchParams({ method: grant.method, expires: String(grant.expiresAt) });
  if (grant.contentType !== undefined) query.set('type', grant.contentType);
  if (grant.holder !== undefined) query.set('by', grant.holder);
  if (grant.alternative !== undefined) query.set('for', grant.alternative);
  query.set('signature', signatureOf(secret, grant).toString('base64url'));
  const path = grant.key.split('/').map(encodeURIComponent).join('/');
  return `${signedBlobPath}/${path}?${query.toString()}`;
}

/** What the server saw of a request to a signed URL. */
export interface SignedRequest {
  method: string;
  key: string;
  query: Record<string, unknown>;
  contentType?: string | undefined;
}

/** Checks a request against the grant in its query: signature first, then expiry, method and content type. */
export function verifyBlobRequest(secret: SigningSecret, request: SignedRequest, now: Date): GrantCheck {
  const { method, expires, type, by, for: alternative, signature } = request.query;
  if (
    (method !== 'GET' && method !== 'PUT') ||
    typeof expires !== 'string' ||
    !/^\d{1,12}$/.test(expires) ||
    typeof signature !== 'string'
  ) {
    return { ok: false, refusal: 'malformed' };
  }
  const optionalText = (value: unknown): value is string | undefined =>
    value === undefined || typeof value === 'string';
  if (!optionalText(type) || !optionalText(by) || !optionalText(alternative))
    return { ok: false, refusal: 'malformed' };
  const grant: BlobGrant = {
    method,
    key: request.key,
    expiresAt: Number(expires),
    ...(type === undefined ? {} : { contentType: type }),
    ...(by === undefined ? {} : { holder: by }),
    ...(alternative === undefined ? {} : { alternative }),
  };
  const expected = signatureOf(secret, grant);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, refusal: 'bad-signature' };
  if (now.getTime() >= grant.expiresAt * 1000) return { ok: false, refusal: 'expired' };
  if (request.method !== grant.method) return { ok: false, refusal: 'wrong-method' };
  if (grant.method === 'PUT' && mediaTypeOf(request.contentType) !== mediaTypeOf(grant.contentType))
    return { ok: false, refusal: 'wrong-content-type' };
  return { ok: true, grant };
}
