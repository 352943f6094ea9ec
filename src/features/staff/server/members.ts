import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { permissionsOf, type StaffMemberRow, type StaffRole, type StaffSignInAnswer } from '../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import type { SignedIn } from '#server/auth/current-user.ts';
import { looksLikeEmail, normalizePhone } from '#server/auth/phone.ts';
import { clearLimit, hitLimit } from '#server/auth/rate-limit.ts';
import { sha256 } from '#server/auth/tokens.ts';
import { serverConfig } from '#server/config.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import { staffInvites, staffMembers, staffRecoveryCodes, users } from '#server/db/schema/index.ts';
import { seal, unseal } from '#features/sim/server/personal-data.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { meOf, openSessionsOf, revokeStaffSessionsOf, startStaffSession } from './sessions.ts';
import { acceptedStep, enrolmentOf, newTotpSecret } from './totp.ts';

/*
 * Staff members, their second factor and their invitations (decision 0075). A member is an
 * account with roles; signing in as staff takes the account's own sign-in plus a TOTP code (or one
 * recovery code). Every change here is written to the audit log in the same transaction.
 */

const RECOVERY_CODES = 10;
/** Second-factor guesses per member in a window: a 6-digit code cannot be walked. */
const SECOND_FACTOR_LIMIT = { max: 5, windowMs: 15 * 60_000 };

type Member = typeof staffMembers.$inferSelect;

/** A request's account caller, as the audit log names them. */
export interface AccountCaller {
  signedIn: SignedIn;
  clientAddress: string;
  requestId: string;
  userAgent: string | null;
}

const actorOf = (caller: AccountCaller, staffSessionId?: string): AuditActor => ({
  userId: caller.signedIn.user.id,
  fullname: caller.signedIn.user.fullname,
  staffSessionId,
  clientAddress: caller.clientAddress,
  requestId: caller.requestId,
});

/** An e-mail (lower case) or an E.164 mobile number, as invitations and the operator's command name people. */
export function contactOf(input: string): string | undefined {
  const trimmed = input.trim();
  if (looksLikeEmail(trimmed)) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed.toLowerCase() : undefined;
  return normalizePhone(trimmed);
}

/** The account a contact names: its phone, or its e-mail once verified. */
export async function accountByContact(db: Queryable, contact: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.phone, contact), and(eq(users.email, contact), sql`${users.emailVerifiedAt} is not null`)));
  return user;
}

async function memberOf(db: Queryable, userId: string): Promise<Member> {
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.userId, userId));
  if (!member) throw new ApiError('FORBIDDEN', { reason: 'not-staff' });
  return member;
}

/** Recovery codes as people copy them: `xxxxx-xxxxx`, base32 without look-alike digits 0, 1, 8, 9. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
const recoveryHash = (code: string) => sha256(`staff-recovery:${code.replace('-', '')}`);

/**
 * Enrolment's first step, for a member without a confirmed second factor: a new secret (each call
 * replaces the last unconfirmed one), to scan as a QR code or type into an authenticator app.
 */
export async function beginEnrolment(db: Database, caller: AccountCaller) {
  const member = await memberOf(db, caller.signedIn.user.id);
  if (member.totpEnrolledAt) throw new ApiError('CONFLICT', { reason: 'enrolled' });
  const secret = newTotpSecret();
  await db
    .update(staffMembers)
    .set({ totpSecret: seal(secret, member.userId) })
    .where(and(eq(staffMembers.userId, member.userId), isNull(staffMembers.totpEnrolledAt)));
  const { user } = caller.signedIn;
  return enrolmentOf(secret, user.email ?? user.phone ?? user.fullname);
}

/** Enrolment's second step: the first code confirms the secret, gives recovery codes and signs in. */
export async function confirmEnrolment(db: Database, caller: AccountCaller, code: string): Promise<StaffSignInAnswer> {
  const userId = caller.signedIn.user.id;
  const member = await memberOf(db, userId);
  if (member.totpEnrolledAt) throw new ApiError('CONFLICT', { reason: 'enrolled' });
  if (!member.totpSecret) throw new ApiError('CONFLICT', { reason: 'enrolment-not-started' });
  await hitLimit(db, { key: `staff-2fa:${userId}`, ...SECOND_FACTOR_LIMIT });
  const step = acceptedStep(unseal<string>(member.totpSecret, userId), code, null);
  if (step === undefined) throw new ApiError('OTP_INVALID');
  const answer = await db.transaction(async (tx) => {
    const [enrolled] = await tx
      .update(staffMembers)
      .set({ totpEnrolledAt: new Date(), totpCounter: step })
      .where(
        and(
          eq(staffMembers.userId, userId),
          isNull(staffMembers.totpEnrolledAt),
          eq(staffMembers.totpSecret, member.totpSecret ?? ''),
        ),
      )
      .returning();
    if (!enrolled) throw new ApiError('CONFLICT', { reason: 'enrolled' });
    const recoveryCodes = newRecoveryCodes();
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((c) => ({ codeHash: recoveryHash(c), userId })));
    const signedIn = await openSession(tx, caller, enrolled, 'staff.enrol', { factor: 'totp' });
    return { ...signedIn, recoveryCodes };
  });
  await clearLimit(db, `staff-2fa:${userId}`);
  return answer;
}

