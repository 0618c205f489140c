import type { LogPosition, RecordedEvent } from '@waterline/domain/events/envelope';
import { WakeSignal } from '@waterline/read-models/runner/wake-signal';

export interface PollingSubscriptionOptions {
  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]>;
  after: LogPosition;
  onEvents(events: RecordedEvent[]): Promise<void>;
  batchSize: number;
  pollIntervalMs: number;
  /** Subscribes to "new events may exist" hints; the loop polls anyway. */
  listenForAppends?: (wake: () => void) => Promise<() => Promise<void>>;
  onError(error: unknown): void;
}

/**
 * Reads batches after a position and hands them to `onEvents`; the position moves only after
 * `onEvents` resolves, so a failed batch is delivered again after the poll interval.
 */
function startPollingSubscription(options: PollingSubscriptionOptions): { stop(): Promise<void> } {
  const signal = new WakeSignal();
  let stopped = false;
  let position = options.after;
  const unlisten = options
    .listenForAppends?.(() => signal.wake())
    .catch((error: unknown) => {
      options.onError(error);
      return undefined;
    });

  const loop = (async () => {
    while (!stopped) {
      try {
        const events = await options.readAll(position, options.batchSize);
        const last = events.at(-1);
        if (last && !stopped) {
          await options.onEvents(events);
          position = last.position;
          continue;
        }
      } catch (error) {
        options.onError(error);
      }
      await signal.sleep(options.pollIntervalMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      signal.wake();
      await loop;
      await (
        await unlisten
      )?.();
    },
  };
}

/** The subscriptions an event store started: each can be cancelled, and closing the store stops them all. */
export class PollingSubscriptions {
  private readonly running = new Set<{ stop(): Promise<void> }>();

  /** Starts a subscription; answers the function that cancels it. */
  start(options: PollingSubscriptionOptions): () => void {
    const subscription = startPollingSubscription(options);
    this.running.add(subscription);
    return () => {
      this.running.delete(subscription);
      void subscription.stop();
    };
  }

  async stopAll(): Promise<void> {
    const stopping = [...this.running].map((subscription) => subscription.stop());
    this.running.clear();
    await Promise.all(stopping);
  }
}
