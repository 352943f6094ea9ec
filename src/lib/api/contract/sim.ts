import type { SIM_CARRIERS, SIM_TYPES } from './booking.ts';

/*
 * What a SIM order adds to the order page (decision 0040): how the SIM reaches the buyer, the
 * registered passports as masks (never the numbers themselves), and for an eSIM its profile once
 * the supplier has issued it.
 */

export type SimDelivery =
  { method: 'airport'; airport: string; flight: string } | { method: 'hotel'; hotel: string } | { method: 'esim' };

export type EsimProfile =
  | { state: 'pending' }
  | {
      state: 'issued';
      /** The SM-DP+ server the phone downloads the profile from. */
      smdpAddress: string;
      /** The one-time matching id (the "activation code" phones ask for). */
      matchingId: string;
      /** The GSMA activation code the QR carries: `LPA:1$<SM-DP+ address>$<matching id>`. */
      activationCode: string;
    };

export interface SimOrderView {
  type: (typeof SIM_TYPES)[number];
  carrier: (typeof SIM_CARRIERS)[number];
  delivery: SimDelivery;
  /** Masked (`N*** V** A`, `•••••123`); empty once erased or when none were needed. */
  passports: { name: string; number: string }[];
  /** The passports were registered and then erased after the retention period. */
  passportsErased: boolean;
  esim: EsimProfile | null;
}

/** The GSMA SGP.22 activation code an eSIM QR carries. */
export const lpaActivationCode = (smdpAddress: string, matchingId: string): string =>
  `LPA:1$${smdpAddress}$${matchingId}`;
