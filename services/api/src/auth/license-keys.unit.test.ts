import { describe, expect, it } from 'vitest';
import { generateLicenseKey, hashLicenseKey } from './license-keys.ts';

describe('license keys', () => {
  it('look like WL-XXXX-XXXX-XXXX-XXXX without look-alike characters, and differ each time', () => {
    const keys = Array.from({ length: 200 }, generateLicenseKey);
    for (const key of keys) expect(key).toMatch(/^WL-[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are stored as a sha-256 hash of the trimmed key', () => {
    expect(hashLicenseKey(' WL-AAAA ')).toBe(hashLicenseKey('WL-AAAA'));
    expect(hashLicenseKey('WL-AAAA')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLicenseKey('WL-AAAA')).not.toBe(hashLicenseKey('WL-AAAB'));
  });
});
