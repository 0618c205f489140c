/** License keys by hash: issued by the operator script or redeemed (each key once) at sign-up. */
export const licenseKeysTable = 'license_keys_v1';

export const licenseKeysSchema = `
  CREATE TABLE IF NOT EXISTS license_keys_v1 (
    key_hash text PRIMARY KEY,
    issued_at timestamptz,
    redeemed_by text,
    redeemed_at timestamptz
  );`;
