import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.ts';
import {
  type FinishedRequest,
  logAborted,
  REQUEST_ID_HEADER,
  requestIdFrom,
  routePattern,
} from '../observability/request-log.ts';
import {
  answerFormFor,
  type AnswerForm,
  carriesIdentity,
  sendSerialised,
  type SerialisedAnswer,
  serialisedAnswerBody,
  serialisedAnswerHeaders,
} from './caching.ts';
import { arrivedAt } from './request-deadline.ts';

/** Bytes of kept answers (their two forms and addresses); most are held by the routes' own caches as well. */
const KEPT_BYTES = 32 * 1024 * 1024;

/** What the app gives every answer, which kept answers are given as well without its handlers. */
export interface EveryAnswer {
  /** The security headers, names and values in turn (`securityHeaderList`). */
  securityHeaders: readonly string[];
  /** The requests' deadline: a kept answer whose check takes longer goes on to the app's handlers, which answer 503. */
  deadlineMs: number;
  logger: Logger;
  /** Counts each finished request (metrics). */
  onFinished?: (request: FinishedRequest) => void;
}

interface KeptAnswer {
  answer: SerialisedAnswer;
  /** Its headers in each form but the request id, names and values in turn. */
  headers: Record<AnswerForm, string[]>;
  /** The route's pattern, which the request's metrics are counted under. */
  route: string;
  /** Whether the route would give an anonymous visitor this answer now. */
  holds: () => Promise<boolean>;
}

/**
 * The answers a crowd of anonymous visitors asks for (a public project's opening), kept by address so that the next
 * request for one is answered ahead of the app's handlers: its log line, its headers one by one, the route walk, its
 * session and the parsing and checks of its input. Each is kept with what tells whether it still holds, asked on every
 * request (a read shared by the requests of the moment), so a visitor never gets an answer older than the request, in
 * one process or several. A request that says who asks, or that is not a GET, always goes on to the app's handlers, as
 * does one whose answer no longer holds, whose check fails or takes longer than the deadline.
 */
export class VisitorAnswers {
  private readonly kept = new LRUCache<string, KeptAnswer>({
    maxSize: KEPT_BYTES,
    sizeCalculation: ({ answer }, address) => answer.json.length + answer.gzipped.length + address.length,
  });

  constructor(private readonly every: EveryAnswer) {}

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
    if (fromVisitor(req)) {
      const headersIn = (form: AnswerForm) => [
        ...this.every.securityHeaders,
        ...serialisedAnswerHeaders(answer, cacheControl, form),
      ];
      const headers = {
        notModified: headersIn('notModified'),
        gzipped: headersIn('gzipped'),
        plain: headersIn('plain'),
      };
      this.kept.set(req.originalUrl, { answer, headers, route: routePattern(req), holds });
    }
    sendSerialised(req, res, answer, cacheControl);
  }

  /** Answers a visitor's request from the kept answers when its answer still holds; any other goes on to the app's handlers. */
  readonly answer: RequestHandler = (req, res, next) => {
    const address = req.originalUrl;
    const kept = fromVisitor(req) ? this.kept.get(address) : undefined;
    if (kept === undefined) return next();
    const arrived = performance.now();
    let handedOn = false;
    const handOn = () => {
      handedOn = true;
      arrivedAt(res, arrived);
      next();
    };
    // Its deadline counts from here: handed on past it, the request is answered 503 at once.
    const deadline = setTimeout(handOn, this.every.deadlineMs);
    kept.holds().then(
      (holds) => {
        clearTimeout(deadline);
        if (handedOn) return;
        if (holds) return this.write(req, res, kept, arrived);
        if (this.kept.peek(address) === kept) this.kept.delete(address);
        handOn();
      },
      // The app's handlers answer the failure, e.g. a database that is not there, as they do for any request.
      () => {
        clearTimeout(deadline);
        if (!handedOn) handOn();
      },
    );
  };

  /** The kept answer with every answer's headers, in one write. */
  private write(req: Request, res: Response, kept: KeptAnswer, arrived: number): void {
    const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
    const durationSeconds = () => (performance.now() - arrived) / 1000;
    if (res.destroyed) return logAborted(this.every.logger, req, requestId, durationSeconds());
    const form = answerFormFor(req, kept.answer.etag);
    const status = form === 'notModified' ? 304 : 200;
    res.writeHead(status, [REQUEST_ID_HEADER, requestId, ...kept.headers[form]]);
    res.end(serialisedAnswerBody(kept.answer, form));
    this.every.onFinished?.({ method: req.method, route: kept.route, status, durationSeconds: durationSeconds() });
  }
}

function fromVisitor(req: Request): boolean {
  return req.method === 'GET' && !carriesIdentity(req);
}
