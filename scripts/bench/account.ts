/**
 * A bench account made through the public API, as a person would sign up: register a phone, read
 * the code from the development SMS outbox, verify it, create the account.
 */

/** The body of a POST call: the spec's envelope around `data`. */
export function envelope(data: unknown): string {
  return JSON.stringify({
    langCode: 'vi',
    checksum: 'nvtravel-web',
    serviceEndpointName: 'APP/WEB',
    requestId: 'nvtravel-web',
    data,
  });
}

interface Answer {
  status: number;
  code?: string;
  message?: string;
  data?: Record<string, unknown>;
}

async function call(origin: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${origin}/apiCore/v1${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
  });
  const text = await response.text();
  try {
    const json = JSON.parse(text) as Omit<Answer, 'status'>;
    return { status: response.status, ...json };
  } catch {
    return { status: response.status, message: text.slice(0, 200) };
  }
}

const post = (origin: string, path: string, data: unknown, headers: Record<string, string> = {}) =>
  call(origin, path, { method: 'POST', body: envelope(data), headers });

export type BenchAccount =
  { type: 'ok'; username: string; password: string; token: string } | { type: 'unavailable'; reason: string };

function failed(step: string, answer: Answer): BenchAccount {
  // An unknown route answers 404: the user API has not landed in this checkout yet.
  if (answer.status === 404) return { type: 'unavailable', reason: 'API not available' };
  return {
    type: 'unavailable',
    reason: `${step} answered ${answer.status} ${answer.code ?? ''} ${answer.message ?? ''}`.trim(),
  };
}

/** A fresh Vietnamese mobile number in E.164 (+84 9x xxx xxxx). */
function randomPhone(): string {
  return `+849${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * Registers an account on the server at `origin` and returns its credentials and access token, or
 * why it could not (the user API not there yet, or a step refused).
 */
export async function createBenchAccount(origin: string): Promise<BenchAccount> {
  const phone = randomPhone();
  const password = `Bench-${Math.random().toString(36).slice(2)}-Pw1`;
  const registered = await post(origin, '/user/register', { phone });
  if (registered.code !== 'SUCCESS') return failed('register', registered);

  const outbox = await call(origin, `/dev/outbox?to=${encodeURIComponent(phone)}`);
  const messages = (outbox.data?.messages ?? []) as { body?: string }[];
  const otp = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (outbox.code !== 'SUCCESS' || !otp) return failed('dev/outbox', outbox);

  const verified = await post(origin, '/user/verifyRegisterOtp', { phone, otp });
  const ticket = verified.data?.ticket;
  if (verified.code !== 'SUCCESS' || typeof ticket !== 'string') return failed('verifyRegisterOtp', verified);

  const created = await post(origin, '/user/create', { ticket, fullname: 'Bench Runner', password });
  const token = created.data?.token;
  if (created.code !== 'SUCCESS' || typeof token !== 'string') return failed('create', created);

  // The same credentials must log in, or the login figure would measure refusals.
  const login = await post(origin, '/user/login', { username: phone, password });
  if (login.code !== 'SUCCESS') return failed('login', login);
  return { type: 'ok', username: phone, password, token };
}
