import { z } from 'astro/zod';

/**
 * A handler's answer checked against its call's answer schema as the client will read it: after
 * JSON (a Date arrives as a string, an undefined field not at all). Answers outside the schema throw,
 * so the request fails with INTERNAL_ERROR and its log line names the fields; the answer itself goes
 * out as the handler made it (parsing would drop fields the schema does not list). Only the tests
 * and the development server pay for it (src/server/api/route.ts).
 */
export function checkAnswer<Answer>(
  route: { method: string; path: string },
  schema: z.ZodType,
  answer: Answer,
): Answer {
  const json = JSON.stringify(answer);
  const parsed = schema.safeParse(json === undefined ? null : JSON.parse(json));
  if (!parsed.success)
    throw new Error(`${route.method} ${route.path} answered outside its schema:\n${z.prettifyError(parsed.error)}`);
  return answer;
}
