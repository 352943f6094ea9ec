import { z } from 'astro/zod';
import { staffEnrolConfirmInput, staffInviteAcceptInput, staffSignInInput } from '../../../lib/api/contract/staff.ts';
import { getDatabase, type Database } from '../../db/client.ts';
import {
  acceptInvite,
  beginEnrolment,
  confirmEnrolment,
  staffSignIn,
  type AccountCaller,
} from '../../staff/members.ts';
import { meOf, revokeStaffSession } from '../../staff/sessions.ts';
import { defineRoute, signedIn, type RequestContext } from '../route.ts';
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
 * An account's staff call: POST, signed in as an account (no staff session yet), worked by one
 * function of the staff members' module with the caller and the input.
 */
function accountCall<T extends z.ZodType>(
  path: string,
  summary: string,
  input: T,
  run: (db: Database, caller: AccountCaller, input: z.output<T>) => Promise<unknown>,
) {
  return defineRoute({
    method: 'POST',
    path,
    summary,
    auth: 'user',
    input,
    handle: async (context) => run(await getDatabase(), callerOf(context), context.input),
  });
}

export const enrolmentBegin = accountCall(
  '/staff/enrolment/begin',
  'A staff member without a second factor gets a new TOTP secret (text, otpauth:// link and QR code)',
  z.object({}),
  beginEnrolment,
);

export const enrolmentConfirm = accountCall(
  '/staff/enrolment/confirm',
  'The first TOTP code confirms the secret: answers the recovery codes (once) and a staff session',
  staffEnrolConfirmInput,
  (db, caller, input) => confirmEnrolment(db, caller, input.code),
);

export const signIn = accountCall(
  '/staff/signIn',
  'Staff sign-in: the signed-in account plus a TOTP code or one recovery code; answers a staff token',
  staffSignInInput,
  staffSignIn,
);

export const inviteAccept = accountCall(
  '/staff/invites/accept',
  "The invited person's account accepts a one-time invitation link and joins the staff",
  staffInviteAcceptInput,
  (db, caller, input) => acceptInvite(db, caller, input.token),
);

export const me = defineStaffRoute({
  method: 'GET',
  path: '/staff/me',
  summary: 'The signed-in staff member: roles, permissions and when the staff session ends',
  permission: 'staff.self',
  action: 'staff.me',
  input: z.object({}),
  handle: async ({ staff }) => meOf(staff),
});

export const signOut = defineStaffRoute({
  method: 'POST',
  path: '/staff/signOut',
  summary: 'Ends the caller’s staff session (the account stays signed in)',
  permission: 'staff.self',
  action: 'staff.signOut',
  input: z.object({}),
  handle: async ({ staff, record }) => {
    const db = await getDatabase();
    await db.transaction(async (tx) => {
      await revokeStaffSession(tx, staff.staffSessionId, 'sign-out');
      await record(tx, { target: { type: 'staff_session', id: staff.staffSessionId } });
    });
    return null;
  },
});
