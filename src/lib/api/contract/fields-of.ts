import type { z } from 'astro/zod';

/**
 * `value`'s fields that `schema` names, and no other: how an answer (or a card) carries a part of a
 * row or of a larger answer that a schema of the contract declares, so that a field added to that
 * schema is carried without another edit. The type checker holds `value` to the schema's output.
 */
export function fieldsOf<S extends z.core.$ZodShape>(
  schema: z.ZodObject<S>,
  value: z.output<z.ZodObject<S>>,
): z.output<z.ZodObject<S>> {
  const fields = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, fields[key]])) as z.output<z.ZodObject<S>>;
}
