import type { z } from 'astro/zod';
import type { Call } from '#lib/api/contract/call.ts';
import { staffCalls } from '../../contract.ts';
import { getDatabase, type Database } from '#server/db/client.ts';
import { acceptInvite, beginEnrolment, confirmEnrolment, staffSignIn, type AccountCaller } from '../members.ts';
import { meOf, revokeStaffSession } from '../sessions.ts';
import { defineRoute, signedIn, type RequestContext } from '#server/api/route.ts';
import { defineStaffRoute } from './route.ts';

/*
 * A staff member's own calls (decision 0075): the account is signed in as usual; these add the
 * second factor and open or close the short staff session above it.
 */

const callerOf = (context: RequestContext): AccountCaller => ({
  signedIn: signedIn(context),
  clientAddress: context.clientAddress,
  requestId: context.requestId,
  userAgent: context.request.headers.get('user-agent'),
});

/**
 * An account's staff call of the contract: signed in as an account (no staff session yet), worked
 * by one function of the staff members' module with the caller and the input, typed by the call's
 * answer.
 */
function accountCall<C extends Call>(
  call: C,
  summary: string,
  run: (db: Database, caller: AccountCaller, input: z.output<C['input']>) => Promise<z.input<C['answer']>>,
) {
  return defineRoute<C['input'], C['answer']>({
    ...call,
    summary,
    auth: 'user',
    handle: async (context) => run(await getDatabase(), callerOf(context), context.input),
  });
}

export const enrolmentBegin = accountCall(
  staffCalls.enrolmentBegin,
  'A staff member without a second factor gets a new TOTP secret (text, otpauth:// link and QR code)',
  beginEnrolment,
);

export const enrolmentConfirm = accountCall(
  staffCalls.enrolmentConfirm,
  'The first TOTP code confirms the secret: answers the recovery codes (once) and a staff session',
  (db, caller, input) => confirmEnrolment(db, caller, input.code),
);

export const signIn = accountCall(
  staffCalls.signIn,
  'Staff sign-in: the signed-in account plus a TOTP code or one recovery code; answers a staff token',
  staffSignIn,
);

export const inviteAccept = accountCall(
  staffCalls.inviteAccept,
  "The invited person's account accepts a one-time invitation link and joins the staff",
  (db, caller, input) => acceptInvite(db, caller, input.token),
);

export const me = defineStaffRoute({
  ...staffCalls.me,
  summary: 'The signed-in staff member: roles, permissions and when the staff session ends',
  permission: 'staff.self',
  action: 'staff.me',
  handle: async ({ staff }) => meOf(staff),
});

export const signOut = defineStaffRoute({
  ...staffCalls.signOut,
  summary: 'Ends the caller’s staff session (the account stays signed in)',
  permission: 'staff.self',
  action: 'staff.signOut',
  handle: async ({ staff, record }) => {
    const db = await getDatabase();
    await db.transaction(async (tx) => {
      await revokeStaffSession(tx, staff.staffSessionId, 'sign-out');
      await record(tx, { target: { type: 'staff_session', id: staff.staffSessionId } });
    });
    return null;
  },
});
