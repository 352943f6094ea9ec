import { getTranslator } from '../../lib/i18n/translator.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { API_CODES, ApiError, type ApiCode } from './codes.ts';
import { openApiDocument } from './openapi.ts';
import { accessTokenOf, currentUser, type SignedIn } from '../auth/current-user.ts';
import { authSecret } from '../auth/secret.ts';
import { serverConfig } from '../config.ts';
import { issuesOf, languageOf, parseInput, readEnvelope } from './request.ts';
import { ROUTES } from './routes.ts';
import type { ApiRoute } from './route.ts';

export const API_BASE = '/apiCore/v1';

function answer(code: ApiCode, data: unknown, locale: Locale, requestId: string, headers: Record<string, string> = {}) {
  const body = { code, message: getTranslator(locale)(`api:code.${code}`), data };
  return new Response(JSON.stringify(body), {
    status: API_CODES[code],
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Request-Id': requestId,
      ...headers,
    },
  });
}

async function run(
  route: ApiRoute,
  request: Request,
  requestId: string,
  clientAddress: string,
): Promise<{ data: unknown; locale: Locale }> {
  // Loaded (once) before any handler opens a transaction: the embedded database runs one query at
  // a time, so a transaction must never wait on a query outside it.
  await authSecret();
  if (route.method === 'GET' || route.body === 'multipart') {
    // No envelope: the query carries the input (and may carry langCode). Uploads are refused
    // before their body is read when the caller is not signed in.
    const params = new URL(request.url).searchParams;
    const locale = languageOf(request, params.get('langCode'));
    try {
      const signedIn = await callerOf(route, request);
      const query = parseInput(route.input, Object.fromEntries(params), locale);
      if (!query.success) throw new ApiError('VALIDATION_ERROR', { fields: issuesOf(query.error, locale) });
      const data = await route.handle({ request, locale, input: query.data, requestId, clientAddress, signedIn });
      return { data, locale };
    } catch (error) {
      throw inLanguage(error, locale);
    }
  }
  const { envelope, data } = await readEnvelope(request, route.input);
  const locale = envelope.langCode;
  try {
    const signedIn = await callerOf(route, request);
    return { data: await route.handle({ request, locale, input: data, requestId, clientAddress, signedIn }), locale };
  } catch (error) {
    throw inLanguage(error, locale);
  }
}

/** Who calls: required on 'user' routes; on 'optional' ones an expired token just reads as anonymous. */
async function callerOf(route: ApiRoute, request: Request): Promise<SignedIn | undefined> {
  if (route.auth === 'user') return currentUser(request);
  if (route.auth === 'optional' && accessTokenOf(request)) return currentUser(request).catch(() => undefined);
  return undefined;
}

/** A handler's own ApiError answers in the request's language unless it chose one. */
function inLanguage(error: unknown, locale: Locale): unknown {
  return error instanceof ApiError && !error.locale ? new ApiError(error.code, error.data, locale) : error;
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
  routes: readonly ApiRoute[] = ROUTES,
  socketAddress = 'unknown',
): Promise<Response> {
  const started = performance.now();
  const given = request.headers.get('x-request-id');
  const requestId = given && /^[\w.-]{8,64}$/.test(given) ? given : crypto.randomUUID();
  let response: Response;
  let code: ApiCode = 'SUCCESS';
  try {
    if (request.method === 'GET' && path === '/openapi.json') {
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
        response = answer(code, null, languageOf(request), requestId, allow);
      } else {
        const { data, locale } = await run(route, request, requestId, addressOf(request, socketAddress));
        response = answer('SUCCESS', data, locale, requestId);
      }
    }
  } catch (error) {
    const locale = (error instanceof ApiError && error.locale) || languageOf(request);
    if (error instanceof ApiError) {
      code = error.code;
      const retryAfterMs = (error.data as { retryAfterMs?: unknown } | null)?.retryAfterMs;
      const retry: Record<string, string> =
        typeof retryAfterMs === 'number' ? { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) } : {};
      response = answer(code, error.data, locale, requestId, retry);
    } else {
      code = 'INTERNAL_ERROR';
      console.error(JSON.stringify({ level: 'error', msg: 'api failure', requestId, path, error: String(error) }));
      response = answer(code, null, locale, requestId);
    }
  }
  console.info(
    JSON.stringify({
      level: 'info',
      msg: 'api',
      requestId,
      method: request.method,
      path,
      status: response.status,
      code,
      ms: Math.round(performance.now() - started),
    }),
  );
  return response;
}
