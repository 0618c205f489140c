import { parseUserEvent } from '@waterline/domain/users/user';
import type { Projection } from '../projection.ts';
import { usersSchema, usersTable } from './schema.ts';

export const usersProjection: Projection = {
  name: 'users_v1',
  tables: [usersTable],
  schema: usersSchema,
  async apply(tx, recorded) {
    const event = parseUserEvent(recorded);
    if (event?.type !== 'UserRegistered') return;
    const { userId, email, first, last } = event.data;
    await tx.query(
      `INSERT INTO users_v1 (user_id, email, first, last, registered_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, email, first, last, recorded.metadata.occurredAt],
    );
  },
};
