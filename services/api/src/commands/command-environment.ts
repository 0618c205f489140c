import { AggregateCache } from './aggregate-cache.ts';
import type { CommandEnv } from './command-handler.ts';
import { StreamQueue } from './stream-queue.ts';

/** The command environment of an app: its store and clock, with the aggregate cache and the per-stream queue its commands share. */
export function commandEnvironment(
  env: Pick<CommandEnv, 'eventStore' | 'clock' | 'bcryptCost' | 'observeCommand' | 'reservedProjectKeys'>,
): CommandEnv {
  return { ...env, aggregateCache: new AggregateCache(), streamQueue: new StreamQueue() };
}
