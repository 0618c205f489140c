import { parseUserEvent } from '@waterline/domain/users/user';
import type { Projection } from '../projection.ts';
import { passwordResetsSchema, passwordResetsTable } from './schema.ts';

/** Keeps only each user's latest request, and none once a password has been set after it. */
export const passwordResetsProjection: Projection = {
  name: 'password_reset_requests_v1',
  tables: [passwordResetsTable],
  schema: passwordResetsSchema,
  async apply(tx, recorded) {
    const event = parseUserEvent(recorded);
    if (event?.type === 'PasswordResetRequested') {
      const { userId, tokenHash, expiresAt } = event.data;
      await tx.query('DELETE FROM password_reset_requests_v1 WHERE user_id = $1', [userId]);
      await tx.query('INSERT INTO password_reset_requests_v1 (token_hash, user_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (token_hash) DO NOTHING', [
        tokenHash,
        userId,
        expiresAt,
      ]);
    } else if (event?.type === 'PasswordSet') {
      await tx.query('DELETE FROM password_reset_requests_v1 WHERE user_id = $1', [event.data.userId]);
    }
  },
};
