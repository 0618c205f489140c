import { z } from 'zod';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';

/** A license key's events. The key itself is a secret: only its hash (also the stream's name) is stored. */
export const licenseEventSchemas = {
  LicenseKeyIssued: z.object({ keyHash: z.string().min(1) }),
  LicenseKeyRedeemed: z.object({ keyHash: z.string().min(1), userId: z.string().min(1) }),
  /** The sign-up that redeemed the key never registered its user (the process died between the two): usable again. */
  LicenseKeyReturned: z.object({ keyHash: z.string().min(1), userId: z.string().min(1) }),
};

export type LicenseEvent = EventsOf<typeof licenseEventSchemas>;

export const parseLicenseEvent = eventParser(licenseEventSchemas);

export interface LicenseState {
  issued: boolean;
  redeemedBy: string | null;
}

export const initialLicenseState = (): LicenseState => ({ issued: false, redeemedBy: null });

export function evolveLicense(state: LicenseState, event: LicenseEvent): LicenseState {
  switch (event.type) {
    case 'LicenseKeyIssued':
      return { ...state, issued: true };
    case 'LicenseKeyRedeemed':
      return { ...state, redeemedBy: event.data.userId };
    case 'LicenseKeyReturned':
      return { ...state, redeemedBy: null };
  }
}
