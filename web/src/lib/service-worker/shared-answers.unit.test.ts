import { describe, expect, it } from 'vitest';
import { isSharedAnswer } from './shared-answers.ts';

const request = (headers: Record<string, string> = {}) => ({ headers: new Headers(headers) });
const response = (cacheControl: string | null, status = 200) => ({
  status,
  headers: new Headers(cacheControl === null ? {} : { 'cache-control': cacheControl }),
});

describe('which answers the offline survey keeps', () => {
  it('keeps a whole answer the server marked the same for everyone', () => {
    expect(isSharedAnswer(request(), response('public, max-age=0, s-maxage=10'))).toBe(true);
    expect(isSharedAnswer(request(), response('public, no-cache'))).toBe(true);
    expect(isSharedAnswer(request(), response('Public, Max-Age=86400'))).toBe(true);
  });

  it('keeps nothing private, unmarked, partial or failed', () => {
    for (const cacheControl of ['private, no-store', 'private, no-cache', 'public, no-store', 'no-cache', null])
      expect(isSharedAnswer(request(), response(cacheControl)), String(cacheControl)).toBe(false);
    for (const status of [206, 304, 403, 500])
      expect(isSharedAnswer(request(), response('public', status))).toBe(false);
  });

  it('keeps nothing asked with a token, whatever the answer says', () => {
    for (const name of ['token', 'authorization', 'remember-me-token'])
      expect(isSharedAnswer(request({ [name]: 'x' }), response('public, max-age=0'))).toBe(false);
  });
});
