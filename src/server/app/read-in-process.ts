import type { Locale } from '#lib/i18n/locales.ts';
import { API_CHECKSUM, API_REQUEST_ID } from '../api/envelope.ts';
import { API_BASE, handleApi } from '../api/handle.ts';
import { SERVED_ROUTES } from './compose.ts';

/** What a page learns from a call: its data, or the code it answered instead. */
export type InProcessAnswer<T> = { ok: true; data: T } | { ok: false; code: string };

/**
 * Asks the API a read as a signed-out visitor would, without leaving the process: for pages
 * rendered on demand (the moments screens, decision 0051) that show the same answer the islands
 * get, validated by the same route and contract, without a second way to read the same rows.
 */
export async function readInProcess<T>(path: string, data: unknown, locale: Locale): Promise<InProcessAnswer<T>> {
  const request = new Request(`http://in-process${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': `page-${crypto.randomUUID()}` },
    body: JSON.stringify({
      langCode: locale,
      checksum: API_CHECKSUM,
      serviceEndpointName: 'APP/WEB',
      requestId: API_REQUEST_ID,
      data,
    }),
  });
  const response = await handleApi(request, path, SERVED_ROUTES);
  const body = (await response.json()) as { code: string; data: T };
  return body.code === 'SUCCESS' ? { ok: true, data: body.data } : { ok: false, code: body.code };
}
