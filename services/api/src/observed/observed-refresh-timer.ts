import { listProjects } from '@waterline/read-models/projects/queries';
import type { Sql } from '@waterline/read-models/db/sql';
import type { Logger } from '../logger.ts';
import { runNowAndEvery } from '../run-every.ts';
import type { ObservedRecords } from './observed-records.ts';

const HOUR_MS = 60 * 60_000;

/** Every `hours` (a day by default) and at start, fetches every observed alternative's record again. Returns a stop function. */
export function startObservedRefresh(observed: ObservedRecords, sql: Sql, logger: Logger, hours: number): () => void {
  if (hours === 0) return () => undefined;
  return runNowAndEvery(hours * HOUR_MS, async () => {
    try {
      await observed.refreshAll(await listProjects(sql), (error) =>
        logger.error('Refreshing an observed record failed', error),
      );
    } catch (error) {
      logger.error('Refreshing the observed records failed', error);
    }
  });
}
