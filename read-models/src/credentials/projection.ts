import { parseUserEvent } from '@waterline/domain/users/user';
import type { Projection } from '../projection.ts';
import { credentialsSchema, credentialsTable } from './schema.ts';

export const credentialsProjection: Projection = {
  name: 'credentials_v2',
  tables: [credentialsTable],
  schema: credentialsSchema,
  async apply(tx, recorded) {
    const event = parseUserEvent(recorded);
    if (event?.type === 'UserRegistered') {
      await tx.query('INSERT INTO credentials_v2 (user_id, email) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [event.data.userId, event.data.email]);
    } else if (event?.type === 'PasswordSet') {
      // A reset ends the sessions opened with the old password.
      const ends = event.data.reason === 'reset' ? 1 : 0;
      await tx.query('UPDATE credentials_v2 SET password_hash = $2, session_version = session_version + $3 WHERE user_id = $1', [event.data.userId, event.data.passwordHash, ends]);
    } else if (event?.type === 'SessionsEnded') {
      await tx.query('UPDATE credentials_v2 SET session_version = session_version + 1 WHERE user_id = $1', [event.data.userId]);
    }
  },
};
