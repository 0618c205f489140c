import type { Sql } from '@waterline/read-models/db/sql';
import type { CommandEnv } from '../commands/command-handler.ts';
import { releaseAbandonedReservations } from '../commands/reservations.ts';
import type { Logger } from '../logger.ts';
import { runNowAndEvery } from '../run-every.ts';

/** Long enough that no creation still under way is taken for an abandoned one. */
export const RESERVATION_GRACE_MS = 10 * 60_000;
const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Every few minutes (and once at start), releases what processes that died between reserving a unique value and
 * creating its owner left behind. Returns a stop function.
 */
export function startReservationSweep(commands: CommandEnv, sql: Sql, logger: Logger): () => void {
  const sweep = async () => {
    try {
      const { released, returnedKeys } = await releaseAbandonedReservations(
        commands,
        sql,
        new Date(commands.clock().getTime() - RESERVATION_GRACE_MS),
      );
      if (released.length > 0 || returnedKeys > 0) {
        logger.info(`Released ${released.length} abandoned reservation(s) and returned ${returnedKeys} license key(s)`);
      }
    } catch (error) {
      logger.error('Sweeping abandoned reservations failed', error);
    }
  };
  return runNowAndEvery(SWEEP_INTERVAL_MS, sweep);
}
