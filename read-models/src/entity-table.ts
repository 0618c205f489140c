import type { RowStatement } from './batched-writes.ts';

/**
 * A table holding one row per entity whose events come from one stream (a threshold, a measure, a survey's
 * response): added once, edited only by a newer version of its stream, deleted. Columns are given with their types.
 */
export interface EntityTable {
  table: string;
  /** The entity's id column: the table's primary key. */
  id: string;
  /** A column an edit or a removal must also match (a survey response changes only within its own project). */
  scope?: string;
  /** What an add sets besides the id, the scope, `updated_at` and `version`, e.g. `{ data: 'jsonb' }`. */
  added: Record<string, string>;
  /** The column that keeps when the entity was added, set from the add's `updated_at`. */
  addedAt: string;
  /** What an edit sets besides `updated_at` and `version`. */
  edited: Record<string, string>;
  /** The type of `updated_at` and of the `addedAt` column. */
  timeType: 'timestamptz' | 'text';
}

interface Versioned {
  updated_at: string;
  version: number;
}

/** The add / edit-if-newer / delete statements of an entity table, for `BatchedWrites`. */
export function entityTableWrites<Added extends Versioned, Edited extends Versioned, Key extends object>(
  spec: EntityTable,
): { add: RowStatement<Added>; edit: RowStatement<Edited>; remove: RowStatement<Key> } {
  const { table, id, scope, addedAt, timeType } = spec;
  const keyColumns = scope ? [id, scope] : [id];
  const keyDefinitions = keyColumns.map((column) => `${column} text`);
  const key = (row: object) => JSON.stringify(keyColumns.map((column) => (row as Record<string, unknown>)[column]));
  const definitions = (columns: Record<string, string>) =>
    Object.entries(columns).map(([name, type]) => `${name} ${type}`);
  const versioned = [`updated_at ${timeType}`, 'version integer'];
  const matches = keyColumns.map((column) => `e.${column} = rows.${column}`).join(' AND ');

  const addedNames = [...keyColumns, ...Object.keys(spec.added)];
  const editedNames = [...Object.keys(spec.edited), 'updated_at', 'version'];
  return {
    add: {
      table,
      columns: [...keyDefinitions, ...definitions(spec.added), ...versioned].join(', '),
      text: `INSERT INTO ${table} (${[...addedNames, addedAt, 'updated_at', 'version'].join(', ')})
             SELECT ${[...addedNames, 'updated_at', 'updated_at', 'version'].join(', ')} FROM rows ON CONFLICT (${id}) DO NOTHING`,
      keep: 'first',
      key,
    },
    // Each entity's events come from one stream, so the last edit of a batch carries its highest version.
    edit: {
      table,
      columns: [...keyDefinitions, ...definitions(spec.edited), ...versioned].join(', '),
      text: `UPDATE ${table} e SET ${editedNames.map((name) => `${name} = rows.${name}`).join(', ')}
             FROM rows WHERE ${matches} AND e.version < rows.version`,
      keep: 'last',
      key,
    },
    remove: {
      table,
      columns: keyDefinitions.join(', '),
      text: `DELETE FROM ${table} e USING rows WHERE ${matches}`,
      keep: 'first',
      key,
    },
  };
}
