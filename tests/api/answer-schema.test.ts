import { z } from 'astro/zod';
import { describe, expect, it, vi } from 'vitest';
import { defineCall } from '#lib/api/contract/call.ts';
import { handleApi } from '#server/api/handle.ts';
import { defineRoute } from '#server/api/route.ts';
import { envelopeBody } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

useTestDatabase();

// A call whose answer names a greeting and the time it was made (a Date on the server, text on the wire).
const greet = defineCall({
  method: 'POST',
  path: '/greet',
  input: z.object({ name: z.string().min(1).max(50), wrong: z.boolean().default(false) }),
  answer: z.object({ hello: z.string(), at: z.iso.datetime() }),
});
const route = defineRoute({
  ...greet,
  summary: 'Greet, or with `wrong` answer outside the schema',
  handle: ({ input }) => {
    const at = new Date('2027-01-10T08:00:00.000Z');
    // `wrong` stands for a handler whose answer drifted from its contract without the type checker
    // seeing it (data read as `any`): the schema is the last line.
    const answer: unknown = input.wrong ? { hello: 42, at } : { hello: input.name, at, extra: 'kept' };
    return Promise.resolve(answer as z.input<typeof greet.answer>);
  },
});

const call = (data: unknown) =>
  handleApi(
    new Request('http://localhost/apiCore/v1/greet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: envelopeBody(data),
    }),
    '/greet',
    [route],
  );

describe('answers checked against their schema (tests and the development server)', () => {
  it('sends an answer that fits as the handler made it, fields the schema does not list included', async () => {
    const response = await call({ name: 'Lan' });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ hello: 'Lan', at: '2027-01-10T08:00:00.000Z', extra: 'kept' });
  });

  it('turns an answer outside its schema into INTERNAL_ERROR, logging the call and the field at fault', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
    const response = await call({ name: 'Lan', wrong: true });
    expect(response.status).toBe(500);
    expect((await response.json()).code).toBe('INTERNAL_ERROR');
    expect(logged.join('\n')).toMatch(/POST \/greet answered outside its schema[\s\S]*hello/);
  });
});
