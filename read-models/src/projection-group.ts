import { combiningWrites } from './batched-writes.ts';
import type { Projection } from './projection.ts';

/**
 * Several projections kept as one: the runner then reads the log once and sends one write statement
 * per batch for all of them, instead of once per projection (each read model still has its own
 * folder, tables and queries). Members read only their own tables, and before they write: their writes
 * are held until every member has taken the batch, then sent together (`combiningWrites`). The group is
 * versioned as a whole: when a member changes, give it new table names and the group a new name, and the
 * whole group is rebuilt.
 */
export function projectionGroup(name: string, members: readonly Projection[]): Projection {
  return {
    name,
    tables: members.flatMap((member) => member.tables),
    schema: members.map((member) => member.schema).join('\n'),
    handles: (event) => members.some((member) => member.handles(event)),
    holdsWrites: true,
    // Members own separate tables, so each can take the whole batch in turn, and their writes commute.
    async apply(tx, events) {
      await combiningWrites(tx, async () => {
        for (const member of members) await member.apply(tx, events);
      });
    },
  };
}
