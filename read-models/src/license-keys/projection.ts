import { parseLicenseEvent } from '@waterline/domain/licenses/license';
import type { Projection } from '../projection.ts';
import { licenseKeysSchema, licenseKeysTable } from './schema.ts';

export const licenseKeysProjection: Projection = {
  name: 'license_keys_v1',
  tables: [licenseKeysTable],
  schema: licenseKeysSchema,
  async apply(tx, recorded) {
    const event = parseLicenseEvent(recorded);
    const at = recorded.metadata.occurredAt;
    if (event?.type === 'LicenseKeyIssued') {
      await tx.query(
        `INSERT INTO license_keys_v1 (key_hash, issued_at) VALUES ($1, $2)
         ON CONFLICT (key_hash) DO UPDATE SET issued_at = excluded.issued_at`,
        [event.data.keyHash, at],
      );
    } else if (event?.type === 'LicenseKeyRedeemed') {
      await tx.query(
        `INSERT INTO license_keys_v1 (key_hash, redeemed_by, redeemed_at) VALUES ($1, $2, $3)
         ON CONFLICT (key_hash) DO UPDATE SET redeemed_by = excluded.redeemed_by, redeemed_at = excluded.redeemed_at`,
        [event.data.keyHash, event.data.userId, at],
      );
    } else if (event?.type === 'LicenseKeyReturned') {
      await tx.query('UPDATE license_keys_v1 SET redeemed_by = NULL, redeemed_at = NULL WHERE key_hash = $1 AND redeemed_by = $2', [event.data.keyHash, event.data.userId]);
    }
  },
};
