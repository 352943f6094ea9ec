import { getTranslator } from '../../lib/i18n/translator.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { API_CODES, ApiError, type ApiCode } from './codes.ts';
import { openApiDocument } from './openapi.ts';
import { issuesOf, languageOf, readEnvelope } from './request.ts';
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

async function run(route: ApiRoute, request: Request, requestId: string): Promise<{ data: unknown; locale: Locale }> {
  if (route.method === 'GET') {
    const locale = languageOf(request);
    const query = route.input.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw new ApiError('VALIDATION_ERROR', { fields: issuesOf(query.error) }, locale);
    return { data: await route.handle({ request, locale, input: query.data, requestId }), locale };
  }
  const { envelope, data } = await readEnvelope(request, route.input);
  const locale = envelope.langCode;
  try {
    return { data: await route.handle({ request, locale, input: data, requestId }), locale };
  } catch (error) {
    // A handler's own ApiError answers in the envelope's language unless it chose one.
    if (error instanceof ApiError && !error.locale) throw new ApiError(error.code, error.data, locale);
    throw error;
  }
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
        const { data, locale } = await run(route, request, requestId);
        response = answer('SUCCESS', data, locale, requestId);
      }
    }
  } catch (error) {
    const locale = (error instanceof ApiError && error.locale) || languageOf(request);
    if (error instanceof ApiError) {
      code = error.code;
      response = answer(code, error.data, locale, requestId);
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
