import { IDENTITY_HEADERS } from '@waterline/contract/who-asks';

/** Whether the request says who asks (a user's token or an access token): its answer is that person's alone. */
export function carriesIdentity(headers: Headers): boolean {
  return IDENTITY_HEADERS.some((name) => headers.has(name));
}

/**
 * Whether the offline survey may keep an answer: a whole (200) answer to a request that said nobody, which the server
 * marked the same for everyone (`public`, neither `private` nor `no-store`). Every answer that depends on who asks is
 * `private, no-store` (services/api/src/http/caching.ts), so it is never kept.
 */
export function isSharedAnswer(request: { headers: Headers }, response: { status: number; headers: Headers }): boolean {
  if (carriesIdentity(request.headers) || response.status !== 200) return false;
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}
