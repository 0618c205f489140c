import type { HistoryEntryView } from '@waterline/contract/history';
import { OPERATOR_ACTOR_ID, SCHEDULE_ACTOR_ID } from '@waterline/domain/aggregate/actors';
import { projectHistory } from '@waterline/domain/projects/history';
import type { Sql } from '@waterline/read-models/db/sql';
import { listProjectEvents } from '@waterline/read-models/project-history/queries';
import { userNames } from '@waterline/read-models/users/queries';

/** Actors that are not user accounts: visitors, the operator's scripts and the server's schedule. */
const actorWithoutAccount: ReadonlyMap<string, string> = new Map([
  ['anonymous', 'Anonymous'],
  [OPERATOR_ACTOR_ID, 'Operator'],
  [SCHEDULE_ACTOR_ID, 'Daily refresh'],
]);

/** A project's configuration history as the admin History page shows it: oldest first, with who did each change by name. */
export async function projectHistoryEntries(sql: Sql, projectId: string): Promise<HistoryEntryView[]> {
  const events = await listProjectEvents(sql, projectId);
  const people = new Set(events.map((event) => event.metadata.actorId));
  for (const event of events) {
    const data = event.data as { userId?: unknown };
    if (typeof data.userId === 'string') people.add(data.userId);
  }
  const names = await userNames(sql, [...people]);
  const nameOf = (userId: string) => names.get(userId) ?? actorWithoutAccount.get(userId) ?? 'Unknown user';
  return projectHistory(events, nameOf).map(({ actorId, ...entry }) => ({
    ...entry,
    actor: { id: actorId, name: nameOf(actorId) },
  }));
}
