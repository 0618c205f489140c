import { describe, expect, it } from 'vitest';
import { combiningWrites, writeRows, type RowStatement } from './batched-writes.ts';
import type { Sql } from './db/sql.ts';

const statement = (table: string, text: string): RowStatement<{ id: string }> => ({
  table,
  columns: 'id text',
  text,
  keep: 'last',
  key: (row) => row.id,
});
const intoA = statement('a', 'INSERT INTO a (id) SELECT id FROM rows');
const intoB = statement('b', 'INSERT INTO b (id) SELECT id FROM rows');
const fromA = statement('a', 'DELETE FROM a USING rows WHERE a.id = rows.id');

function recordingSql(): Sql & { sent: { text: string; params: readonly unknown[] }[] } {
  const sent: { text: string; params: readonly unknown[] }[] = [];
  return {
    sent,
    query: async (text, params = []) => {
      sent.push({ text, params });
      return { rows: [] };
    },
    exec: async () => undefined,
    transaction: async () => {
      throw new Error('not used');
    },
    close: async () => undefined,
  };
}

describe('combined writes', () => {
  it('holds the writes back until the work ends, then sends writes to different tables as one statement and a second write to a table after the first', async () => {
    const tx = recordingSql();
    await combiningWrites(tx, async () => {
      await writeRows(tx, intoA, [{ id: '1' }]);
      await writeRows(tx, intoB, [{ id: '2' }]);
      await writeRows(tx, fromA, [{ id: '1' }]);
      expect(tx.sent).toEqual([]);
    });
    expect(tx.sent).toEqual([
      {
        text: [
          'WITH write_0 AS (WITH rows AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id text)) INSERT INTO a (id) SELECT id FROM rows),',
          'write_1 AS (WITH rows AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(id text)) INSERT INTO b (id) SELECT id FROM rows)',
          'SELECT',
        ].join('\n'),
        params: ['[{"id":"1"}]', '[{"id":"2"}]'],
      },
      {
        text: 'WITH rows AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id text)) DELETE FROM a USING rows WHERE a.id = rows.id',
        params: ['[{"id":"1"}]'],
      },
    ]);
  });

  it('sends at once outside combiningWrites', async () => {
    const tx = recordingSql();
    await writeRows(tx, intoB, [{ id: '3' }]);
    expect(tx.sent).toHaveLength(1);
  });
});
