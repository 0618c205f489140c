import { licenseEventSchemas, parseLicenseEvent } from '@waterline/domain/licenses/license';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { licenseKeysSchema, licenseKeysTable } from './schema.ts';

const issueKey: RowStatement<{ key_hash: string; issued_at: string }> = {
  table: licenseKeysTable,
  columns: 'key_hash text, issued_at timestamptz',
  text: `INSERT INTO license_keys_v1 (key_hash, issued_at) SELECT key_hash, issued_at FROM rows
         ON CONFLICT (key_hash) DO UPDATE SET issued_at = excluded.issued_at`,
  keep: 'last',
  key: (row) => row.key_hash,
};

const redeemKey: RowStatement<{ key_hash: string; redeemed_by: string; redeemed_at: string }> = {
  table: licenseKeysTable,
  columns: 'key_hash text, redeemed_by text, redeemed_at timestamptz',
  text: `INSERT INTO license_keys_v1 (key_hash, redeemed_by, redeemed_at) SELECT key_hash, redeemed_by, redeemed_at FROM rows
         ON CONFLICT (key_hash) DO UPDATE SET redeemed_by = excluded.redeemed_by, redeemed_at = excluded.redeemed_at`,
  keep: 'last',
  key: (row) => row.key_hash,
};

const returnKey: RowStatement<{ key_hash: string; user_id: string }> = {
  table: licenseKeysTable,
  columns: 'key_hash text, user_id text',
  text: 'UPDATE license_keys_v1 k SET redeemed_by = NULL, redeemed_at = NULL FROM rows WHERE k.key_hash = rows.key_hash AND k.redeemed_by = rows.user_id',
  keep: 'each',
  key: (row) => row.key_hash,
};

export const licenseKeysProjection: Projection = {
  name: 'license_keys_v1',
  tables: [licenseKeysTable],
  schema: licenseKeysSchema,
  handles: readsEventsOf(licenseEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseLicenseEvent(recorded);
      const at = recorded.metadata.occurredAt;
      if (event?.type === 'LicenseKeyIssued') {
        await writes.add(issueKey, { key_hash: event.data.keyHash, issued_at: at });
      } else if (event?.type === 'LicenseKeyRedeemed') {
        await writes.add(redeemKey, { key_hash: event.data.keyHash, redeemed_by: event.data.userId, redeemed_at: at });
      } else if (event?.type === 'LicenseKeyReturned') {
        await writes.add(returnKey, { key_hash: event.data.keyHash, user_id: event.data.userId });
      }
    }
    await writes.flush();
  },
};
