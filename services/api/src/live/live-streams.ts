import type { Request, Response } from 'express';
import type { LogPosition, RecordedEvent } from '@waterline/domain/events/envelope';
import { comparePositions, type EventStore } from '@waterline/domain/events/event-store';
import { everyLiveProjectPart, PROJECT_CHANGED } from '@waterline/contract/live';
import type { LiveSettings } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { ProjectionWaiter } from '../http/command-answer.ts';
import type { Logger } from '../logger.ts';
import { eventFrame, mergedAnnouncements, type Announcement } from './announcements.ts';

/** Events read for a page that comes back; past them it is told once that everything may have changed. */
export const CATCH_UP_LIMIT = 1000;
/** A stream whose client reads slower than this much unsent text is ended (its browser reconnects and catches up). */
const MAX_UNSENT_BYTES = 256 * 1024;
/** How long a browser waits before it reconnects after the stream ends. */
const RETRY_MS = 3000;

export const tooManyFromAddressMessage = 'Too many live pages are open from this address; close some and reload';
export const tooManyStreamsMessage = 'This server follows as many live pages as it can; reload in a minute';

interface LiveStream {
  projectId: string;
  admin: boolean;
  address: string;
  res: Response;
  /** The last position this stream was told (or its Last-Event-ID): nothing at or before it is told again. */
  told: LogPosition | null;
  /** Announcements held while the stream's catch-up is read; null once it is live. */
  held: Announcement[] | null;
}

/**
 * The live streams of this process: it follows the event log itself (the store's subscription, woken by PostgreSQL's
 * NOTIFY), waits until the read models have passed each batch (a page that refetches reads the change), and tells each
 * open stream of the batch's project what its viewer may hear of. Capped per process and per client address; a comment
 * every few seconds keeps proxies from closing a quiet stream; `stop` ends every stream.
 */
export class LiveStreams {
  private readonly streams = new Set<LiveStream>();
  private readonly byProject = new Map<string, Set<LiveStream>>();
  private readonly byAddress = new Map<string, number>();
  /** The log position every open stream has been told up to (the read models had passed it). */
  private position: LogPosition | null = null;
  private unsubscribe: (() => void) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      store: EventStore;
      projections: ProjectionWaiter;
      settings: LiveSettings;
      /** How long a batch waits for the read models before it is told anyway. */
      projectionWaitMs: number;
      logger: Logger;
    },
  ) {}

  /** Follows the log from `after` (where the read models stand), and beats the heartbeat. */
  start(after: LogPosition): void {
    this.position = after;
    this.unsubscribe = this.deps.store.subscribe(after, (events) => this.tell(events));
    this.heartbeat = setInterval(() => this.beat(), this.deps.settings.heartbeatSeconds * 1000);
    this.heartbeat.unref();
  }

  /** How many streams are open. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream of the project's changes on `res` (429 or 503 past the caps, before anything is written); with
   * `after` (the browser's Last-Event-ID), first what changed since, or one "changed" when that is too far back.
   */
  open(req: Request, res: Response, viewer: { projectId: string; admin: boolean; after: LogPosition | null }): void {
    const { maxStreams, maxStreamsPerAddress } = this.deps.settings;
    const address = req.ip ?? 'unknown';
    if (this.streams.size >= maxStreams) throw new HttpError(503, tooManyStreamsMessage);
    if ((this.byAddress.get(address) ?? 0) >= maxStreamsPerAddress) throw new HttpError(429, tooManyFromAddressMessage);
    const stream: LiveStream = {
      projectId: viewer.projectId,
      admin: viewer.admin,
      address,
      res,
      told: viewer.after,
      held: viewer.after ? [] : null,
    };
    this.add(stream);
    res.once('close', () => this.remove(stream));
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves the stream alone, so each event leaves at once.
      'Cache-Control': 'no-store, no-transform',
      // Proxies that buffer answers (nginx) pass this one through as it comes.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n: open\n\n`);
    if (viewer.after) void this.catchUp(stream, viewer.after);
  }

  /** Ends every stream (a browser reconnects, to this process once it is back or to another) and stops following. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearInterval(this.heartbeat);
    for (const stream of [...this.streams]) {
      this.remove(stream);
      stream.res.end();
    }
  }

  private add(stream: LiveStream): void {
    this.streams.add(stream);
    this.byAddress.set(stream.address, (this.byAddress.get(stream.address) ?? 0) + 1);
    const ofProject = this.byProject.get(stream.projectId) ?? new Set();
    ofProject.add(stream);
    this.byProject.set(stream.projectId, ofProject);
  }

  private remove(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    const left = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (left === 0) this.byAddress.delete(stream.address);
    else this.byAddress.set(stream.address, left);
    const ofProject = this.byProject.get(stream.projectId);
    ofProject?.delete(stream);
    if (ofProject?.size === 0) this.byProject.delete(stream.projectId);
  }

  /** A batch of the log: told once the read models have passed it (or after the commands' own wait, regardless). */
  private async tell(events: RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const announcements = mergedAnnouncements(events);
    if (announcements.length > 0 && this.streams.size > 0)
      await this.deps.projections.waitForPosition(last.position, this.deps.projectionWaitMs).catch(() => false);
    this.position = last.position;
    for (const announcement of announcements)
      for (const stream of this.byProject.get(announcement.projectId) ?? []) this.send(stream, announcement);
  }

  private send(stream: LiveStream, announcement: Announcement): void {
    if (announcement.audience === 'admins' && !stream.admin) return;
    if (stream.held) return void stream.held.push(announcement);
    if (stream.told && comparePositions(announcement.position, stream.told) <= 0) return;
    stream.told = announcement.position;
    this.write(stream, eventFrame(announcement));
  }

  private write(stream: LiveStream, text: string): void {
    stream.res.write(text);
    if (stream.res.writableLength > MAX_UNSENT_BYTES) {
      this.remove(stream);
      stream.res.end();
    }
  }

  /** What changed after `after` up to where the other streams stand; then what was held meanwhile. */
  private async catchUp(stream: LiveStream, after: LogPosition): Promise<void> {
    const upTo = this.position;
    try {
      const read =
        upTo && comparePositions(after, upTo) < 0 ? await this.deps.store.readAll(after, CATCH_UP_LIMIT) : [];
      const passed = read.filter((event) => upTo && comparePositions(event.position, upTo) <= 0);
      const tooFarBack = read.length === CATCH_UP_LIMIT && passed.length === read.length && upTo;
      const missed = tooFarBack
        ? [everythingChanged(stream.projectId, upTo)]
        : mergedAnnouncements(passed).filter((announcement) => announcement.projectId === stream.projectId);
      const held = stream.held ?? [];
      stream.held = null;
      for (const announcement of [...missed, ...held]) this.send(stream, announcement);
    } catch (error) {
      this.deps.logger.error('Catching up a live stream failed', error);
      this.remove(stream);
      stream.res.end();
    }
  }

  /** A comment line on every stream: a proxy that closes quiet connections sees this one is in use. */
  private beat(): void {
    for (const stream of [...this.streams]) this.write(stream, ': heartbeat\n\n');
  }
}

function everythingChanged(projectId: string, position: LogPosition): Announcement {
  return {
    projectId,
    audience: 'everyone',
    position,
    event: PROJECT_CHANGED,
    data: { parts: [...everyLiveProjectPart] },
  };
}
