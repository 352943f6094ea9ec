import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { permissionsOf, STAFF_TOKEN_HEADER, type StaffMe, type StaffPermission, type StaffRole } from '../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import { sha256 } from '#server/auth/tokens.ts';
import { serverConfig } from '#server/config.ts';
import { getDatabase, type Queryable } from '#server/db/client.ts';
import { oneRow } from '#server/db/one-row.ts';
import { sessions, staffMembers, staffSessions, users } from '#server/db/schema/index.ts';

/*
 * Staff sessions (decision 0075): a staff token is given only after the second factor, lives at
 * most STAFF_SESSION_HOURS and ends after STAFF_SESSION_IDLE_MINUTES without a call. Every staff
 * call looks its session up again, so a revocation, a removal or the end of the account session
 * beneath it takes effect on the next call.
 */

/** The staff member behind a staff call, with what their roles allow. */
export interface StaffCaller {
  userId: string;
  fullname: string;
  roles: StaffRole[];
  permissions: StaffPermission[];
  staffSessionId: string;
  expiresAt: Date;
}

export const meOf = (caller: StaffCaller): StaffMe => ({
  userId: caller.userId,
  fullname: caller.fullname,
  roles: caller.roles,
  permissions: caller.permissions,
  sessionExpiresAt: caller.expiresAt.toISOString(),
});

/** Opens a staff session above an account session; answers its token (shown once) and its end. */
export async function startStaffSession(
  tx: Queryable,
  start: { userId: string; accountSessionId: string; clientAddress: string; userAgent: string | null },
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + serverConfig.staff.sessionHours * 3_600_000);
  const row = oneRow(
    await tx
      .insert(staffSessions)
      .values({
        tokenHash: sha256(token),
        userId: start.userId,
        accountSessionId: start.accountSessionId,
        clientAddress: start.clientAddress,
        userAgent: start.userAgent?.slice(0, 300),
        lastSeenAt: now,
        expiresAt,
      })
      .returning({ id: staffSessions.id }),
  );
  return { token, id: row.id, expiresAt };
}

/**
 * The staff member a request's staff token names, if the session is open: not revoked, not past
 * its end, not idle too long, its account session alive and its member still on staff and
 * enrolled. Refused with TOKEN_INVALID otherwise, and with FORBIDDEN when the roles do not grant
 * `permission`. A call that passes counts as activity.
 */
export async function staffCallerOf(request: Request, permission: StaffPermission): Promise<StaffCaller> {
  const token = request.headers.get(STAFF_TOKEN_HEADER)?.trim();
  if (!token || token.length > 100) throw new ApiError('TOKEN_INVALID');
  const now = new Date();
  const idleSince = new Date(now.getTime() - serverConfig.staff.idleMinutes * 60_000);
  const db = await getDatabase();
  const [row] = await db
    .select({
      id: staffSessions.id,
      userId: staffSessions.userId,
      expiresAt: staffSessions.expiresAt,
      roles: staffMembers.roles,
      fullname: users.fullname,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.userId, staffSessions.userId))
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .innerJoin(sessions, eq(sessions.id, staffSessions.accountSessionId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(sessions.revokedAt),
        isNotNull(staffMembers.totpEnrolledAt),
      ),
    );
  if (!row) throw new ApiError('TOKEN_INVALID');
  const roles = row.roles as StaffRole[];
  const permissions = permissionsOf(roles);
  if (!permissions.includes(permission)) throw new ApiError('FORBIDDEN', { permission });
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.id));
  return {
    userId: row.userId,
    fullname: row.fullname,
    roles,
    permissions,
    staffSessionId: row.id,
    expiresAt: row.expiresAt,
  };
}

export async function revokeStaffSession(tx: Queryable, sessionId: string, reason: string): Promise<boolean> {
  const revoked = await tx
    .update(staffSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return revoked.length > 0;
}

export async function revokeStaffSessionsOf(tx: Queryable, userId: string, reason: string): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
}

/** The open sessions of a member, for the administrators' list. */
export async function openSessionsOf(db: Queryable, userId: string) {
  const now = new Date();
  const idleSince = new Date(now.getTime() - serverConfig.staff.idleMinutes * 60_000);
  return db
    .select({
      id: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      clientAddress: staffSessions.clientAddress,
    })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    );
}
