import { parseUserEvent, userEventSchemas } from '@waterline/domain/users/user';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { credentialsSchema, credentialsTable } from './schema.ts';

const registerCredentials: RowStatement<{ user_id: string; email: string }> = {
  table: credentialsTable,
  columns: 'user_id text, email text',
  text: 'INSERT INTO credentials_v2 (user_id, email) SELECT user_id, email FROM rows ON CONFLICT (user_id) DO NOTHING',
  keep: 'first',
  key: (row) => row.user_id,
};

/** Adds `ends` to the session version: a reset or 'sign out everywhere' ends the sessions opened before. */
const setPassword: RowStatement<{ user_id: string; password_hash: string | null; ends: number }> = {
  table: credentialsTable,
  columns: 'user_id text, password_hash text, ends integer',
  text: `UPDATE credentials_v2 c SET password_hash = COALESCE(rows.password_hash, c.password_hash), session_version = c.session_version + rows.ends
         FROM rows WHERE c.user_id = rows.user_id`,
  keep: 'each',
  key: (row) => row.user_id,
};

export const credentialsProjection: Projection = {
  name: 'credentials_v2',
  tables: [credentialsTable],
  schema: credentialsSchema,
  handles: readsEventsOf(userEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseUserEvent(recorded);
      if (event?.type === 'UserRegistered') {
        await writes.add(registerCredentials, { user_id: event.data.userId, email: event.data.email });
      } else if (event?.type === 'PasswordSet') {
        // A reset ends the sessions opened with the old password.
        await writes.add(setPassword, { user_id: event.data.userId, password_hash: event.data.passwordHash, ends: event.data.reason === 'reset' ? 1 : 0 });
      } else if (event?.type === 'SessionsEnded') {
        await writes.add(setPassword, { user_id: event.data.userId, password_hash: null, ends: 1 });
      }
    }
    await writes.flush();
  },
};
