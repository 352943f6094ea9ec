import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { permissionsOf, STAFF_ROLES, type StaffRole } from '#features/staff/contract.ts';
import { staffRoutes } from '#features/staff/server/api/routes.ts';
import type { AnyRoute } from '#server/api/route.ts';
import { serverConfig } from '#server/config.ts';
import {
  dataTopups,
  sessions,
  staffAuditLog,
  staffSessions,
  staffInvites,
  staffMembers,
} from '#server/db/schema/index.ts';
import { makeAdministrator } from '#features/staff/server/members.ts';
import { startStaffSession } from '#features/staff/server/sessions.ts';
import { bookingCall, CHECK_IN, guestBuyer, payByDemo } from './support/booking.ts';
import {
  call,
  freshPhone,
  PASSWORD,
  registerUser,
  send,
  verifiedEmail,
  type Answer,
  type Session,
} from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { quickUsers } from './support/moments.ts';
import { reportedPost } from './support/staff-member.ts';

const database = useTestDatabase();
const db = () => database.current().db;

afterEach(() => vi.useRealTimers());

/** The code an authenticator app shows for a secret at a time. */
const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

interface Member {
  account: Session & { phone: string };
  secret: string;
  staffToken: string;
  recoveryCodes: string[];
}

/** An account made staff with roles (as an accepted invitation does), enrolled through the API. */
async function staffMember(roles: StaffRole[]): Promise<Member> {
  const account = await registerUser(`Nhân viên ${roles.join(' ')}`);
  await db().insert(staffMembers).values({ userId: account.user.id, roles });
  const begun = await call<{ secret: string; uri: string; qrCode: string }>(
    '/staff/enrolment/begin',
    {},
    { token: account.token },
  );
  expect(begun.code).toBe('SUCCESS');
  const confirmed = await call<{ staffToken: string; recoveryCodes: string[] }>(
    '/staff/enrolment/confirm',
    { code: codeAt(begun.data.secret) },
    { token: account.token },
  );
  expect(confirmed.code).toBe('SUCCESS');
  return { account, secret: begun.data.secret, ...confirmed.data };
}

/** A staff call: POST with the envelope, or GET with the query. */
function staffCall<T = Record<string, unknown>>(
  route: Pick<AnyRoute, 'method' | 'path'>,
  input: Record<string, unknown>,
  staffToken?: string,
  extra: Record<string, string> = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...extra };
  if (staffToken) headers['nvtravel-staff-token'] = staffToken;
  if (route.method === 'POST') return call<T>(route.path, input, { headers });
  const url = new URL(`http://localhost/apiCore/v1${route.path}`);
  for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value));
  return send<T>(new Request(url, { headers }));
}

/** The value, or a failed test when it is missing. */
function present<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

const GET = (path: string) => ({ method: 'GET' as const, path });
const POST = (path: string) => ({ method: 'POST' as const, path });

const lastAudit = async () => (await db().select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0];
const auditCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(staffAuditLog)
  )[0]?.n ?? 0;

/** Another staff session of an enrolled member, as a second sign-in opens (without waiting for a new code). */
async function freshStaffToken(member: Member): Promise<string> {
  const [session] = await db()
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, member.account.user.id), isNull(sessions.revokedAt)));
  const opened = await startStaffSession(db(), {
    userId: member.account.user.id,
    accountSessionId: present(session).id,
    clientAddress: 'test',
    userAgent: null,
  });
  return opened.token;
}

/** A ticket confirmed to pay at the door. */
async function confirmedTicket() {
  const buyer = await guestBuyer();
  const held = await bookingCall(
    '/booking/hold',
    { item: { kind: 'ticket', attraction: 'ba-na-hills', date: CHECK_IN, adults: 1 } },
    buyer.headers,
  );
  const confirmed = await bookingCall(
    '/booking/confirm',
    { orderId: held.data.order.id, payment: 'payLater' },
    buyer.headers,
  );
  return confirmed.data.order;
}

