import { STAFF_TOKEN_HEADER } from '../api/contract/staff.ts';
import { api, ApiCallError } from '../api/client.ts';
import { currentLanguage, envelope, send } from '../api/transport.ts';
import { $staffToken, setStaffToken } from '../../stores/staff-session.ts';

/*
 * Staff calls from the staff area's islands: the staff token in NVTRAVEL-STAFF-TOKEN (decision
 * 0075). A refused token ends the staff session in this tab, so the screen asks for the second
 * factor again. Account calls (sign-in, enrolment, accepting an invitation) go through `api`.
 */

type Params = Record<string, string | number | undefined>;

async function staffSend<T>(path: string, init: RequestInit): Promise<T> {
  try {
    return await send<T>(path, init);
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 'TOKEN_INVALID') setStaffToken(undefined);
    throw error;
  }
}

const headers = (): Record<string, string> => ({
  accept: 'application/json',
  [STAFF_TOKEN_HEADER]: $staffToken.get() ?? '',
});

export const staffApi = {
  get<T>(path: string, params: Params = {}): Promise<T> {
    const search = new URLSearchParams({ langCode: currentLanguage() });
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== '') search.set(key, String(value));
    return staffSend<T>(`${path}?${search}`, { method: 'GET', headers: headers() });
  },
  /** `idempotencyKey`: the same key for every try of one change, so a retry never does it twice. */
  post<T>(path: string, data: unknown = {}, idempotencyKey?: string): Promise<T> {
    return staffSend<T>(path, {
      method: 'POST',
      headers: {
        ...headers(),
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(envelope(data)),
    });
  },
  /** An account call of the staff side: the account's token, not the staff one. */
  account: <T>(path: string, data: unknown = {}) => api.post<T>(path, data, { auth: true }),
};
