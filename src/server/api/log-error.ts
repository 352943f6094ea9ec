import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a failure's log line may say: the error's kind, the SQL text and the database's own
 * message, never a query's bound parameters, which carry user ids, payloads, tokens, codes and
 * password hashes. A database's message names constraints, not values (values sit in `detail`,
 * which is left out too).
 */
export function loggableError(error: unknown): { error: string; sql?: string; cause?: string } {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
    return { error: 'DrizzleQueryError', sql: error.query, ...(cause ? { cause } : {}) };
  }
  if (error instanceof Error) return { error: `${error.name}: ${error.message}` };
  return { error: typeof error };
}
