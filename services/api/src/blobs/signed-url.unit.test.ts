import { describe, expect, it } from 'vitest';
import { signBlobUrl, verifyBlobRequest, type BlobGrant } from './signed-url.ts';

const secret = 'test-signing-secret';
const now = new Date('2026-03-01T12:00:00Z');
const inTenMinutes = now.getTime() / 1000 + 600;
const upload: BlobGrant = {
  method: 'PUT',
  key: 'demo/data/flows.csv',
  contentType: 'text/csv',
  expiresAt: inTenMinutes,
};

function requestFor(url: string, overrides: { method?: string; contentType?: string; key?: string } = {}) {
  const parsed = new URL(url, 'http://localhost');
  const key = parsed.pathname.replace('/api/blob/', '').split('/').map(decodeURIComponent).join('/');
  return {
    method: overrides.method ?? 'PUT',
    key: overrides.key ?? key,
    query: Object.fromEntries(parsed.searchParams),
    contentType: overrides.contentType ?? 'text/csv',
  };
}

describe('signed blob URLs', () => {
  it('grants the signed method, key and content type until expiry', () => {
    const url = signBlobUrl(secret, upload);
    expect(url.startsWith('/api/blob/demo/data/flows.csv?')).toBe(true);
    expect(verifyBlobRequest(secret, requestFor(url, { contentType: 'text/csv; charset=utf-8' }), now)).toEqual({
      ok: true,
      grant: upload,
    });
  });

  it('refuses an expired URL', () => {
    const url = signBlobUrl(secret, upload);
    expect(verifyBlobRequest(secret, requestFor(url), new Date(inTenMinutes * 1000))).toEqual({
      ok: false,
      refusal: 'expired',
    });
  });

  it('refuses a URL whose key, expiry, method or content type was changed, or signed with another secret', () => {
    const url = signBlobUrl(secret, upload);
    const refused = { ok: false, refusal: 'bad-signature' };
    expect(verifyBlobRequest(secret, requestFor(url, { key: 'demo/data/other.csv' }), now)).toEqual(refused);
    expect(
      verifyBlobRequest(
        secret,
        requestFor(url.replace(`expires=${inTenMinutes}`, `expires=${inTenMinutes + 3600}`)),
        now,
      ),
    ).toEqual(refused);
    expect(
      verifyBlobRequest(secret, requestFor(url.replace('method=PUT', 'method=GET'), { method: 'GET' }), now),
    ).toEqual(refused);
    expect(
      verifyBlobRequest(
        secret,
        requestFor(url.replace('type=text%2Fcsv', 'type=image%2Fpng'), { contentType: 'image/png' }),
        now,
      ),
    ).toEqual(refused);
    expect(verifyBlobRequest('another-secret', requestFor(url), now)).toEqual(refused);
  });

  it('refuses another method or content type than the signed ones', () => {
    const url = signBlobUrl(secret, upload);
    expect(verifyBlobRequest(secret, requestFor(url, { method: 'GET' }), now)).toEqual({
      ok: false,
      refusal: 'wrong-method',
    });
    expect(verifyBlobRequest(secret, requestFor(url, { contentType: 'application/json' }), now)).toEqual({
      ok: false,
      refusal: 'wrong-content-type',
    });
  });

  it("carries the signer's user id, which cannot be changed or dropped", () => {
    const held: BlobGrant = { ...upload, holder: 'user-1' };
    const url = signBlobUrl(secret, held);
    expect(new URL(url, 'http://localhost').searchParams.get('by')).toBe('user-1');
    expect(verifyBlobRequest(secret, requestFor(url), now)).toEqual({ ok: true, grant: held });
    expect(verifyBlobRequest(secret, requestFor(url.replace('by=user-1', 'by=user-2')), now)).toEqual({
      ok: false,
      refusal: 'bad-signature',
    });
    expect(verifyBlobRequest(secret, requestFor(url.replace('&by=user-1', '')), now)).toEqual({
      ok: false,
      refusal: 'bad-signature',
    });
  });

  it('carries the alternative a data file is uploaded for, which cannot be changed or dropped', () => {
    const replacing: BlobGrant = { ...upload, holder: 'user-1', alternative: 'No Action' };
    const url = signBlobUrl(secret, replacing);
    expect(new URL(url, 'http://localhost').searchParams.get('for')).toBe('No Action');
    expect(verifyBlobRequest(secret, requestFor(url), now)).toEqual({ ok: true, grant: replacing });
    for (const tampered of [url.replace('for=No+Action', 'for=Alt+1'), url.replace('&for=No+Action', '')])
      expect(verifyBlobRequest(secret, requestFor(tampered), now)).toEqual({ ok: false, refusal: 'bad-signature' });
  });

  it('refuses a URL with missing or malformed parameters', () => {
    const url = signBlobUrl(secret, upload);
    expect(verifyBlobRequest(secret, requestFor(url.replace(/&signature=[^&]+/, '')), now)).toEqual({
      ok: false,
      refusal: 'malformed',
    });
    expect(verifyBlobRequest(secret, requestFor(url.replace(`expires=${inTenMinutes}`, 'expires=soon')), now)).toEqual({
      ok: false,
      refusal: 'malformed',
    });
  });

  it('encodes each key segment in the path', () => {
    const url = signBlobUrl(secret, { method: 'GET', key: 'demo/data/flows & stages.csv', expiresAt: inTenMinutes });
    expect(url.startsWith('/api/blob/demo/data/flows%20%26%20stages.csv?')).toBe(true);
    expect(verifyBlobRequest(secret, requestFor(url, { method: 'GET' }), now).ok).toBe(true);
  });
});
