import type { z } from 'astro/zod';
import type { Call } from '#lib/api/contract/call.ts';
import type { Transaction } from '#server/db/client.ts';
import { runOnce } from '#server/db/idempotency.ts';
import { defineRoute, signedIn, type AnyRoute, type RouteContext } from '#server/api/route.ts';

interface ScheduleWrite<T extends z.ZodType, A extends z.ZodType> extends Call<T, A> {
  summary: string;
  /** Checks that read outside the transaction (the content catalogue), run before it opens. */
  check?: (context: RouteContext<z.output<T>>) => Promise<void>;
  /** The change, in the call's one transaction, on behalf of the signed-in owner. */
  write: (tx: Transaction, userId: string, context: RouteContext<z.output<T>>) => Promise<z.input<A>>;
}

/**
 * A call that changes one of the caller's schedules: a POST for a signed-in user that takes an
 * Idempotency-Key, so a retried save, share or delete answers the first result and writes once
 * (decision 0027). Every write call of the planner has this shape; only the change differs.
 */
export function defineScheduleWrite<T extends z.ZodType, A extends z.ZodType>(call: ScheduleWrite<T, A>): AnyRoute {
  return defineRoute<T, A>({
    method: 'POST',
    path: call.path,
    summary: call.summary,
    auth: 'user',
    idempotent: true,
    input: call.input,
    answer: call.answer,
    handle: async (context) => {
      const { user } = signedIn(context);
      await call.check?.(context);
      return runOnce({ owner: user.id, key: context.idempotencyKey, request: [call.path, context.input] }, (tx) =>
        call.write(tx, user.id, context),
      );
    },
  });
}
