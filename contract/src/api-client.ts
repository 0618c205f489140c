// One client of the API for tests and scripts, addressed by the endpoint table's names: the contract types each request's
// path parameters, query and body, and each answer, so renaming an endpoint or changing an answer breaks every caller.
import { endpointPath, type EndpointAnswer, type EndpointArgs, type EndpointRequest } from './api-path.ts';
import type { Failure } from './common.ts';
import { endpointAddresses } from './endpoint-addresses.ts';
import type { EndpointName } from './endpoints.ts';

/** The request after an endpoint's name: needed when the endpoint takes path parameters or a body, else optional. */
type RequestArgs<Name extends EndpointName> =
  Record<string, never> extends EndpointRequest<Name>
    ? [request?: EndpointRequest<Name>]
    : [request: EndpointRequest<Name>];

/** What goes over the wire: the method, the path with its query, headers, and the JSON body as text. */
export interface ApiExchange {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What came back: the status, the headers (names in lower case) and the body as text. */
export interface ApiReply {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** Sends one request: plain fetch for scripts (`fetchTransport`), a Playwright request context for browser tests. */
export type ApiTransport = (exchange: ApiExchange) => Promise<ApiReply>;

/**
 * An endpoint's answer: on a 2xx its body is the contract's answer, otherwise the server's failure (`{ success: false,
 * message }`); `text` is the body as sent, for messages.
 */
export type ApiAnswer<Name extends EndpointName> = ApiReply &
  ({ ok: true; body: EndpointAnswer<Name> } | { ok: false; body: Failure });

/** A transport over fetch to a server at `baseUrl` (e.g. http://127.0.0.1:3000); with `timeoutMs`, a request unanswered that long fails. */
export function fetchTransport(baseUrl: string, timeoutMs?: number): ApiTransport {
  return async ({ method, path, headers, body }) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
    return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
  };
}

/** What the client needs of a Playwright `APIRequestContext` (a browser test's `request` or `page.request`). */
export interface RequestContext {
  fetch(
    path: string,
    options: { method: string; headers: Record<string, string>; data?: string },
  ): Promise<{ status(): number; headers(): Record<string, string>; text(): Promise<string> }>;
}

/** A transport over a Playwright request context, which brings its base URL and, for `page.request`, the page's cookies. */
export function requestContextTransport(request: RequestContext): ApiTransport {
  return async ({ method, path, headers, body }) => {
    const response = await request.fetch(path, { method, headers, ...(body === undefined ? {} : { data: body }) });
    return { status: response.status(), headers: response.headers(), text: await response.text() };
  };
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    for (const each of Array.isArray(value) ? value : [value])
      if (each !== undefined) search.append(name, String(each));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A body that is not JSON (a file, a page, an empty answer) is read from `text`.
    return undefined;
  }
}

/**
 * The API by endpoint name: `api.call('createProject', { body, headers: { token } })` answers the status and the typed
 * body, `api.answer('history', { path: { project_key } })` the typed body of a 2xx and throws on anything else.
 * `headers` are sent with every request (e.g. a `token`).
 */
export function apiClient(transport: ApiTransport, headers: Record<string, string> = {}) {
  async function call<Name extends EndpointName>(
    name: Name,
    ...[request]: RequestArgs<Name>
  ): Promise<ApiAnswer<Name>> {
    const { path, query, body } = (request ?? {}) as EndpointRequest<Name>;
    const sent = {
      method: endpointAddresses[name].method.toUpperCase(),
      path:
        endpointPath(name, ...((path === undefined ? [] : [path]) as EndpointArgs<Name>)) +
        queryString(query as Record<string, unknown> | undefined),
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request?.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    const reply = await transport(sent);
    const ok = reply.status >= 200 && reply.status < 300;
    return { ...reply, ok, body: parsed(reply.text) } as ApiAnswer<Name>;
  }

  return {
    call,
    /** The typed body of a 2xx answer; any other answer throws with the endpoint's name, the status and the text. */
    async answer<Name extends EndpointName>(name: Name, ...args: RequestArgs<Name>): Promise<EndpointAnswer<Name>> {
      const answer = await call(name, ...args);
      if (!answer.ok) throw new Error(`${name} answered ${answer.status}: ${answer.text}`);
      return answer.body;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
