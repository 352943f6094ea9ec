import { z } from 'astro/zod';
import { API_CODES } from './codes.ts';
import { envelopeSchema } from './envelope.ts';
import type { AnyRoute } from './route.ts';

const answer = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string', enum: Object.keys(API_CODES) },
    message: { type: 'string', description: "In the request's language" },
    data: {},
  },
};

/** The answer on SUCCESS: the envelope with the call's own `data` where its contract describes it. */
function successOf(route: AnyRoute) {
  if (!route.answer) return answer;
  const data = z.toJSONSchema(route.answer, { io: 'output', unrepresentable: 'any' });
  return { ...answer, properties: { ...answer.properties, code: { type: 'string', const: 'SUCCESS' }, data } };
}

/**
 * The OpenAPI 3.1 description, made from the same zod schemas that validate the requests and
 * describe the answers (decision 0101).
 */
export function openApiDocument(routes: readonly AnyRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const input = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' });
    const operation: Record<string, unknown> = {
      summary: route.summary,
      responses: Object.fromEntries(
        [...new Set(Object.values(API_CODES))].map((status) => [
          String(status),
          {
            description: Object.keys(API_CODES)
              .filter((c) => API_CODES[c as keyof typeof API_CODES] === status)
              .join(', '),
            content: { 'application/json': { schema: status === API_CODES.SUCCESS ? successOf(route) : answer } },
          },
        ]),
      ),
    };
    if (route.auth === 'user') operation.security = [{ accessToken: [] }, { bearer: [] }];
    if (route.auth === 'optional') operation.security = [{}, { accessToken: [] }];
    if (route.auth === 'staff') {
      operation.security = [{ staffToken: [] }];
      operation['x-staff-permission'] = route.permission;
    }
    if (route.body === 'multipart') {
      const properties = (input as { properties?: Record<string, unknown> }).properties ?? {};
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', schema }));
      const fields = Object.entries(route.form ?? {});
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: fields.filter(([, field]) => field.required).map(([name]) => name),
              properties: Object.fromEntries(
                fields.map(([name, field]) => [
                  name,
                  field.type === 'file'
                    ? { type: 'string', format: 'binary', description: field.description }
                    : { type: 'string', description: field.description },
                ]),
              ),
            },
          },
        },
      };
    } else if (route.body === 'binary') {
      const properties = (input as { properties?: Record<string, unknown> }).properties ?? {};
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', schema }));
      operation.requestBody = {
        required: true,
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      };
    } else if (route.method === 'POST') {
      const envelope = z.toJSONSchema(envelopeSchema, { io: 'input', unrepresentable: 'any' }) as {
        properties: Record<string, unknown>;
      };
      envelope.properties.data = input;
      operation.requestBody = { required: true, content: { 'application/json': { schema: envelope } } };
    } else {
      const properties = (input as { properties?: Record<string, unknown> }).properties ?? {};
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', schema }));
    }
    if (route.idempotent)
      operation.parameters = [
        ...((operation.parameters as unknown[] | undefined) ?? []),
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' },
          description:
            'A new random key (a UUID) per action, sent again on a retry: the retry answers the first result ' +
            'and changes nothing. The same key with a different request answers IDEMPOTENCY_KEY_REUSED.',
        },
      ];
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'NV Travel API', version: '1' },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        accessToken: { type: 'apiKey', in: 'header', name: 'NVTRAVEL-TOKEN' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        staffToken: { type: 'apiKey', in: 'header', name: 'NVTRAVEL-STAFF-TOKEN' },
      },
    },
    paths,
  };
}
