/**
 * A call the API answers outside its envelope, in the caller's own format: a provider's server
 * calling back (VNPay's IPN, src/features/booking/server/api/vnpay.ts). Its area brings it and the
 * composition root hands it over (composeServer), so the API platform names none of them.
 */
export interface OutsideEnvelopeCall {
  method: 'GET' | 'POST';
  /** Below /apiCore/v1, as a route's. */
  path: string;
  respond: (request: Request) => Promise<Response>;
}

let calls: readonly OutsideEnvelopeCall[] = [];

/** The calls the API answers outside its envelope, from the composition root. */
export function useOutsideEnvelopeCalls(given: readonly OutsideEnvelopeCall[]): void {
  calls = given;
}

export const outsideEnvelopeCall = (method: string, path: string): OutsideEnvelopeCall | undefined =>
  calls.find((call) => call.method === method && call.path === path);
