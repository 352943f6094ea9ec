import type { CarrierGateway, StatusAnswer, TopUpAnswer } from './gateway.ts';

/*
 * A carrier or aggregator gateway over HTTP (DATA_GATEWAY_URL, DATA_GATEWAY_KEY): the contract of
 * decision 0042, which an adapter in front of a carrier's own API answers.
 *   POST {base}/topups  {requestId, msisdn, carrier, packageCode, amount}, header Idempotency-Key
 *   GET  {base}/topups/{requestId}
 * answering {status: 'succeeded' | 'failed' | 'pending', reference?, reason?}; 404 on the status
 * query when the request never arrived. Anything else (a timeout, 5xx, a malformed answer) is
 * "unknown": the top-up stays pending and is asked about later, never sent as a new request.
 */

const TIMEOUT_MS = 15_000;

function answerOf(status: number, body: unknown): TopUpAnswer {
  const answer = (body ?? {}) as { status?: unknown; reference?: unknown; reason?: unknown };
  if (status >= 200 && status < 300 && answer.status === 'succeeded' && typeof answer.reference === 'string')
    return { outcome: 'succeeded', reference: answer.reference };
  if (status >= 200 && status < 500 && answer.status === 'failed')
    return {
      outcome: 'failed',
      reason: answer.reason === 'invalidNumber' ? 'invalidNumber' : 'refused',
      detail: typeof answer.reason === 'string' ? answer.reason.slice(0, 200) : undefined,
    };
  return { outcome: 'unknown', detail: `HTTP ${status}` };
}

export function httpGateway(settings: { url: string; key: string | undefined }): CarrierGateway {
  const base = settings.url.replace(/\/+$/, '');
  const headers = (extra: Record<string, string> = {}) => ({
    accept: 'application/json',
    ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
    ...extra,
  });
  const request = async (url: string, init: RequestInit) => {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      return { status: response.status, body: await response.json().catch(() => null) };
    } catch (error) {
      return { status: 0, body: null, error: error instanceof Error ? error.name : 'error' };
    }
  };
  return {
    id: 'http',
    async topUp(topUp) {
      const answer = await request(`${base}/topups`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json', 'idempotency-key': topUp.requestId }),
        body: JSON.stringify({
          requestId: topUp.requestId,
          msisdn: topUp.phone.replace(/^\+/, ''),
          carrier: topUp.carrier,
          packageCode: topUp.packageCode,
          amount: topUp.amount,
        }),
      });
      return answerOf(answer.status, answer.body);
    },
    async status(requestId): Promise<StatusAnswer> {
      const answer = await request(`${base}/topups/${encodeURIComponent(requestId)}`, { headers: headers() });
      if (answer.status === 404) return { outcome: 'notFound' };
      return answerOf(answer.status, answer.body);
    },
  };
}
