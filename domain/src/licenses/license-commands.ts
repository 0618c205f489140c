import { assertNever, DomainError, type Decider } from '../aggregate/decider.ts';
import {
  evolveLicense,
  initialLicenseState,
  parseLicenseEvent,
  type LicenseEvent,
  type LicenseState,
} from './license.ts';

export type IssueLicenseKey = { type: 'IssueLicenseKey'; data: { keyHash: string } };
/** `listedInConfiguration`: the key is one of the operator's configured keys, which are valid without an issue event. */
export type RedeemLicenseKey = {
  type: 'RedeemLicenseKey';
  data: { keyHash: string; userId: string; listedInConfiguration: boolean };
};

/** Gives back a key redeemed for a user who was never registered. */
export type ReturnLicenseKey = { type: 'ReturnLicenseKey'; data: { keyHash: string; userId: string } };

export type LicenseCommand = IssueLicenseKey | RedeemLicenseKey | ReturnLicenseKey;

export const invalidLicenseKeyMessage = 'Invalid license key';
export const usedLicenseKeyMessage = 'This license key has already been used';

export function decideLicense(command: LicenseCommand, state: LicenseState): LicenseEvent[] {
  switch (command.type) {
    case 'IssueLicenseKey':
      if (state.issued) throw new DomainError('conflict', 'This license key was already issued');
      return [{ type: 'LicenseKeyIssued', data: { keyHash: command.data.keyHash } }];
    case 'RedeemLicenseKey': {
      const { keyHash, userId, listedInConfiguration } = command.data;
      if (state.redeemedBy !== null) throw new DomainError('conflict', usedLicenseKeyMessage);
      if (!state.issued && !listedInConfiguration) throw new DomainError('invalid', invalidLicenseKeyMessage);
      return [{ type: 'LicenseKeyRedeemed', data: { keyHash, userId } }];
    }
    case 'ReturnLicenseKey':
      if (state.redeemedBy !== command.data.userId)
        throw new DomainError('conflict', 'Only a key redeemed for this user can be returned');
      return [{ type: 'LicenseKeyReturned', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const licenseDecider: Decider<LicenseState, LicenseCommand, LicenseEvent> = {
  initialState: initialLicenseState,
  evolve: evolveLicense,
  decide: decideLicense,
  parseEvent: parseLicenseEvent,
};
