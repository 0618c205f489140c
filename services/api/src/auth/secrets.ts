import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';

/** bcrypt hash of a password or access code. */
export function hashSecret(secret: string, cost: number): Promise<string> {
  return bcrypt.hash(secret, cost);
}

// A valid hash to compare against when there is none, so that an unknown email takes as long as a wrong password.
const decoyHash = bcrypt.hashSync('decoy', 10);

/** True when `secret` matches `hash`; with a null hash it spends the same time and answers false. */
export async function verifySecret(secret: string, hash: string | null): Promise<boolean> {
  const matches = await bcrypt.compare(secret, hash ?? decoyHash);
  return hash !== null && matches;
}

/** A random token for a mailed link, and the hash under which it is stored. */
export function generateResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
