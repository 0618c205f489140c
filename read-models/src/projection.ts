import type { RecordedEvent } from '@waterline/domain/events/envelope';
import type { Sql } from './db/sql.ts';

/**
 * A projection owns versioned tables (`name_v1`) and builds them from events.
 * The runner calls `apply` with each batch of events, in log order, inside the batch's transaction,
 * next to the checkpoint (for a projection that holds its writes, before it: see `holdsWrites`).
 * The tables must end as if each event had been applied alone, in order,
 * whatever the batches (the rebuild takes larger batches than the live runner and must match it).
 */
export interface Projection {
  /** Unique, versioned, e.g. 'project_summary_v1'; also the checkpoint's key. */
  name: string;
  /** The tables it owns, for rebuild and checksums. */
  tables: string[];
  /** Idempotent DDL (CREATE TABLE IF NOT EXISTS ...). */
  schema: string;
  /** Whether it reads this event; the runner only moves the checkpoint over a batch of events it does not read. */
  handles(event: RecordedEvent): boolean;
  apply(tx: Sql, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * True when `apply` reads only its own tables, before it writes, and may have its writes held until the batch ends
   * (`holdingWrites`): the runner then calls it outside any transaction and sends its writes with the checkpoint in
   * one statement that writes only if the checkpoint has not moved since (`checkpointGuard`).
   */
  holdsWrites?: boolean;
}

/** `handles` for a projection that reads the events of the given domains (their event schemas by type). */
export function readsEventsOf(...schemas: readonly object[]): (event: RecordedEvent) => boolean {
  return (event) => schemas.some((types) => Object.hasOwn(types, event.type));
}
