import { Router } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ConcurrencyError, type EventStore } from '@waterline/domain/events/event-store';
import type { AddressAllowList } from './address-allow-list.ts';
import type { ProjectorLagProbe } from './projector-lag.ts';
import type { FinishedRequest } from './request-log.ts';

/** The gauge counts the lag up to this many events: enough to tell "far behind" without reading the whole log on a scrape. */
export const LAG_GAUGE_CEILING = 10_000;

/** How a command ended, as the commands counter labels it. */
export type CommandOutcome = 'stored' | 'unchanged' | 'refused' | 'conflict' | 'failed';

/** One process's Prometheus metrics, in a registry of its own (so several apps in one test process keep theirs apart). */
export interface Metrics {
  registry: Registry;
  observeRequest(request: FinishedRequest): void;
  observeCommand(command: string, outcome: CommandOutcome): void;
  countEventStoreError(operation: string): void;
}

export function createMetrics(
  options: {
    projectorLag?: ProjectorLagProbe;
    stoppedProjections?: () => Promise<number>;
    /** How many live streams of project pages this process holds open. */
    openLiveStreams?: () => number;
  } = {},
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'waterline_http_request_duration_seconds',
    help: 'HTTP requests by method, matched route pattern and status class, and how long they took',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const commands = new Counter({
    name: 'waterline_commands_total',
    help: 'Commands handled, by command and outcome (stored, unchanged, refused, conflict, failed)',
    labelNames: ['command', 'outcome'] as const,
    registers: [registry],
  });
  const eventStoreErrors = new Counter({
    name: 'waterline_event_store_errors_total',
    help: 'Event store calls that failed, by operation (version conflicts excluded: they are retried)',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const probe = options.projectorLag;
  if (probe) {
    new Gauge({
      name: 'waterline_projector_lag_events',
      help: `Events the slowest projection has still to apply (counted up to ${LAG_GAUGE_CEILING})`,
      registers: [registry],
      async collect() {
        this.set(await probe(LAG_GAUGE_CEILING));
      },
    });
  }
  const stopped = options.stoppedProjections;
  if (stopped) {
    new Gauge({
      name: 'waterline_projections_stopped',
      help: 'Projections stopped at an event they cannot apply (see /readyz for which, and the event)',
      registers: [registry],
      async collect() {
        this.set(await stopped());
      },
    });
  }
  const openLiveStreams = options.openLiveStreams;
  if (openLiveStreams) {
    new Gauge({
      name: 'waterline_live_streams_open',
      help: 'Live streams of project pages this process holds open (GET /api/live/{project_key})',
      registers: [registry],
      collect() {
        this.set(openLiveStreams());
      },
    });
  }
  return {
    registry,
    observeRequest({ method, route, status, durationSeconds }) {
      requestDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, durationSeconds);
    },
    observeCommand(command, outcome) {
      commands.inc({ command, outcome });
    },
    countEventStoreError(operation) {
      eventStoreErrors.inc({ operation });
    },
  };
}

/** `/metrics` in the Prometheus text format, answered only to allowed client addresses (Express's `req.ip`, so `trust proxy` applies); others get 403. */
export function metricsRouter(metrics: Metrics, allowed: AddressAllowList): Router {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    if (!allowed.allows(req.ip)) {
      res.status(403).type('text/plain').send('Forbidden\n');
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
  return router;
}

/** The store, counting every failed call in `metrics` (a version conflict is an expected answer, not an error). */
export function countingEventStore<Store extends EventStore>(store: Store, metrics: Metrics): Store {
  const counted =
    <Args extends unknown[], Result>(operation: string, call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      try {
        return await call(...args);
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) metrics.countEventStoreError(operation);
        throw error;
      }
    };
  const overrides: Partial<Record<PropertyKey, unknown>> = {
    append: counted('append', store.append.bind(store)),
    readStream: counted('readStream', store.readStream.bind(store)),
    readAll: counted('readAll', store.readAll.bind(store)),
  };
  // The other members (init, subscribe, close) are the store's own, called on the store itself.
  return new Proxy(store, {
    get(target, property) {
      if (property in overrides) return overrides[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
