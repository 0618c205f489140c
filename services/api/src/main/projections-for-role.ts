import type { EventStore } from '@waterline/domain/events/event-store';
import { allProjections } from '@waterline/read-models/all-projections';
import { runDdlExclusively } from '@waterline/read-models/db/exclusive-ddl';
import type { Sql } from '@waterline/read-models/db/sql';
import { CHECKPOINTS_SCHEMA } from '@waterline/read-models/runner/checkpoints';
import { watchCheckpoints } from '@waterline/read-models/runner/checkpoint-watcher';
import { startProjectionRunner, type ProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import type { ProcessRole } from '../config.ts';
import type { Logger } from '../logger.ts';

/**
 * The projectors of a process that runs them (roles `projector` and `both`); for an `api` process,
 * the read-model tables (so its queries find them before a projector process has started) and a
 * watcher of the checkpoints the projector processes write, so commands still wait for their own writes.
 */
export async function projectionsForRole(
  role: ProcessRole,
  deps: { sql: Sql; store: EventStore; logger: Logger; idlePollIntervalMs: number },
): Promise<ProjectionRunner> {
  const { sql, store, logger, idlePollIntervalMs } = deps;
  if (role === 'api') {
    await runDdlExclusively(sql, [CHECKPOINTS_SCHEMA, ...allProjections.map((projection) => projection.schema)]);
    return watchCheckpoints({
      sql,
      projections: allProjections.map((projection) => projection.name),
      onError: (error) => logger.error('Reading the projection checkpoints failed', error),
    });
  }
  return startProjectionRunner({
    sql,
    store,
    projections: allProjections,
    // Short polls keep read-your-writes fast when the log's visibility horizon lags behind commits.
    pollIntervalMs: 50,
    idlePollIntervalMs,
    onError: (error, projection) => logger.error(`Projection ${projection} failed`, error),
    onStop: (stop) =>
      logger.error(
        `Projection ${stop.projection} stopped at event ${stop.eventId} (${stop.eventType} in ${stop.streamId}), which it cannot apply: ${stop.error}`,
      ),
  });
}
