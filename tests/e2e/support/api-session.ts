import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from './api-call.ts';

/**
 * Accounts for browser tests: register through the API with the code from the development SMS
 * outbox, then put the session in a page's localStorage as the client keeps it (decision 0012).
 */

export interface E2eUser {
  id: string;
  fullname: string;
  phone: string | null;
  email: string | null;
  avatarUrl: string | null;
  [field: string]: unknown;
}

export interface E2eSession {
  accessToken: string;
  refreshToken: string;
  user: E2eUser;
  /** The national number registered, and the password, to sign in through the form. */
  phone: string;
  password: string;
}

export const E2E_PASSWORD = 'hoian2026';

/** A Vietnamese mobile number unlikely to be used by another test of the run. */
export const freshPhone = (): string => `091${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** +84 form of a national number, as the outbox stores recipients. */
export const e164 = (national: string): string => `+84${national.slice(1)}`;

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<T> {
  const answer = await apiCall<T>(request, new URL(`/apiCore/v1${path}`, baseURL).href, data);
  if (answer.code !== 'SUCCESS') throw new Error(`${path}: ${answer.code} ${JSON.stringify(answer.data)}`);
  return answer.data;
}

/**
 * The newest 6-digit code the development outbox holds for a number (national form) or an e-mail.
 * It waits for one: a click on "Send the code" returns before the page's request has reached the
 * server, so the outbox may still be empty when the test asks.
 */
export async function readOtp(request: APIRequestContext, baseURL: string, recipient: string): Promise<string> {
  const url = new URL('/apiCore/v1/dev/outbox', baseURL);
  url.searchParams.set('to', recipient.includes('@') ? recipient : e164(recipient));
  const newestCode = async () => {
    const body = (await (await request.get(url.href)).json()) as { data: { messages: { body: string }[] } };
    return /\b(\d{6})\b/.exec(body.data.messages[0]?.body ?? '')?.[1];
  };
  let code: string | undefined;
  await expect
    .poll(async () => (code = await newestCode()), { message: `a code in the outbox for ${recipient}` })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Registers a new user (register → outbox code → verify → create) and answers its session. */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseURL: string,
  fullname = 'Trần Thị Mai',
  phone = freshPhone(),
): Promise<E2eSession> {
  await post(request, baseURL, '/user/register', { phone });
  const otp = await readOtp(request, baseURL, phone);
  const { ticket } = await post<{ ticket: string }>(request, baseURL, '/user/verifyRegisterOtp', { phone, otp });
  const created = await post<{ token: string; refreshToken: string; user: E2eUser }>(request, baseURL, '/user/create', {
    ticket,
    fullname,
    password: E2E_PASSWORD,
  });
  return {
    accessToken: created.token,
    refreshToken: created.refreshToken,
    user: created.user,
    phone,
    password: E2E_PASSWORD,
  };
}

/** Signs a page in before its next navigation: the tokens and user info go into localStorage. */
export async function useSession(page: Page, session: Pick<E2eSession, 'accessToken' | 'refreshToken' | 'user'>) {
  await page.addInitScript((s) => {
    // Only once per test: a later sign-out or a corrupted token must survive reloads.
    if (sessionStorage.getItem('e2e:session-set')) return;
    sessionStorage.setItem('e2e:session-set', '1');
    localStorage.setItem('app:auth:accessToken', s.accessToken);
    localStorage.setItem('app:auth:refreshToken', s.refreshToken);
    localStorage.setItem('app:user:info', JSON.stringify(s.user));
  }, session);
}
