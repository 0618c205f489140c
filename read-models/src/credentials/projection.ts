import { parseUserEvent, userEventSchemas } from '@waterline/domain/users/user';
import { writeFoldedRows, type RowStatement } from '../batched-writes.ts';
import type { Sql } from '../db/sql.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { credentialsSchema, credentialsTable } from './schema.ts';

interface CredentialsRow {
  user_id: string;
  password_hash: string | null;
  session_version: number;
}

const insertCredentials: RowStatement<CredentialsRow & { email: string }> = {
  table: credentialsTable,
  columns: 'user_id text, email text, password_hash text, session_version integer',
  text: `INSERT INTO credentials_v2 (user_id, email, password_hash, session_version) SELECT user_id, email, password_hash, session_version FROM rows
         ON CONFLICT (user_id) DO NOTHING`,
  keep: 'first',
  key: (row) => row.user_id,
};

const updateCredentials: RowStatement<CredentialsRow> = {
  table: credentialsTable,
  columns: 'user_id text, password_hash text, session_version integer',
  text: 'UPDATE credentials_v2 c SET password_hash = rows.password_hash, session_version = rows.session_version FROM rows WHERE c.user_id = rows.user_id',
  keep: 'last',
  key: (row) => row.user_id,
};

/**
 * Reads the rows of the batch's users once, folds the batch's events into them in memory as each
 * event alone would change its row, then writes the new rows and the changed ones in two statements
 * (a registration and its first password come together, so they would otherwise alternate).
 */
export const credentialsProjection: Projection = {
  name: 'credentials_v2',
  tables: [credentialsTable],
  schema: credentialsSchema,
  handles: readsEventsOf(userEventSchemas),
  async apply(tx, events) {
    const parsed = events.flatMap((recorded) => {
      const event = parseUserEvent(recorded);
      return event?.type === 'UserRegistered' || event?.type === 'PasswordSet' || event?.type === 'SessionsEnded'
        ? [event]
        : [];
    });
    if (parsed.length === 0) return;
    const rows = await readRows(tx, [...new Set(parsed.map((event) => event.data.userId))]);
    const created = new Map<string, CredentialsRow & { email: string }>();
    const changed = new Set<CredentialsRow>();
    for (const event of parsed) {
      const { userId } = event.data;
      const row = rows.get(userId);
      if (event.type === 'UserRegistered') {
        if (row) continue;
        const fresh = { user_id: userId, email: event.data.email, password_hash: null, session_version: 0 };
        rows.set(userId, fresh);
        created.set(userId, fresh);
      } else if (row && event.type === 'PasswordSet') {
        row.password_hash = event.data.passwordHash;
        // A reset ends the sessions opened with the old password.
        if (event.data.reason === 'reset') row.session_version += 1;
        changed.add(row);
      } else if (row) {
        row.session_version += 1;
        changed.add(row);
      }
    }
    await writeFoldedRows(tx, { insert: insertCredentials, update: updateCredentials }, created, changed);
  },
};

async function readRows(tx: Sql, userIds: string[]): Promise<Map<string, CredentialsRow>> {
  const { rows } = await tx.query<CredentialsRow>(
    'SELECT user_id, password_hash, session_version FROM credentials_v2 WHERE user_id = ANY($1::text[])',
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row]));
}
