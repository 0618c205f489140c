import { parseUserEvent, userEventSchemas } from '@waterline/domain/users/user';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { passwordResetsSchema, passwordResetsTable } from './schema.ts';

const forgetRequests: RowStatement<{ user_id: string }> = {
  table: passwordResetsTable,
  columns: 'user_id text',
  text: 'DELETE FROM password_reset_requests_v1 p USING rows WHERE p.user_id = rows.user_id',
  keep: 'first',
  key: (row) => row.user_id,
};

const recordRequest: RowStatement<{ token_hash: string; user_id: string; expires_at: string }> = {
  table: passwordResetsTable,
  columns: 'token_hash text, user_id text, expires_at timestamptz',
  text: 'INSERT INTO password_reset_requests_v1 (token_hash, user_id, expires_at) SELECT token_hash, user_id, expires_at FROM rows ON CONFLICT (token_hash) DO NOTHING',
  keep: 'first',
  key: (row) => row.token_hash,
};

/** Keeps only each user's latest request, and none once a password has been set after it. */
export const passwordResetsProjection: Projection = {
  name: 'password_reset_requests_v1',
  tables: [passwordResetsTable],
  schema: passwordResetsSchema,
  handles: readsEventsOf(userEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseUserEvent(recorded);
      if (event?.type === 'PasswordResetRequested') {
        const { userId, tokenHash, expiresAt } = event.data;
        await writes.add(forgetRequests, { user_id: userId });
        await writes.add(recordRequest, { token_hash: tokenHash, user_id: userId, expires_at: expiresAt });
      } else if (event?.type === 'PasswordSet') {
        await writes.add(forgetRequests, { user_id: event.data.userId });
      }
    }
    await writes.flush();
  },
};
