import type { APIRequestContext } from '@playwright/test';

export interface ApiAnswer<T> {
  status: number;
  code: string;
  message: string;
  data: T;
}

/**
 * A POST to the product's API with the spec's envelope, as the web client sends it: `path` under
 * /apiCore/v1 (against the configured base URL), or a whole URL.
 */
export async function apiCall<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  token?: string,
): Promise<ApiAnswer<T>> {
  const response = await request.post(path.startsWith('http') ? path : `/apiCore/v1${path}`, {
    data: { langCode: 'en', checksum: 'nvtravel-web', serviceEndpointName: 'APP/WEB', requestId: 'nvtravel-web', data },
    headers: token ? { 'nvtravel-token': token } : {},
  });
  return { status: response.status(), ...((await response.json()) as Omit<ApiAnswer<T>, 'status'>) };
}
