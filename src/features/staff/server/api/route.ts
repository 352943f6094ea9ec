import type { z } from 'astro/zod';
import type { StaffPermission } from '../../contract.ts';
import { getDatabase, type Queryable } from '#server/db/client.ts';
import { recordAudit, type AuditActor, type AuditEntry } from '../audit.ts';
import { staffCallerOf, type StaffCaller } from '../sessions.ts';
import { defineRoute, type AnyRoute, type ApiRoute, type RouteContext } from '#server/api/route.ts';

export interface StaffRouteContext<Input> extends RouteContext<Input> {
  staff: StaffCaller;
  /**
   * Writes this call's audit row inside the handler's own transaction, with what changed. A call
   * that writes nothing (a search, a list) need not: its row, naming the query, is written after.
   */
  record: (tx: Queryable, entry: Omit<AuditEntry, 'action'>) => Promise<void>;
}

type StaffRouteDefinition<T extends z.ZodType, A extends z.ZodType> = Omit<
  ApiRoute<T, A>,
  'auth' | 'permission' | 'admit' | 'handle'
> & {
  /** What the caller's roles must allow (src/features/staff/contract.ts, ROLE_PERMISSIONS). */
  permission: StaffPermission;
  /** The audit log's name for the call, `area.verb`. */
  action: string;
  handle: (context: StaffRouteContext<z.output<T>>) => Promise<z.input<A>>;
};

/**
 * The one way to declare a staff call (decision 0075): the platform refuses it before the handler
 * runs unless an open staff session's roles grant `permission`, and every call that succeeds
 * leaves exactly one row in the audit log (decision 0076).
 */
export function defineStaffRoute<T extends z.ZodType, A extends z.ZodType = z.ZodUnknown>(
  route: StaffRouteDefinition<T, A>,
): AnyRoute {
  const { permission, action, handle, ...description } = route;
  return defineRoute<T, A, StaffCaller>({
    ...description,
    auth: 'staff',
    permission,
    admit: (request) => staffCallerOf(request, permission),
    handle: async (context) => {
      const staff = context.admitted;
      if (!staff) throw new Error('staff route reached without a staff caller');
      const actor: AuditActor = {
        userId: staff.userId,
        fullname: staff.fullname,
        staffSessionId: staff.staffSessionId,
        clientAddress: context.clientAddress,
        requestId: context.requestId,
      };
      let recorded = false;
      const record = async (tx: Queryable, entry: Omit<AuditEntry, 'action'>) => {
        recorded = true;
        await recordAudit(tx, actor, { action, ...entry });
      };
      const result = await handle({ ...context, staff, record });
      if (!recorded) await recordAudit(await getDatabase(), actor, { action, after: { query: context.input } });
      return result;
    },
  });
}
