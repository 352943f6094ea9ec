import { z } from 'astro/zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CHECKSUM, API_REQUEST_ID } from '#server/api/envelope.ts';
import { handleApi } from '#server/api/handle.ts';
import { MAX_JSON_BYTES } from '#server/api/request.ts';
import { defineRoute } from '#server/api/route.ts';
import { ROUTES } from '#server/app/compose.ts';
import { serverConfig } from '#server/config.ts';
import { useTestDatabase } from './support/database.ts';

// /health answers only when the database does.
useTestDatabase();

// A call standing for the real ones, to exercise the platform around it.
const echo = defineRoute({
  method: 'POST',
  path: '/echo',
  summary: 'Echo a name',
  input: z.object({ name: z.string().min(1).max(50) }),
  handle: async ({ input, locale }) => ({ hello: input.name, locale }),
});
const routes = [...ROUTES, echo];

const envelope = (data: unknown, overrides: Record<string, unknown> = {}) => ({
  langCode: 'en',
  checksum: API_CHECKSUM,
  serviceEndpointName: 'APP/WEB',
  requestId: API_REQUEST_ID,
  data,
  ...overrides,
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  handleApi(
    new Request(`http://localhost/apiCore/v1${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }),
    path,
    routes,
  );

let logs: string[] = [];
beforeEach(() => {
  logs = [];
  vi.spyOn(console, 'info').mockImplementation((line: string) => void logs.push(line));
});
afterEach(() => vi.restoreAllMocks());

describe('API platform', () => {
  it('answers a valid call with SUCCESS in the envelope language', async () => {
    const response = await post('/echo', JSON.stringify(envelope({ name: 'Lan' }, { langCode: 'zh' })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 'SUCCESS', message: '成功。', data: { hello: 'Lan', locale: 'zh' } });
  });

  it('refuses malformed JSON with its own clear error', async () => {
    const response = await post('/echo', '{"langCode": "vi",', { cookie: 'lang=vi' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Một số thông tin chưa hợp lệ.',
      data: { fields: [{ path: '(body)', message: 'malformed JSON' }] },
    });
  });

  it('refuses a wrong envelope, naming the fields at fault', async () => {
    const response = await post(
      '/echo',
      JSON.stringify(envelope({ name: 'x' }, { checksum: 'nope', serviceEndpointName: 'APP' })),
    );
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.data.fields.map((f: { path: string }) => f.path).sort()).toEqual(['checksum', 'serviceEndpointName']);
  });

  it('refuses invalid data inside a valid envelope, in the request language', async () => {
    const response = await post('/echo', JSON.stringify(envelope({ name: '' }, { langCode: 'en' })));
    const body = await response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Some of the information is not valid.' });
    expect(body.data.fields[0].path).toBe('data.name');
  });

  it('refuses an oversized body without reading it all, and a non-JSON body', async () => {
    const huge = JSON.stringify(envelope({ name: 'x'.repeat(MAX_JSON_BYTES) }));
    expect((await post('/echo', huge)).status).toBe(413);
    expect((await (await post('/echo', huge)).json()).code).toBe('PAYLOAD_TOO_LARGE');
    const form = await post('/echo', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it('refuses a POST from another site in the envelope, and counts the proxy’s scheme only when trusted', async () => {
    const body = JSON.stringify(envelope({ name: 'Lan' }));
    // The app sees http://localhost; the browser was on https://travel.example behind the TLS proxy.
    const proxied = {
      origin: 'https://travel.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'travel.example',
    };
    const foreign = await post('/echo', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'origin' } });
    expect((await post('/echo', body, { origin: 'http://localhost' })).status).toBe(200);
    expect((await post('/echo', body)).status).toBe(200);
    expect((await post('/echo', body, proxied)).status).toBe(403);
    serverConfig.trustProxy = true;
    try {
      expect((await post('/echo', body, proxied)).status).toBe(200);
      expect((await post('/echo', body, { ...proxied, origin: 'https://evil.example' })).status).toBe(403);
    } finally {
      serverConfig.trustProxy = false;
    }
  });

  it('answers unknown routes and wrong methods with their own codes', async () => {
    const missing = await handleApi(new Request('http://localhost/apiCore/v1/nope'), '/nope', routes);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('NOT_FOUND');
    const wrong = await handleApi(new Request('http://localhost/apiCore/v1/echo'), '/echo', routes);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('logs one JSON line per request with its request id', async () => {
    const response = await handleApi(
      new Request('http://localhost/apiCore/v1/health', { headers: { 'x-request-id': 'req-12345678' } }),
      '/health',
      routes,
    );
    expect(response.headers.get('x-request-id')).toBe('req-12345678');
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0] ?? '{}')).toMatchObject({
      msg: 'api',
      requestId: 'req-12345678',
      method: 'GET',
      path: '/health',
      status: 200,
      code: 'SUCCESS',
    });
  });

  it('describes every route in openapi.json from the validating schemas', async () => {
    const response = await handleApi(new Request('http://localhost/apiCore/v1/openapi.json'), '/openapi.json', routes);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(routes.map((r) => r.path))].sort());
    expect(document.paths).toHaveProperty('/echo');
    const schema = document.paths['/echo'].post.requestBody.content['application/json'].schema;
    expect(schema.properties.data.properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 50 });
    expect(schema.properties.serviceEndpointName.enum).toEqual(['APP/WEB', 'SMPPGATEWAY']);
  });
});
