import { z } from 'astro/zod';
import { staffEnrolConfirmInput, staffInviteAcceptInput, staffSignInInput } from '../../../lib/api/contract/staff.ts';
import { getDatabase } from '../../db/client.ts';
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

export const enrolmentBegin = defineRoute({
  method: 'POST',
  path: '/staff/enrolment/begin',
  summary: 'A staff member without a second factor gets a new TOTP secret (text, otpauth:// link and QR code)',
  auth: 'user',
  input: z.object({}),
  handle: async (context) => beginEnrolment(await getDatabase(), callerOf(context)),
});

export const enrolmentConfirm = defineRoute({
  method: 'POST',
  path: '/staff/enrolment/confirm',
  summary: 'The first TOTP code confirms the secret: answers the recovery codes (once) and a staff session',
  auth: 'user',
  input: staffEnrolConfirmInput,
  handle: async (context) => confirmEnrolment(await getDatabase(), callerOf(context), context.input.code),
});

export const signIn = defineRoute({
  method: 'POST',
  path: '/staff/signIn',
  summary: 'Staff sign-in: the signed-in account plus a TOTP code or one recovery code; answers a staff token',
  auth: 'user',
  input: staffSignInInput,
  handle: async (context) => staffSignIn(await getDatabase(), callerOf(context), context.input),
});

export const inviteAccept = defineRoute({
  method: 'POST',
  path: '/staff/invites/accept',
  summary: "The invited person's account accepts a one-time invitation link and joins the staff",
  auth: 'user',
  input: staffInviteAcceptInput,
  handle: async (context) => acceptInvite(await getDatabase(), callerOf(context), context.input.token),
});

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
