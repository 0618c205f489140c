import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AllowedOrigins } from '../config.ts';

/**
 * Security headers of every answer (pages, assets and the API): a content security policy that runs
 * only our own scripts and reaches only our origin and the configured ones, nosniff, no framing by
 * other sites, no referrer sent elsewhere. Styles may be inline: the charts and maps set style attributes.
 */
export function securityHeaders(allowed: AllowedOrigins): RequestHandler {
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
