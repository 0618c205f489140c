import { describe, it } from 'vitest';
import { deciderSpec } from '../aggregate/decider-spec.ts';
import { invalidLicenseKeyMessage, licenseDecider, usedLicenseKeyMessage } from './license-commands.ts';

const spec = deciderSpec(licenseDecider);
const keyHash = 'f'.repeat(64);
const redeem = (listedInConfiguration: boolean) => ({
  type: 'RedeemLicenseKey' as const,
  data: { keyHash, userId: 'user-1', listedInConfiguration },
});

describe('license decider', () => {
  it('issues a key once', () => {
    spec
      .given([])
      .when({ type: 'IssueLicenseKey', data: { keyHash } })
      .then([{ type: 'LicenseKeyIssued', data: { keyHash } }]);
    spec
      .given([{ type: 'LicenseKeyIssued', data: { keyHash } }])
      .when({ type: 'IssueLicenseKey', data: { keyHash } })
      .thenRefuses('conflict', /already issued/);
  });

  it('redeems an issued key', () => {
    spec
      .given([{ type: 'LicenseKeyIssued', data: { keyHash } }])
      .when(redeem(false))
      .then([{ type: 'LicenseKeyRedeemed', data: { keyHash, userId: 'user-1' } }]);
  });

  it('redeems a key listed in the configuration without an issue event', () => {
    spec
      .given([])
      .when(redeem(true))
      .then([{ type: 'LicenseKeyRedeemed', data: { keyHash, userId: 'user-1' } }]);
  });

  it('refuses an unknown key', () => {
    spec.given([]).when(redeem(false)).thenRefuses('invalid', invalidLicenseKeyMessage);
  });

  it('refuses a key that was already used, wherever it came from', () => {
    spec
      .given([{ type: 'LicenseKeyRedeemed', data: { keyHash, userId: 'other' } }])
      .when(redeem(true))
      .thenRefuses('conflict', usedLicenseKeyMessage);
  });

  it('takes back a key only from the user it was redeemed for, after which it works again', () => {
    const issued = { type: 'LicenseKeyIssued' as const, data: { keyHash } };
    const redeemed = { type: 'LicenseKeyRedeemed' as const, data: { keyHash, userId: 'user-1' } };
    const returned = { type: 'LicenseKeyReturned' as const, data: { keyHash, userId: 'user-1' } };
    spec
      .given([issued, redeemed])
      .when({ type: 'ReturnLicenseKey', data: { keyHash, userId: 'user-1' } })
      .then([returned]);
    spec
      .given([issued, redeemed])
      .when({ type: 'ReturnLicenseKey', data: { keyHash, userId: 'user-2' } })
      .thenRefuses('conflict', /redeemed for this user/);
    spec
      .given([issued])
      .when({ type: 'ReturnLicenseKey', data: { keyHash, userId: 'user-1' } })
      .thenRefuses('conflict', /redeemed for this user/);
    spec.given([issued, redeemed, returned]).when(redeem(false)).then([redeemed]);
  });
});