/** A ticket paid through the demo gateway. */
async function demoPaidTicket(): Promise<string> {
  serverConfig.paymentDemo = true;
  const buyer = await guestBuyer();
  const held = await bookingCall(
    '/booking/hold',
    { item: { kind: 'ticket', attraction: 'ba-na-hills', date: CHECK_IN, adults: 1 } },
    buyer.headers,
  );
  await payByDemo(held.data.order.id, buyer.headers);
  return held.data.order.id;
}

/** A data package paid and waiting for the carrier's answer. */
async function pendingTopUp(): Promise<string> {
  const order = await demoPaidTicket();
  const [topUp] = await db()
    .insert(dataTopups)
    .values({
      orderId: order,
      phone: '+84912345678',
      carrier: 'viettel',
      package: 'viettel-v90',
      amount: 90_000,
      status: 'pending',
    })
    .returning();
  return present(topUp).orderId;
}

/** A confirmed order's voucher code. */
async function voucher(): Promise<string> {
  const buyer = await guestBuyer();
  const held = await bookingCall(
    '/booking/hold',
    { item: { kind: 'ticket', attraction: 'ba-na-hills', date: CHECK_IN, adults: 1 } },
    buyer.headers,
  );
  const confirmed = await bookingCall(
    '/booking/confirm',
    { orderId: held.data.order.id, payment: 'payLater' },
    buyer.headers,
  );
  return String(confirmed.data.order.voucher);
}

describe('the role × call table', () => {
  const members = new Map<StaffRole, Member>();
  beforeAll(async () => {
    for (const role of STAFF_ROLES) members.set(role, await staffMember([role]));
  });

  /** An input each staff call accepts; calls that change something get a record of their own. */
  const inputs: Record<string, () => Promise<Record<string, unknown>>> = {
    '/staff/me': async () => ({}),
    '/staff/signOut': async () => ({}),
    '/staff/members': async () => ({}),
    '/staff/invites': async () => ({ contact: freshPhone(), roles: ['moderator'] }),
    '/staff/members/remove': async () => ({ userId: (await staffMember(['moderator'])).account.user.id }),
    '/staff/sessions/revoke': async () => {
      const other = await staffMember(['moderator']);
      const [open] = await db().select().from(staffSessions).where(eq(staffSessions.userId, other.account.user.id));
      return { sessionId: open?.id };
    },
    '/staff/audit': async () => ({ action: 'staff.invite' }),
    '/staff/vouchers/checkIn': async () => ({ code: await voucher() }),
    '/staff/moderation/queue': async () => ({ overdue: 'true' }),
    '/staff/moderation/act': async () => {
      const [author, reporter] = await quickUsers(2, 'Người dùng báo cáo');
      return { itemKind: 'post', itemId: await reportedPost(present(author), present(reporter)), action: 'dismiss' };
    },
    '/staff/orders': async () => ({ q: 'NVT-23456789' }),
    '/staff/orders/detail': async () => ({ orderId: (await confirmedTicket()).id }),
    '/staff/orders/cancel': async () => ({ orderId: (await confirmedTicket()).id, reason: 'customerRequest' }),
    // Paid at the door: nothing to give back online, so the refund asked is of an order paid by the demo gateway.
    '/staff/orders/refund': async () => ({ orderId: await demoPaidTicket(), amount: 1000, reason: 'serviceProblem' }),
    '/staff/orders/resend': async () => ({ orderId: (await confirmedTicket()).id }),
    '/staff/orders/topUp': async () => ({ orderId: await pendingTopUp(), action: 'retry' }),
    '/staff/inventory/products': async () => ({}),
    '/staff/inventory': async () => ({ product: 'ticket:ba-na-hills', from: CHECK_IN, to: CHECK_IN }),
    '/staff/inventory/stopSell': async () => ({
      product: 'ticket:ba-na-hills',
      from: CHECK_IN,
      to: CHECK_IN,
      stopped: false,
    }),
    '/staff/inventory/price': async () => ({
      product: 'ticket:ba-na-hills',
      from: CHECK_IN,
      to: CHECK_IN,
      price: 900_000,
    }),
    '/staff/inventory/terms': async () => ({
      product: 'ticket:ba-na-hills',
      freeUntilHoursBefore: 24,
      refundPercentAfter: 0,
    }),
    '/staff/inventory/capacity': async () => ({
      product: 'ticket:ba-na-hills',
      from: CHECK_IN,
      to: CHECK_IN,
      capacity: 5000,
    }),
  };
  const staffOnly = staffRoutes.filter((route) => route.auth === 'staff');

  it('names an input for every staff call', () => {
    expect(staffOnly.map((route) => route.path).sort()).toEqual(Object.keys(inputs).sort());
  });

  it.each(STAFF_ROLES.flatMap((role) => staffOnly.map((route) => [role, route.path, route] as const)))(
    '%s → %s: allowed exactly when the role grants the permission, and audited when it succeeds',
    async (role, _path, route) => {
      // Sign-out ends the session it is called with: each call here gets a session of its own.
      const member = members.get(role);
      if (!member) throw new Error(role);
      const token = await freshStaffToken(member);
      const input = await present(inputs[route.path])();
      const before = await auditCount();
      const answer = await staffCall(route, input, token);
      // The platform carries a route's permission as a name; the staff area's list is of the same names.
      if ((permissionsOf([role]) as readonly string[]).includes(present(route.permission))) {
        expect(answer, JSON.stringify(answer.data)).toMatchObject({ status: 200, code: 'SUCCESS' });
        const row = await lastAudit();
        expect(row).toMatchObject({ actorId: member.account.user.id, action: expect.any(String) });
        expect(await auditCount()).toBe(before + 1);
      } else {
        expect(answer).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(await auditCount()).toBe(before);
      }
    },
  );

  it('refuses every staff call without a staff session: no token, an account token, a made-up token', async () => {
    const member = present(members.get('administrator'));
    for (const route of staffOnly) {
      const input = route.path === '/staff/vouchers/checkIn' ? { code: 'x'.repeat(20) } : {};
      for (const headers of [
        {},
        { 'nvtravel-token': member.account.token },
        { 'nvtravel-staff-token': 'forged' },
      ] as Record<string, string>[])
        expect(await staffCall(route, input, undefined, headers), route.path).toMatchObject({
          status: 401,
          code: 'TOKEN_INVALID',
        });
    }
  });
});

