import { parseUserEvent } from '@waterline/domain/users/user';
import type { Projection } from '../projection.ts';
import { credentialsSchema, credentialsTable } from './schema.ts';

export const credentialsProjection: Projection = {
  name: 'credentials_v1',
  tables: [credentialsTable],
  schema: credentialsSchema,
  async apply(tx, recorded) {
    const event = parseUserEvent(recorded);
    if (event?.type === 'UserRegistered') {
      await tx.query('INSERT INTO credentials_v1 (user_id, email) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [event.data.userId, event.data.email]);
    } else if (event?.type === 'PasswordSet') {
      await tx.query('UPDATE credentials_v1 SET password_hash = $2 WHERE user_id = $1', [event.data.userId, event.data.passwordHash]);
    }
  },
};
