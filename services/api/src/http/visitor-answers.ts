import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { markAnsweredFromKept, routePattern } from '../observability/request-log.ts';
import { carriesIdentity, sendSerialised, type SerialisedAnswer } from './caching.ts';

/** Bytes of kept answers (their two forms and addresses); most are held by the routes' own caches as well. */
const KEPT_BYTES = 32 * 1024 * 1024;

interface KeptAnswer {
  answer: SerialisedAnswer;
  cacheControl: string;
  /** The route's pattern, which the request's metrics are counted under. */
  route: string;
  /** Whether the route would give an anonymous visitor this answer now. */
  holds: () => Promise<boolean>;
}

/**
 * The answers a crowd of anonymous visitors asks for (a public project's opening), kept by address so that the next
 * request for one is answered before the route walk, its session and the parsing and checks of its input. Each is kept
 * with what tells whether it still holds, asked on every request (a read shared by the requests of the moment), so a
 * visitor never gets an answer older than the request, in one process or several. A request that says who asks, or
 * that is not a GET, always goes on to the routes.
 */
export class VisitorAnswers {
  private readonly kept = new LRUCache<string, KeptAnswer>({
    maxSize: KEPT_BYTES,
    sizeCalculation: ({ answer }, address) => answer.json.length + answer.gzipped.length + address.length,
  });

  /**
   * Sends a shared answer (`sendSerialised`) and, when the request is an anonymous visitor's GET, keeps it for the next
   * one at the same address while `holds` (which must check everything the route checks for a visitor) says so.
   */
  send(
    req: Request,
    res: Response,
    answer: SerialisedAnswer,
    cacheControl: string,
    holds: () => Promise<boolean>,
  ): void {
    if (fromVisitor(req))
      this.kept.set(req.originalUrl, { answer, cacheControl, route: routePattern(req, res), holds });
    sendSerialised(req, res, answer, cacheControl);
  }

  /** Answers a visitor's request from the kept answers when its answer still holds; any other goes on to the routes. */
  readonly answer: RequestHandler = (req, res, next) => {
    const address = req.originalUrl;
    const kept = fromVisitor(req) ? this.kept.get(address) : undefined;
    if (kept === undefined) return next();
    kept.holds().then((holds) => {
      // Past the request's deadline it was answered already.
      if (res.headersSent) return;
      if (!holds) {
        if (this.kept.peek(address) === kept) this.kept.delete(address);
        return next();
      }
      markAnsweredFromKept(res, kept.route);
      sendSerialised(req, res, kept.answer, kept.cacheControl);
    }, next);
  };
}

function fromVisitor(req: Request): boolean {
  return req.method === 'GET' && !carriesIdentity(req);
}
