import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall } from './api-call.ts';

export interface TestSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string; fullname: string; phone: string | null };
}

let numbers = 0;
/** A Vietnamese mobile number no other test of this run uses. */
const freshPhone = () =>
  `098${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10).padStart(1, '0')}${String(++numbers).padStart(3, '0')}`;

/** Registers a new account through the API, reading the code from the development outbox. */
export async function signUpThroughApi(request: APIRequestContext, fullname = 'Nguyễn Văn Test'): Promise<TestSession> {
  const phone = freshPhone();
  const sent = await apiCall<{ phone: string }>(request, '/user/register', { phone });
  if (sent.code !== 'SUCCESS') throw new Error(`register: ${sent.code} ${sent.message}`);
  const outbox = await request.get(`/apiCore/v1/dev/outbox?to=${encodeURIComponent(sent.data.phone)}`);
  const { data } = (await outbox.json()) as { data: { messages: { body: string }[] } };
  const otp = /\b(\d{6})\b/.exec(data.messages[0]?.body ?? '')?.[1];
  const verified = await apiCall<{ ticket: string }>(request, '/user/verifyRegisterOtp', { phone, otp });
  const created = await apiCall<{ token: string; refreshToken: string; user: TestSession['user'] }>(
    request,
    '/user/create',
    { ticket: verified.data.ticket, fullname, password: 'Sen-vang-2026!' },
  );
  if (created.code !== 'SUCCESS') throw new Error(`create: ${created.code} ${created.message}`);
  return { accessToken: created.data.token, refreshToken: created.data.refreshToken, user: created.data.user };
}

/** Signs the page in as the API would have: tokens and user info in localStorage before any script. */
export async function useSession(page: Page, session: TestSession): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('app:auth:accessToken', s.accessToken);
    localStorage.setItem('app:auth:refreshToken', s.refreshToken);
    localStorage.setItem('app:user:info', JSON.stringify(s.user));
  }, session);
}
