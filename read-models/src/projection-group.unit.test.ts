import type { RecordedEvent } from '@waterline/domain/events/envelope';
import { describe, expect, it } from 'vitest';
import type { Sql } from './db/sql.ts';
import type { Projection } from './projection.ts';
import { projectionGroup } from './projection-group.ts';

const applied: string[] = [];
const member = (name: string): Projection => ({
  name,
  tables: [`${name}_a`, `${name}_b`],
  schema: `CREATE TABLE ${name}_a ();`,
  handles: (event) => event.type.startsWith(name),
  apply: async (_tx, events) => {
    applied.push(...events.map((event) => `${name}:${event.type}`));
  },
});

describe('a projection group', () => {
  it("owns its members' tables and schemas, gives each member the whole batch in order and reads what any member reads", async () => {
    const group = projectionGroup('group_v1', [member('first'), member('second')]);
    expect(group.name).toBe('group_v1');
    expect(group.tables).toEqual(['first_a', 'first_b', 'second_a', 'second_b']);
    expect(group.schema).toBe('CREATE TABLE first_a ();\nCREATE TABLE second_a ();');
    await group.apply({} as Sql, [{ type: 'Happened' }, { type: 'Followed' }] as RecordedEvent[]);
    expect(applied).toEqual(['first:Happened', 'first:Followed', 'second:Happened', 'second:Followed']);
    expect(
      [{ type: 'firstThing' }, { type: 'secondThing' }, { type: 'thirdThing' }].map((event) =>
        group.handles(event as RecordedEvent),
      ),
    ).toEqual([true, true, false]);
  });
});
