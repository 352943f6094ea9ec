import { eq } from 'drizzle-orm';
import { staffCalls } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { staffSessions } from '#server/db/schema/index.ts';
import { createInvite, listMembers, removeMember } from '../members.ts';
import { revokeStaffSession } from '../sessions.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineStaffRoute } from './route.ts';

/* Administrators manage the staff (decision 0075): the list, invitations, removal and sessions. */

export const members = defineStaffRoute({
  ...staffCalls.members,
  summary: 'Every staff member with their roles, second-factor state and open staff sessions',
  permission: 'staff.manage',
  action: 'staff.list',
  handle: async () => ({ items: await listMembers(await getDatabase()) }),
});

export const invite = defineStaffRoute({
  ...staffCalls.invite,
  summary: 'Invites a person (e-mail or phone) with roles: answers a one-time link, shown once',
  permission: 'staff.manage',
  action: 'staff.invite',
  handle: async ({ input, staff, record }) => {
    const db = await getDatabase();
    const created = await db.transaction(async (tx) => {
      const made = await createInvite(tx, input, staff.userId);
      await record(tx, {
        target: { type: 'staff_invite', id: made.id },
        after: { contact: made.contact, roles: input.roles, expiresAt: made.expiresAt.toISOString() },
      });
      return made;
    });
    // In the fragment: never sent to a server, so no access log or proxy keeps the token.
    return { id: created.id, path: `/staff/invite/#${created.token}`, expiresAt: created.expiresAt.toISOString() };
  },
});

export const remove = defineStaffRoute({
  ...staffCalls.removeMember,
  summary: 'Removes a staff member: their roles go and their staff sessions end at once',
  permission: 'staff.manage',
  action: 'staff.remove',
  handle: async ({ input, staff, record }) => {
    // The remover stays, so the staff always keeps an administrator.
    if (input.userId === staff.userId) throw new ApiError('CONFLICT', { reason: 'self' });
    const db = await getDatabase();
    await db.transaction(async (tx) => {
      const removed = await removeMember(tx, input.userId);
      await record(tx, {
        target: { type: 'staff_member', id: input.userId },
        before: { roles: removed.roles, enrolled: removed.totpEnrolledAt !== null },
        after: null,
      });
    });
    return null;
  },
});

export const revokeSession = defineStaffRoute({
  ...staffCalls.revokeSession,
  summary: 'Ends one staff session of any member (a lost phone, a shared desk left signed in)',
  permission: 'staff.manage',
  action: 'staff.revokeSession',
  handle: async ({ input, record }) => {
    const db = await getDatabase();
    await db.transaction(async (tx) => {
      const [session] = await tx.select().from(staffSessions).where(eq(staffSessions.id, input.sessionId));
      if (!session || !(await revokeStaffSession(tx, input.sessionId, 'administrator')))
        throw new ApiError('NOT_FOUND');
      await record(tx, {
        target: { type: 'staff_session', id: input.sessionId },
        before: { userId: session.userId, revokedAt: null },
        after: { revokedReason: 'administrator' },
      });
    });
    return null;
  },
});
