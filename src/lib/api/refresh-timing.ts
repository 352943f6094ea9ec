/** Spec section 9: refresh 60 s before the access token expires, never sooner than 1 s from now. */
export const REFRESH_LEAD_MS = 60_000;
export const MIN_REFRESH_DELAY_MS = 1_000;

/**
 * How long to wait before refreshing a token that expires at `expiresAt` (epoch ms): 60 s before
 * expiry, or 1 s when under 60 s remain (also when it has already expired).
 * @example refreshDelay(now + 7_200_000, now) → 7_140_000; refreshDelay(now + 30_000, now) → 1_000
 */
export function refreshDelay(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  return remaining < REFRESH_LEAD_MS ? MIN_REFRESH_DELAY_MS : remaining - REFRESH_LEAD_MS;
}

/** Whether a token expiring at `expiresAt` should be refreshed now (its refresh time has come). */
export const refreshDue = (expiresAt: number, now: number): boolean => expiresAt - now <= REFRESH_LEAD_MS;

/**
 * The expiry (epoch ms) of a JWT, read from its `exp` claim without checking the signature (the
 * server checks it); undefined when the token cannot be read.
 */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (json as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
