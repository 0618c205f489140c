import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AllowedOrigins } from '../config.ts';

/**
 * Security headers of every answer (pages, assets and the API): a content security policy that runs
 * only our own scripts and reaches only our origin and the configured ones, nosniff, no framing by
 * other sites, no referrer sent elsewhere. Styles may be inline: the charts and maps set style attributes.
 */
export function securityHeaders(allowed: AllowedOrigins): RequestHandler {
  const { set, removed } = headersOf(helmetFor(allowed));
  return (_req, res, next) => {
    res.setHeaders(set);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/** The headers `securityHeaders` sets, as names and values in turn: for an answer written in one `writeHead`. */
export function securityHeaderList(allowed: AllowedOrigins): string[] {
  return [...headersOf(helmetFor(allowed)).set].flat();
}

/**
 * What a helmet middleware does to every answer: the headers it sets and those it removes. Ours depends on nothing
 * in the request (no nonces, no functions among the directives), so it is worked out once rather than per request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): { set: Map<string, string>; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string) {
      set.set(name, value);
      return response;
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  let called = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  if (!called) throw new Error('The security headers depend on the request');
  return { set, removed };
}

function helmetFor(allowed: AllowedOrigins): ReturnType<typeof helmet> {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...allowed.images, ...allowed.connect],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...allowed.connect],
        // MapLibre and the analysis run in module workers of our own scripts (none is started from a blob).
        workerSrc: ["'self'"],
        frameSrc: allowed.frames.length > 0 ? [...allowed.frames] : ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin by default would stop the configured tile and image hosts' answers from loading.
    crossOriginEmbedderPolicy: false,
  });
}
