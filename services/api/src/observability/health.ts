import { Router } from 'express';
import type { Sql } from '@waterline/read-models/db/sql';
import type { ProjectionStop } from '@waterline/read-models/runner/projection-stops';
import type { ProjectorLagProbe } from './projector-lag.ts';

export interface ReadinessSettings {
  /** Above this many events behind, the process is not ready. */
  maxLagEvents: number;
  /** How long each check may take before it counts as failed. */
  checkTimeoutMs: number;
}

type Timed<Value> = { ok: true; ms: number; value: Value } | { ok: false; ms: number; error: string };

/**
 * `/healthz`: 200 while the process answers. `/readyz`: 200 when the database answers a query, no
 * projection stopped at an event it cannot apply, and the slowest projection is at most
 * `maxLagEvents` behind the log, else 503; the body reports each check, the lag (counted up to
 * `maxLagEvents + 1`) and each stopped projection with its event. No answer holds a host name or a
 * driver's error.
 */
export function healthRouter(deps: {
  sql: Sql;
  projectorLag: ProjectorLagProbe;
  projectionStops: () => Promise<ProjectionStop[]>;
  settings: ReadinessSettings;
}): Router {
  const { sql, projectorLag, projectionStops, settings } = deps;
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'up' });
  });
  router.get('/readyz', async (_req, res) => {
    const query = await timed(settings.checkTimeoutMs, () => sql.query('SELECT 1'));
    const database = query.ok ? { ok: true, ms: query.ms } : query;
    const projectors = query.ok
      ? stopCheck(
          await timed(settings.checkTimeoutMs, projectionStops),
          lagCheck(
            await timed(settings.checkTimeoutMs, () => projectorLag(settings.maxLagEvents + 1)),
            settings.maxLagEvents,
          ),
        )
      : { ok: false, error: 'not checked: the database did not answer' };
    const ready = database.ok && projectors.ok;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: ready ? 'ready' : 'not ready',
        checks: { database, projectors: { ...projectors, maxLagEvents: settings.maxLagEvents } },
      });
  });
  return router;
}

function lagCheck(lag: Timed<number>, maxLagEvents: number) {
  if (!lag.ok) return lag;
  const { ms, value: lagEvents } = lag;
  return lagEvents <= maxLagEvents
    ? { ok: true, ms, lagEvents }
    : { ok: false, ms, lagEvents, error: `more than ${maxLagEvents} events behind` };
}

/** The lag check, failed when a projection stopped: each named with the event it stopped at (not the error, which may quote data). */
function stopCheck(stops: Timed<ProjectionStop[]>, lag: ReturnType<typeof lagCheck>) {
  if (!stops.ok) return stops;
  if (stops.value.length === 0) return lag;
  const stopped = stops.value.map(({ projection, eventId, streamId, eventType }) => ({
    projection,
    eventId,
    streamId,
    eventType,
  }));
  const named = stopped.map((stop) => `${stop.projection} at event ${stop.eventId}`).join(', ');
  return { ...lag, ok: false, stopped, error: `stopped at an event it cannot apply: ${named}` };
}

/** Runs `work` with a deadline; a failure says only that it failed or timed out, never the driver's message (it may name hosts). */
async function timed<Value>(timeoutMs: number, work: () => Promise<Value>): Promise<Timed<Value>> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const outcome = await Promise.race([work(), deadline]);
    return outcome === TIMED_OUT
      ? { ok: false, ms: ms(), error: `timed out after ${timeoutMs} ms` }
      : { ok: true, ms: ms(), value: outcome as Value };
  } catch {
    return { ok: false, ms: ms(), error: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

const TIMED_OUT = Symbol('timed out');
