import { API_CHECKSUM, API_REQUEST_ID } from '#server/api/envelope.ts';
import { handleApi } from '#server/api/handle.ts';
import { composeServer, ROUTES } from '#server/app/compose.ts';
import { readOutbox } from '#server/services/sms/outbox.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  code: string;
  message: string;
  data: T;
}

/** An answer without its headers (request ids differ), to compare two answers whole. */
export const bodyOf = <T>({ status, code, message, data }: Answer<T>) => ({ status, code, message, data });

export interface CallOptions {
  token?: string;
  lang?: 'vi' | 'en' | 'zh';
  /** The caller's address, for rate limits; each call gets its own unless a test pins one. */
  address?: string;
  headers?: Record<string, string>;
}

// The tests call the API as the server's entry does: on the areas the composition root wires.
composeServer();

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses % 250}-${process.pid}-${addresses}`;

/** A POST body in the spec's envelope, as the islands send it. */
export const envelopeBody = (data: unknown, lang: CallOptions['lang'] = 'en'): string =>
  JSON.stringify({
    langCode: lang,
    checksum: API_CHECKSUM,
    serviceEndpointName: 'APP/WEB',
    requestId: API_REQUEST_ID,
    data,
  });

/** A POST through the real API handler with the spec's envelope. */
export async function call<T = Record<string, unknown>>(
  path: string,
  data: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const body = envelopeBody(data, options.lang);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers['nvtravel-token'] = options.token;
  return send<T>(new Request(`http://localhost/apiCore/v1${path}`, { method: 'POST', body, headers }), options);
}

export async function send<T>(request: Request, options: CallOptions = {}): Promise<Answer<T>> {
  const path = new URL(request.url).pathname.replace('/apiCore/v1', '');
  const response = await handleApi(request, path, ROUTES, options.address ?? freshAddress());
  const json = (await response.json()) as Omit<Answer<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...json };
}

let phones = 0;
/** A Vietnamese mobile number no other test uses. */
export const freshPhone = (): string =>
  `091${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;

/** The last code the outbox holds for a number (E.164). */
export async function lastCode(e164: string): Promise<string> {
  const [message] = await readOutbox(e164, 1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${e164}`);
  return code;
}

export const e164 = (national: string): string => `+84${national.slice(1)}`;

/**
 * The `Cookie` header a browser would send back after this answer: the device's proof that it
 * verified a number (src/server/auth/owner-proof.ts). Test calls keep no cookies of their own.
 */
export function cookieOf(answer: Pick<Answer, 'headers'>): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('nvt_owner='));
  if (!cookie) throw new Error('the answer set no owner proof');
  return cookie.split(';')[0] ?? '';
}

export interface Session {
  token: string;
  refreshToken: string;
  expiresAt: number;
  user: { id: string; fullname: string; phone: string | null; email: string | null; avatarUrl: string | null };
}

export const PASSWORD = 'hoian2026';

/** Registers a new account through the API and answers its session. */
export async function registerUser(
  fullname = 'Nguyễn Văn An',
  phone = freshPhone(),
): Promise<Session & { phone: string }> {
  const sent = await call('/user/register', { phone });
  if (sent.code !== 'SUCCESS') throw new Error(`register: ${sent.code}`);
  const verified = await call<{ ticket: string }>('/user/verifyRegisterOtp', {
    phone,
    otp: await lastCode(e164(phone)),
  });
  const created = await call<Session>('/user/create', { ticket: verified.data.ticket, fullname, password: PASSWORD });
  if (created.code !== 'SUCCESS') throw new Error(`create: ${created.code} ${JSON.stringify(created.data)}`);
  return { ...created.data, phone };
}

/** Puts an e-mail address on an account and verifies it with the code the outbox kept. */
export async function verifiedEmail(session: Pick<Session, 'token'>, email: string): Promise<void> {
  await call('/user/update', { email }, { token: session.token });
  const sent = await call('/user/getEmailOtp', {}, { token: session.token });
  if (sent.code !== 'SUCCESS') throw new Error(`getEmailOtp: ${sent.code} ${JSON.stringify(sent.data)}`);
  const verified = await call('/user/verifyEmailOtp', { otp: await lastCode(email) }, { token: session.token });
  if (verified.code !== 'SUCCESS') throw new Error(`verifyEmailOtp: ${verified.code}`);
}
