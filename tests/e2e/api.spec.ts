import { expect, test } from './support/test.ts';

test('the API answers through the product server, with its own errors and OpenAPI', async ({ request }) => {
  const health = await request.get('/apiCore/v1/health', { headers: { 'accept-encoding': 'gzip' } });
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ code: 'SUCCESS', data: { status: 'ok' } });

  const malformed = await request.post('/apiCore/v1/health', {
    data: '{',
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed.status()).toBe(405);

  const unknown = await request.post('/apiCore/v1/user/nothing', { data: {}, headers: { cookie: 'lang=en' } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.', data: null });

  // An upload posted from another site's page is refused by the API in its envelope (Astro's own
  // check would answer plain text, and wrongly behind a TLS proxy).
  const foreign = await request.post('/apiCore/v1/user/updateImageProfile?id=x', {
    multipart: { profile: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
    headers: { origin: 'https://evil.example', cookie: 'lang=en' },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'origin' } });

  const openapi = await request.get('/apiCore/v1/openapi.json');
  expect((await openapi.json()).paths['/health'].get).toBeTruthy();
});
