import { createHmac } from 'node:crypto';
import { authSecret } from '#server/auth/secret.ts';
import { serverConfig } from '#server/config.ts';

/*
 * Where eSIM profiles come from (decision 0040). A real supplier (a carrier's or an aggregator's
 * API) is reached at ESIM_PROVIDER_URL; without it a built-in stand-in issues demo profiles, which
 * no phone can download. Either way an order's profile is asked for with the order number as the
 * reference, so asking twice (a retried job) answers the same profile, never a second one.
 */

export interface EsimOrder {
  /** Our order number: the supplier's idempotency reference. */
  reference: string;
  /** The catalogue's SIM id. */
  sim: string;
  carrier: string;
  quantity: number;
}

export interface IssuedProfile {
  smdpAddress: string;
  matchingId: string;
}

export interface EsimProvider {
  readonly id: string;
  issue(order: EsimOrder): Promise<IssuedProfile>;
}

/** The stand-in's SM-DP+ host: `.example` is reserved, so no phone ever reaches it. */
export const STAND_IN_SMDP = 'smdp.demo.nvtravel.example';

const standIn: EsimProvider = {
  id: 'stand-in',
  async issue(order) {
    // Derived from the reference, so a second request for the same order answers the same profile.
    const digest = createHmac('sha256', await authSecret())
      .update(`esim:${order.reference}`)
      .digest('hex');
    return { smdpAddress: STAND_IN_SMDP, matchingId: digest.slice(0, 24).toUpperCase() };
  },
};

/**
 * A supplier's REST API: `POST <base>/esims` with `{ reference, product, carrier, quantity }` and a
 * bearer key, answering `{ smdpAddress, matchingId }`. The supplier must treat `reference` as an
 * idempotency key; a non-2xx answer or a malformed one throws and the issuing job retries.
 */
function httpProvider(baseUrl: string, key: string | undefined): EsimProvider {
  return {
    id: 'http',
    async issue(order) {
      const response = await fetch(new URL('esims', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({
          reference: order.reference,
          product: order.sim,
          carrier: order.carrier,
          quantity: order.quantity,
        }),
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) throw new Error(`eSIM supplier answered ${response.status}`);
      const body = (await response.json()) as Partial<IssuedProfile>;
      if (typeof body.smdpAddress !== 'string' || typeof body.matchingId !== 'string')
        throw new Error('eSIM supplier answered without a profile');
      return { smdpAddress: body.smdpAddress, matchingId: body.matchingId };
    },
  };
}

export function esimProvider(): EsimProvider {
  const configured = serverConfig.sim.esimProvider;
  return configured ? httpProvider(configured.baseUrl, configured.key) : standIn;
}
