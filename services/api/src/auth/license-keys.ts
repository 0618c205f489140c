import { createHash, randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new key like `WL-7K3Q-M9XD-R2PA-HV4T` (16 random characters from an alphabet without look-alikes). */
export function generateLicenseKey(): string {
  const bytes = randomBytes(16);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `WL-${characters.match(/.{4}/g)!.join('-')}`;
}

/** How a license key is stored and named (stream `license-<hash>`): the key itself never is. */
export function hashLicenseKey(key: string): string {
  return createHash('sha256').update(key.trim()).digest('hex');
}
