import { parseUserEvent, userEventSchemas } from '@waterline/domain/users/user';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { usersSchema, usersTable } from './schema.ts';

interface UserRow {
  user_id: string;
  email: string;
  first: string;
  last: string;
  registered_at: string;
}

const registerUser: RowStatement<UserRow> = {
  table: usersTable,
  columns: 'user_id text, email text, first text, last text, registered_at timestamptz',
  text: `INSERT INTO users_v1 (user_id, email, first, last, registered_at) SELECT user_id, email, first, last, registered_at FROM rows
         ON CONFLICT (user_id) DO NOTHING`,
  keep: 'first',
  key: (row) => row.user_id,
};

export const usersProjection: Projection = {
  name: 'users_v1',
  tables: [usersTable],
  schema: usersSchema,
  handles: readsEventsOf(userEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseUserEvent(recorded);
      if (event?.type !== 'UserRegistered') continue;
      const { userId, email, first, last } = event.data;
      await writes.add(registerUser, {
        user_id: userId,
        email,
        first,
        last,
        registered_at: recorded.metadata.occurredAt,
      });
    }
    await writes.flush();
  },
};