describe('the second factor', () => {
  it('enrols with a QR code and a first code, then refuses that code again (replay)', async () => {
    const account = await registerUser('Trần Thu');
    await db()
      .insert(staffMembers)
      .values({ userId: account.user.id, roles: ['order_desk'] });
    // Without the second factor the member has no staff session at all.
    expect((await call('/staff/signIn', { code: '123456' }, { token: account.token })).code).toBe('CONFLICT');
    const begun = await call<{ secret: string; uri: string; qrCode: string }>(
      '/staff/enrolment/begin',
      {},
      { token: account.token },
    );
    expect(begun.data.uri).toMatch(
      /^otpauth:\/\/totp\/NV%20Travel:.+\?issuer=NV%20Travel&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(begun.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const [stored] = await db().select().from(staffMembers).where(eq(staffMembers.userId, account.user.id));
    expect(stored?.totpSecret).not.toContain(begun.data.secret);

    const wrong = await call(
      '/staff/enrolment/confirm',
      { code: codeAt(begun.data.secret, Date.now() - 120_000) },
      { token: account.token },
    );
    expect(wrong.code).toBe('OTP_INVALID');
    const code = codeAt(begun.data.secret);
    const confirmed = await call<{ staffToken: string; recoveryCodes: string[]; me: { permissions: string[] } }>(
      '/staff/enrolment/confirm',
      { code },
      { token: account.token },
    );
    expect(confirmed.data.recoveryCodes).toHaveLength(10);
    expect(confirmed.data.me.permissions).toEqual(['staff.self', 'orders.manage', 'vouchers.checkIn']);
    expect((await staffCall(GET('/staff/me'), {}, confirmed.data.staffToken)).code).toBe('SUCCESS');
    // Enrolment is done once; the code just used does not sign in again.
    expect((await call('/staff/enrolment/begin', {}, { token: account.token })).code).toBe('CONFLICT');
    expect((await call('/staff/signIn', { code }, { token: account.token })).code).toBe('OTP_INVALID');
    const next = await call(
      '/staff/signIn',
      { code: codeAt(begun.data.secret, Date.now() + 30_000) },
      { token: account.token },
    );
    expect(next.code).toBe('SUCCESS');
    expect((await lastAudit())?.action).toBe('staff.signIn');
  });

  it('takes each recovery code once, typed in any case with or without its dash', async () => {
    const member = await staffMember(['moderator']);
    const [first, second] = member.recoveryCodes;
    expect(first).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const token = { token: member.account.token };
    expect(
      (await call('/staff/signIn', { recoveryCode: present(first).toUpperCase().replace('-', '') }, token)).code,
    ).toBe('SUCCESS');
    expect((await call('/staff/signIn', { recoveryCode: first }, token)).code).toBe('OTP_INVALID');
    expect((await call('/staff/signIn', { recoveryCode: second }, token)).code).toBe('SUCCESS');
    expect((await lastAudit())?.after).toEqual({ factor: 'recovery' });
  });

  it('limits guesses at the second factor', async () => {
    const member = await staffMember(['moderator']);
    const token = { token: member.account.token };
    for (let i = 0; i < 5; i++)
      expect((await call('/staff/signIn', { code: '000000' }, token)).code).toBe('OTP_INVALID');
    const limited = await call('/staff/signIn', { code: codeAt(member.secret, Date.now() + 30_000) }, token);
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });
});

describe('staff sessions', () => {
  it('end after the idle time and at the absolute end, whatever the activity', async () => {
    const member = await staffMember(['order_desk']);
    const me = () => staffCall(GET('/staff/me'), {}, member.staffToken);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const idle = serverConfig.staff.idleMinutes * 60_000;
    // Active every few minutes: alive past the idle time, until the absolute end.
    for (let elapsed = 0; elapsed < serverConfig.staff.sessionHours * 3_600_000 - idle; elapsed += idle - 60_000) {
      expect((await me()).code, `after ${elapsed} ms`).toBe('SUCCESS');
      vi.advanceTimersByTime(idle - 60_000);
    }
    vi.advanceTimersByTime(idle);
    expect(await me()).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });

    const other = await staffMember(['order_desk']);
    vi.advanceTimersByTime(idle + 1000);
    expect((await staffCall(GET('/staff/me'), {}, other.staffToken)).code).toBe('TOKEN_INVALID');
  });

  it('end when signed out, revoked by an administrator, the member removed or the account signed out', async () => {
    const admin = await staffMember(['administrator']);
    const desk = await staffMember(['order_desk']);
    const me = (token: string) => staffCall(GET('/staff/me'), {}, token);

    const signedOut = await staffMember(['moderator']);
    expect((await staffCall(POST('/staff/signOut'), {}, signedOut.staffToken)).code).toBe('SUCCESS');
    expect((await me(signedOut.staffToken)).code).toBe('TOKEN_INVALID');

    const list = await staffCall<{ items: { userId: string; sessions: { id: string }[] }[] }>(
      GET('/staff/members'),
      {},
      admin.staffToken,
    );
    const session = list.data.items.find((item) => item.userId === desk.account.user.id)?.sessions[0];
    expect(session).toBeDefined();
    expect(
      (await staffCall(POST('/staff/sessions/revoke'), { sessionId: present(session).id }, admin.staffToken)).code,
    ).toBe('SUCCESS');
    expect((await me(desk.staffToken)).code).toBe('TOKEN_INVALID');
    expect(await lastAudit()).toMatchObject({ action: 'staff.revokeSession', targetId: present(session).id });

    const removed = await staffMember(['moderator']);
    expect(
      (await staffCall(POST('/staff/members/remove'), { userId: removed.account.user.id }, admin.staffToken)).code,
    ).toBe('SUCCESS');
    expect((await me(removed.staffToken)).code).toBe('TOKEN_INVALID');
    expect(
      (
        await call(
          '/staff/signIn',
          { code: codeAt(removed.secret, Date.now() + 30_000) },
          { token: removed.account.token },
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(await lastAudit()).toMatchObject({
      action: 'staff.remove',
      before: { roles: ['moderator'], enrolled: true },
      after: null,
    });
    // An administrator cannot remove themselves: the staff keeps one.
    expect(
      (await staffCall(POST('/staff/members/remove'), { userId: admin.account.user.id }, admin.staffToken)).code,
    ).toBe('CONFLICT');

    const loggedOut = await staffMember(['moderator']);
    await call('/user/logout', {}, { token: loggedOut.account.token });
    expect((await me(loggedOut.staffToken)).code).toBe('TOKEN_INVALID');
  });
});

describe('invitations', () => {
  it('are accepted once, by the account invited, before they expire', async () => {
    const admin = await staffMember(['administrator']);
    const invitee = await registerUser('Lê Hạnh');
    await verifiedEmail(invitee, 'hanh@example.vn');
    const invited = await staffCall<{ path: string; expiresAt: string }>(
      POST('/staff/invites'),
      { contact: 'HANH@example.vn', roles: ['order_desk'] },
      admin.staffToken,
    );
    expect(invited.data.path).toMatch(/^\/staff\/invite\/#[\w-]{43}$/);
    const token = present(invited.data.path.split('#')[1]);
    const [stored] = await db().select().from(staffInvites).where(eq(staffInvites.contact, 'hanh@example.vn'));
    expect(stored?.tokenHash).not.toBe(token);

    const stranger = await registerUser('Người lạ');
    expect((await call('/staff/invites/accept', { token }, { token: stranger.token })).code).toBe('NOT_FOUND');
    const accepted = await call('/staff/invites/accept', { token }, { token: invitee.token });
    expect(accepted).toMatchObject({ code: 'SUCCESS', data: { roles: ['order_desk'] } });
    expect(await lastAudit()).toMatchObject({
      action: 'staff.acceptInvite',
      actorId: invitee.user.id,
      after: { roles: ['order_desk'] },
    });
    expect((await call('/staff/invites/accept', { token }, { token: invitee.token })).code).toBe('NOT_FOUND');

    // Two links for one person, made at once: the one used in time works, the late one does not.
    const late = await registerUser('Đến muộn');
    const links = [];
    for (const roles of [['moderator'], ['order_desk']])
      links.push(
        (await staffCall<{ path: string }>(POST('/staff/invites'), { contact: late.phone, roles }, admin.staffToken))
          .data.path,
      );
    const madeAt = Date.now();
    const acceptAt = async (at: number, path: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: at });
      // A sign-in at that time: the account's own token would have expired by then.
      const signedIn = await call<Session>('/user/login', { username: late.phone, password: PASSWORD });
      return (await call('/staff/invites/accept', { token: path.split('#')[1] }, { token: signedIn.data.token })).code;
    };
    const hours = serverConfig.staff.inviteHours * 3_600_000;
    expect(await acceptAt(madeAt + hours - 60_000, present(links[0]))).toBe('SUCCESS');
    expect(await acceptAt(madeAt + hours + 1000, present(links[1]))).toBe('NOT_FOUND');
  });

  it('the operators’ command makes an account an administrator, or invites the contact when it has none', async () => {
    const account = await registerUser('Quản trị');
    expect(await makeAdministrator(db(), account.phone)).toEqual({ userId: account.user.id, created: true });
    const [member] = await db().select().from(staffMembers).where(eq(staffMembers.userId, account.user.id));
    expect(member).toMatchObject({ roles: ['administrator'], totpEnrolledAt: null });
    expect(await lastAudit()).toMatchObject({ action: 'staff.createAdministrator', clientAddress: 'operator-command' });

    const phone = freshPhone();
    const made = await makeAdministrator(db(), phone);
    if (!('invitePath' in made)) throw new Error('expected an invitation');
    const later = await registerUser('Quản trị mới', phone);
    const token = made.invitePath.split('#')[1];
    expect(await call('/staff/invites/accept', { token }, { token: later.token })).toMatchObject({
      code: 'SUCCESS',
      data: { roles: ['administrator'] },
    });
  });
});

describe('voucher check-in by the order desk', () => {
  it('accepts a voucher once, audited with who and from where; a second check-in is refused', async () => {
    const desk = await staffMember(['order_desk']);
    const code = await voucher();
    const first = await staffCall<{ number: string; usedAt: string }>(
      POST('/staff/vouchers/checkIn'),
      { code },
      desk.staffToken,
    );
    expect(first.code).toBe('SUCCESS');
    expect(await lastAudit()).toMatchObject({
      action: 'voucher.checkIn',
      actorId: desk.account.user.id,
      targetType: 'booking_order',
      before: { voucherUsedAt: null },
      after: { voucherUsedAt: first.data.usedAt, number: first.data.number },
      clientAddress: expect.stringMatching(/^198\.51\.100\./),
    });
    const count = await auditCount();
    const second = await staffCall(POST('/staff/vouchers/checkIn'), { code }, desk.staffToken);
    expect(second).toMatchObject({ code: 'VOUCHER_USED', data: { usedAt: first.data.usedAt } });
    expect(await auditCount()).toBe(count);
  });

  it('keeps the shared key only outside production, with a warning', async () => {
    const code = await voucher();
    serverConfig.booking.staffKey = 'staff-key-for-tests-0123456789';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const headers = { 'x-staff-key': 'staff-key-for-tests-0123456789' };
    try {
      serverConfig.production = true;
      expect((await call('/booking/voucher/check', { code }, { headers })).code).toBe('FORBIDDEN');
      serverConfig.production = false;
      expect((await call('/booking/voucher/check', { code }, { headers })).code).toBe('SUCCESS');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('BOOKING_STAFF_KEY is deprecated'));
    } finally {
      serverConfig.production = false;
      serverConfig.booking.staffKey = undefined;
      warn.mockRestore();
    }
  });
});

describe('the audit log', () => {
  it('refuses to update, delete or truncate its rows', async () => {
    await staffMember(['moderator']);
    const row = await lastAudit();
    for (const statement of [
      sql`update staff_audit_log set action = 'nothing' where id = ${present(row).id}`,
      sql`delete from staff_audit_log where id = ${present(row).id}`,
      sql`truncate staff_audit_log`,
    ])
      await expect(
        db()
          .execute(statement)
          .catch((error: Error) => Promise.reject(error.cause ?? error)),
      ).rejects.toThrow(/append-only/);
    expect(await lastAudit()).toEqual(row);
  });

  it('is searched by administrators by actor, action and record, a page at a time', async () => {
    const admin = await staffMember(['administrator']);
    for (let i = 0; i < 3; i++)
      await staffCall(POST('/staff/invites'), { contact: freshPhone(), roles: ['moderator'] }, admin.staffToken);
    const page = await staffCall<{ items: { action: string; actorId: string }[]; total: number }>(
      GET('/staff/audit'),
      { actorId: admin.account.user.id, action: 'staff.invite', pageSize: 2 },
      admin.staffToken,
    );
    expect(page.data.total).toBe(3);
    expect(page.data.items).toHaveLength(2);
    expect(
      page.data.items.every((item) => item.action === 'staff.invite' && item.actorId === admin.account.user.id),
    ).toBe(true);
    // The search itself is a staff action, recorded with its query.
    expect(await lastAudit()).toMatchObject({ action: 'audit.search', after: { query: { action: 'staff.invite' } } });
  });
});