/**
 * Signs an enrolled member in with a TOTP code or a recovery code. A TOTP code is accepted for a
 * time step later than the last one accepted (one conditional UPDATE, so two uses of one code at
 * once cannot both win); a recovery code is marked used in the same way.
 */
export async function staffSignIn(
  db: Database,
  caller: AccountCaller,
  input: { code: string } | { recoveryCode: string },
): Promise<StaffSignInAnswer> {
  const userId = caller.signedIn.user.id;
  const member = await memberOf(db, userId);
  if (!member.totpEnrolledAt || !member.totpSecret) throw new ApiError('CONFLICT', { reason: 'not-enrolled' });
  await hitLimit(db, { key: `staff-2fa:${userId}`, ...SECOND_FACTOR_LIMIT });
  const secret = unseal<string>(member.totpSecret, userId);
  const answer = await db.transaction(async (tx) => {
    if ('code' in input) {
      const step = acceptedStep(secret, input.code, member.totpCounter);
      const [accepted] =
        step === undefined
          ? []
          : await tx
              .update(staffMembers)
              .set({ totpCounter: step })
              .where(
                and(
                  eq(staffMembers.userId, userId),
                  or(isNull(staffMembers.totpCounter), lt(staffMembers.totpCounter, step)),
                ),
              )
              .returning();
      if (!accepted) return undefined;
      return openSession(tx, caller, accepted, 'staff.signIn', { factor: 'totp' });
    }
    const [used] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffRecoveryCodes.codeHash, recoveryHash(input.recoveryCode)),
          eq(staffRecoveryCodes.userId, userId),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning();
    if (!used) return undefined;
    return openSession(tx, caller, member, 'staff.signIn', { factor: 'recovery' });
  });
  if (!answer) throw new ApiError('OTP_INVALID');
  await clearLimit(db, `staff-2fa:${userId}`);
  return answer;
}

async function openSession(
  tx: Queryable,
  caller: AccountCaller,
  member: Member,
  action: string,
  detail: Record<string, string>,
): Promise<StaffSignInAnswer> {
  const { user, sessionId } = caller.signedIn;
  const session = await startStaffSession(tx, {
    userId: user.id,
    accountSessionId: sessionId,
    clientAddress: caller.clientAddress,
    userAgent: caller.userAgent,
  });
  await recordAudit(tx, actorOf(caller, session.id), {
    action,
    target: { type: 'staff_session', id: session.id },
    after: detail,
  });
  const roles = member.roles as StaffRole[];
  const me = meOf({
    userId: user.id,
    fullname: user.fullname,
    roles,
    permissions: permissionsOf(roles),
    staffSessionId: session.id,
    expiresAt: session.expiresAt,
  });
  return { staffToken: session.token, me };
}

/** An administrator invites someone by e-mail or phone: a one-time link, valid STAFF_INVITE_HOURS. */
export async function createInvite(
  tx: Queryable,
  input: { contact: string; roles: StaffRole[] },
  invitedBy: string | null,
): Promise<{ id: string; token: string; contact: string; expiresAt: Date }> {
  const contact = contactOf(input.contact);
  if (!contact)
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: 'data.contact', message: 'e-mail or phone' }] });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + serverConfig.staff.inviteHours * 3_600_000);
  const [invite] = await tx
    .insert(staffInvites)
    .values({ tokenHash: sha256(token), contact, roles: input.roles, invitedBy, expiresAt })
    .returning({ id: staffInvites.id });
  if (!invite) throw new Error('invite not stored');
  return { id: invite.id, token, contact, expiresAt };
}

/**
 * The signed-in account accepts an invitation: once, before it expires, and only when the
 * account's phone or verified e-mail is the contact invited (a forwarded link is worth nothing).
 */
