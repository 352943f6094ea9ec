import { getTranslator } from '#lib/i18n/translator.ts';
import { API_CODES, ApiError, WORDED_FROM_DATA, type ApiCode } from './codes.ts';
import { loggableError } from './log-error.ts';
import { openApiDocument } from './openapi.ts';
import { accessTokenOf, currentUser, type SignedIn } from '../auth/current-user.ts';
import { authSecret } from '../auth/secret.ts';
import { serverConfig } from '../config.ts';
import { IDEMPOTENCY_HEADER, isIdempotencyKey } from '../db/idempotency.ts';
import { checkStorable, languageOf, readEnvelope } from './request.ts';
import { outsideEnvelopeCall } from './outside-envelope.ts';
import type { AnyRoute, RequestContext } from './route.ts';

export const API_BASE = '/apiCore/v1';

/** A code's message in the request's language; one worded from its data gets the data's values (codes.ts). */
function messageOf(code: ApiCode, data: unknown, locale: RequestContext['locale']): string {
  const t = getTranslator(locale);
  if (!WORDED_FROM_DATA.has(code) || typeof data !== 'object' || data === null) return t(`api:code.${code}`);
  const { kind, ...values } = data as Record<string, unknown>;
  return t(`api:code.${code}`, { ...values, context: typeof kind === 'string' ? kind : undefined });
}

function answer(
  code: ApiCode,
  data: unknown,
  context: Pick<RequestContext, 'locale' | 'requestId' | 'setCookies'>,
  headers: Record<string, string> = {},
) {
  const body = { code, message: messageOf(code, data, context.locale), data };
  const all = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Request-Id': context.requestId,
    ...headers,
  });
  if (code === 'SUCCESS') for (const cookie of context.setCookies) all.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status: API_CODES[code], headers: all });
}

/** The context every request starts with; the envelope and the caller complete it in `run`. */
function contextOf(request: Request, socketAddress: string): RequestContext {
  const given = request.headers.get('x-request-id');
  return {
    request,
    requestId: given && /^[\w.-]{8,64}$/.test(given) ? given : crypto.randomUUID(),
    locale: languageOf(request, new URL(request.url).searchParams.get('langCode')),
    clientAddress: addressOf(request, socketAddress),
    signedIn: undefined,
    admitted: undefined,
    idempotencyKey: undefined,
    setCookies: [],
  };
}

async function run(route: AnyRoute, context: RequestContext): Promise<unknown> {
  // Loaded (once) before any handler opens a transaction: the embedded database runs one query at
  // a time, so a transaction must never wait on a query outside it.
  await authSecret();
  const { request } = context;
  refuseForeignOrigin(request);
  // GET and uploads have no envelope: the query carries the input. Uploads are refused before
  // their body is read when the caller is not signed in.
  let handle;
  if (route.method === 'POST' && route.body !== 'multipart' && route.body !== 'binary') {
    const envelope = await readEnvelope(request, context);
    // A staff call refuses a caller without the role before it looks at the input.
    if (route.auth === 'staff') await identify(route, context);
    handle = route.accept(envelope, context.locale, 'data.');
    if (route.auth !== 'staff') await identify(route, context);
  } else {
    await identify(route, context);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    checkStorable(query, context.locale);
    handle = route.accept(query, context.locale, '');
  }
  if (route.idempotent) context.idempotencyKey = idempotencyKeyOf(request);
  return handle(context);
}

/** Who calls: an account, or on 'staff' routes the staff member the route's own `admit` finds. */
async function identify(route: AnyRoute, context: RequestContext): Promise<void> {
  if (route.auth === 'staff') {
    if (!route.admit) throw new Error(`staff route ${route.path} admits no caller`);
    context.admitted = await route.admit(context.request);
  } else {
    context.signedIn = await callerOf(route, context.request);
  }
}

/** Required on 'user' routes; on 'optional' ones an expired token just reads as anonymous. */
async function callerOf(route: AnyRoute, request: Request): Promise<SignedIn | undefined> {
  if (route.auth === 'user') return currentUser(request);
  if (route.auth === 'optional' && accessTokenOf(request)) return currentUser(request).catch(() => undefined);
  return undefined;
}

function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_HEADER) ?? undefined;
  if (key !== undefined && !isIdempotencyKey(key))
    throw new ApiError('VALIDATION_ERROR', {
      fields: [{ path: `(header) ${IDEMPOTENCY_HEADER}`, message: '8-128 printable' }],
    });
  return key;
}

/**
 * The origin the browser sees: behind a trusted proxy, the scheme and host it forwards (TLS ends
 * there, so the app alone would see `http://` and its own address).
 */
function publicOriginOf(request: Request): string {
  const url = new URL(request.url);
  if (!serverConfig.trustProxy) return url.origin;
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim();
  const proto = first('x-forwarded-proto');
  const host = first('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host}`;
}

/**
 * A POST from a page of another site is refused before it is read (cross-site request forgery):
 * browsers send Origin with every POST; clients that are not browsers send none and are let through
 * (their requests carry no cookies of ours, and sign-in travels in a header).
 */
function refuseForeignOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (request.method !== 'POST' || origin === null) return;
  if (origin !== publicOriginOf(request)) throw new ApiError('FORBIDDEN', { reason: 'origin' });
}

/** The caller's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's. */
function addressOf(request: Request, socketAddress: string): string {
  if (!serverConfig.trustProxy) return socketAddress;
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || socketAddress;
}

/**
 * Every request under /apiCore/v1: finds the route, validates, runs it, and answers
 * `{ code, message, data }` with the code's status and a message in the request's language.
 * Expected failures never become a 500; one JSON log line per request carries its id.
 */
export async function handleApi(
  request: Request,
  path: string,
  routes: readonly AnyRoute[],
  socketAddress = 'unknown',
): Promise<Response> {
  const started = performance.now();
  const context = contextOf(request, socketAddress);
  let response: Response;
  let code: ApiCode = 'SUCCESS';
  try {
    // A provider's server (VNPay) calls these and reads its own answer format, not the envelope.
    const outside = outsideEnvelopeCall(request.method, path);
    if (outside) {
      response = await outside.respond(request);
    } else if (request.method === 'GET' && path === '/openapi.json') {
      const document = openApiDocument(routes, new URL(API_BASE, request.url).href);
      response = new Response(JSON.stringify(document), {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    } else {
      const matching = routes.filter((r) => r.path === path);
      const route = matching.find((r) => r.method === request.method);
      if (!route) {
        code = matching.length > 0 ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND';
        const allow = matching.length > 0 ? { Allow: matching.map((r) => r.method).join(', ') } : undefined;
        response = answer(code, null, context, allow);
      } else {
        response = answer('SUCCESS', await run(route, context), context);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) {
      code = error.code;
      const retryAfterMs = (error.data as { retryAfterMs?: unknown } | null)?.retryAfterMs;
      const retry: Record<string, string> =
        typeof retryAfterMs === 'number' ? { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) } : {};
      response = answer(code, error.data, context, retry);
    } else {
      code = 'INTERNAL_ERROR';
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'api failure',
          requestId: context.requestId,
          path,
          ...loggableError(error),
        }),
      );
      response = answer(code, null, context);
    }
  }
  console.info(
    JSON.stringify({
      level: 'info',
      msg: 'api',
      requestId: context.requestId,
      method: request.method,
      path,
      status: response.status,
      code,
      ms: Math.round(performance.now() - started),
    }),
  );
  return response;
}
