import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { handleApi } from '#server/api/handle.ts';
import { ROUTES } from '#server/app/compose.ts';
import { API_CALLS } from './support/api-calls.ts';

/** Spec section 7: every user call. */
const USER_CALLS = [
  '/user/login',
  '/user/login/integration',
  '/user/register',
  '/user/verifyRegisterOtp',
  '/user/getPasswordOtp',
  '/user/verifyResetPasswordOtp',
  '/user/resendOtp',
  '/user/resetPassword',
  '/user/create',
  '/user/resendOtpForResetPassword',
  '/user/getInfo',
  '/user/update',
  '/user/updateImageProfile',
  '/user/getOtpToLinkMobile',
  '/user/resendOtpForLinkMobile',
  '/user/verifyOtpToLinkMobile',
  '/user/linkMobile',
  '/user/saveDeviceToken',
  '/user/logout',
  '/user/refreshToken',
  '/user/event',
];

describe('OpenAPI description', () => {
  it('is valid OpenAPI 3 and lists every call, with its security and body', async () => {
    const response = await handleApi(new Request('http://localhost/apiCore/v1/openapi.json'), '/openapi.json', ROUTES);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { security?: unknown; requestBody?: { content: Record<string, unknown> }; parameters?: { name: string }[] }
        >
      >;
    };
    expect(document.openapi).toMatch(/^3\./);
    await SwaggerParser.validate(structuredClone(document) as never);
    for (const path of USER_CALLS) expect(document.paths[path]?.post, path).toBeDefined();
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(ROUTES.map((r) => r.path))].sort());
    expect(document.paths['/user/getInfo']?.post?.security).toBeDefined();
    expect(document.paths['/user/login']?.post?.security).toBeUndefined();
    expect(Object.keys(document.paths['/user/updateImageProfile']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    // State-changing calls that take a retry key say so.
    expect(document.paths['/comments/create']?.post?.parameters?.map((p) => p.name)).toEqual(['Idempotency-Key']);
  });

  it('lists the same calls as before answers had schemas, each booking call with the shape of its data', async () => {
    const response = await handleApi(new Request('http://localhost/apiCore/v1/openapi.json'), '/openapi.json', ROUTES);
    type Success = { properties: { code: { const?: string }; data: { required?: string[] } } };
    const document = (await response.json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: Success }> }> }>
      >;
    };
    const calls = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls.sort()).toEqual([...API_CALLS].sort());
    const success = (path: string, method: string) =>
      document.paths[path]?.[method]?.responses['200']?.content['application/json']?.schema;
    expect(success('/booking/hold', 'post')?.properties.data.required).toEqual(['order']);
    expect(success('/booking/confirm', 'post')?.properties.data.required).toEqual(['order', 'paymentUrl']);
    expect(success('/hotels/search', 'get')?.properties.code.const).toBe('SUCCESS');
  });
});