export async function acceptInvite(
  db: Database,
  caller: AccountCaller,
  token: string,
): Promise<{ roles: StaffRole[] }> {
  const { user } = caller.signedIn;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [invite] = await tx
      .select()
      .from(staffInvites)
      .where(
        and(
          eq(staffInvites.tokenHash, sha256(token)),
          isNull(staffInvites.acceptedAt),
          gt(staffInvites.expiresAt, now),
        ),
      );
    const mine = invite && (invite.contact === user.phone || (invite.contact === user.email && user.emailVerifiedAt));
    if (!invite || !mine) throw new ApiError('NOT_FOUND', { reason: 'invite' });
    const [taken] = await tx
      .update(staffInvites)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.acceptedAt)))
      .returning();
    if (!taken) throw new ApiError('NOT_FOUND', { reason: 'invite' });
    const [existing] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, user.id));
    const roles = [...new Set([...(existing?.roles ?? []), ...invite.roles])] as StaffRole[];
    await tx
      .insert(staffMembers)
      .values({ userId: user.id, roles, invitedBy: invite.invitedBy })
      .onConflictDoUpdate({ target: staffMembers.userId, set: { roles } });
    await recordAudit(tx, actorOf(caller), {
      action: 'staff.acceptInvite',
      target: { type: 'staff_member', id: user.id },
      before: existing ? { roles: existing.roles } : null,
      after: { roles, invite: invite.id },
    });
    return { roles };
  });
}

/** Every member, with their open sessions, for the administrators' list. */
export async function listMembers(db: Queryable): Promise<StaffMemberRow[]> {
  const rows = await db
    .select({ member: staffMembers, user: users })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(staffMembers.createdAt));
  return Promise.all(
    rows.map(async ({ member, user }) => ({
      userId: member.userId,
      fullname: user.fullname,
      contact: user.email ?? user.phone,
      roles: member.roles as StaffRole[],
      enrolled: member.totpEnrolledAt !== null,
      createdAt: member.createdAt.toISOString(),
      sessions: (await openSessionsOf(db, member.userId)).map((s) => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        clientAddress: s.clientAddress,
      })),
    })),
  );
}

/** Removes a member: their row (and recovery codes) go, their staff sessions end. Answers what was removed. */
export async function removeMember(tx: Queryable, userId: string): Promise<Member> {
  const [removed] = await tx.delete(staffMembers).where(eq(staffMembers.userId, userId)).returning();
  if (!removed) throw new ApiError('NOT_FOUND');
  await revokeStaffSessionsOf(tx, userId, 'removed');
  return removed;
}

/**
 * The operators' command (`npm run staff:create-admin`). It never sets a password: an existing
 * account (by its phone or verified e-mail) becomes an administrator, who enrols a second factor
 * on the first staff sign-in; for a contact without an account yet, it makes an administrator's
 * invitation instead, whose one-time link the operator hands over (the person signs up with that
 * phone or e-mail, then accepts).
 */
export async function makeAdministrator(
  db: Database,
  contactInput: string,
): Promise<{ userId: string; created: boolean } | { invitePath: string; expiresAt: Date }> {
  const contact = contactOf(contactInput);
  if (!contact) throw new Error(`not an e-mail or a Vietnamese mobile number: ${contactInput}`);
  const operator = (user?: { id: string; fullname: string }): AuditActor => ({
    userId: user?.id ?? '00000000-0000-0000-0000-000000000000',
    fullname: user?.fullname ?? 'operator',
    clientAddress: 'operator-command',
  });
  return db.transaction(async (tx) => {
    const user = await accountByContact(tx, contact);
    if (!user) {
      const invite = await createInvite(tx, { contact, roles: ['administrator'] }, null);
      await recordAudit(tx, operator(), {
        action: 'staff.inviteAdministrator',
        target: { type: 'staff_invite', id: invite.id },
        after: { contact, roles: ['administrator'], expiresAt: invite.expiresAt.toISOString() },
      });
      return { invitePath: `/staff/invite/#${invite.token}`, expiresAt: invite.expiresAt };
    }
    const [existing] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, user.id));
    const roles = [...new Set([...(existing?.roles ?? []), 'administrator'])];
    await tx
      .insert(staffMembers)
      .values({ userId: user.id, roles })
      .onConflictDoUpdate({ target: staffMembers.userId, set: { roles } });
    await recordAudit(tx, operator(user), {
      action: 'staff.createAdministrator',
      target: { type: 'staff_member', id: user.id },
      before: existing ? { roles: existing.roles } : null,
      after: { roles },
    });
    return { userId: user.id, created: !existing };
  });
}
