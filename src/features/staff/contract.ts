import { z } from 'astro/zod';
import { defineCall } from '#lib/api/contract/call.ts';
import { pageOf, pageQuery } from '#lib/api/contract/common.ts';

/*
 * The staff side's calls (decisions 0075 and 0076): roles and what each may do, the second factor,
 * invitations, the audit log and the door check of vouchers. Staff calls carry the staff token in
 * NVTRAVEL-STAFF-TOKEN, given by a sign-in with the account and a TOTP or recovery code.
 */

/** Everything a staff call can require; a route names exactly one. */
export const STAFF_PERMISSIONS = [
  /** Every member: their own session (who am I, sign out). */
  'staff.self',
  'moderation.review',
  'orders.manage',
  'vouchers.checkIn',
  'inventory.manage',
  'staff.manage',
  'audit.read',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = ['moderator', 'order_desk', 'supplier_manager', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role may do. An administrator may do everything, including what later areas add. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  moderator: ['staff.self', 'moderation.review'],
  order_desk: ['staff.self', 'orders.manage', 'vouchers.checkIn'],
  supplier_manager: ['staff.self', 'inventory.manage'],
  administrator: STAFF_PERMISSIONS,
};

/** The permissions a set of roles grants, each once, in STAFF_PERMISSIONS order. */
export const permissionsOf = (roles: readonly string[]): StaffPermission[] =>
  STAFF_PERMISSIONS.filter((permission) =>
    roles.some((role) => (ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission)),
  );

/** The header that carries a staff session's token (the browser's client names it in transport.ts). */
export const STAFF_TOKEN_HEADER = 'nvtravel-staff-token';

const roles = z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length);
const totpCode = z.string().regex(/^\d{6}$/);
/** Recovery codes are shown as `xxxxx-xxxxx`; typed with or without the dash, in any case. */
const recoveryCode = z
  .string()
  .trim()
  .max(40)
  .transform((code) => code.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/));
const uuid = z.uuid();

/** Sign in as staff: the account is already signed in; one second factor proves the rest. */
export const staffSignInInput = z.union([z.object({ code: totpCode }).strict(), z.object({ recoveryCode }).strict()]);
export const staffEnrolConfirmInput = z.object({ code: totpCode });

export const staffInviteInput = z.object({
  /** The e-mail (verified on the account) or mobile number of the person invited. */
  contact: z.string().trim().min(3).max(200),
  roles,
});
export const staffInviteAcceptInput = z.object({ token: z.string().trim().min(20).max(100) });
export const staffMemberInput = z.object({ userId: uuid });
export const staffSessionRevokeInput = z.object({ sessionId: uuid });

export const staffAuditQuery = z.object({
  actorId: uuid.optional(),
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...pageQuery,
});

export const staffVoucherInput = z.object({ code: z.string().trim().min(10).max(200) });

/** What a signed-in staff member is told about themselves. */
export const staffMeSchema = z.object({
  userId: z.string(),
  fullname: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  sessionExpiresAt: z.string(),
});
export type StaffMe = z.output<typeof staffMeSchema>;

/** The answer of a staff sign-in (and of confirming enrolment, which signs in too). */
export const staffSignInAnswer = z.object({
  staffToken: z.string(),
  me: staffMeSchema,
  /** Only when enrolment was just confirmed: shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffSignInAnswer = z.output<typeof staffSignInAnswer>;

/** Enrolment's first step: the secret, as text and as the otpauth:// link an app scans. */
export const staffEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The link as a QR code (an SVG data URL), drawn on the server. */
  qrCode: z.string(),
});
export type StaffEnrolment = z.output<typeof staffEnrolmentSchema>;

export const staffMemberRowSchema = z.object({
  userId: z.string(),
  fullname: z.string(),
  contact: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
  enrolled: z.boolean(),
  createdAt: z.string(),
  sessions: z.array(
    z.object({ id: z.string(), createdAt: z.string(), lastSeenAt: z.string(), clientAddress: z.string().nullable() }),
  ),
});
export type StaffMemberRow = z.output<typeof staffMemberRowSchema>;

export const staffAuditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  clientAddress: z.string(),
});
export type StaffAuditRow = z.output<typeof staffAuditRowSchema>;

/** What the door sees of a voucher it accepted. */
export const checkedInVoucherSchema = z.object({
  number: z.string(),
  contactName: z.string().nullable(),
  usedAt: z.string(),
  items: z.array(
    z.object({
      kind: z.string(),
      product: z.string(),
      firstDay: z.string(),
      days: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});

/**
 * The staff side's own calls, each with its input and answer (decision 0101): the account's steps
 * into a staff session (enrolment, sign-in, an invitation), then the staff session's calls.
 */
export const staffCalls = {
  enrolmentBegin: defineCall({
    method: 'POST',
    path: '/staff/enrolment/begin',
    input: z.object({}),
    answer: staffEnrolmentSchema,
  }),
  enrolmentConfirm: defineCall({
    method: 'POST',
    path: '/staff/enrolment/confirm',
    input: staffEnrolConfirmInput,
    answer: staffSignInAnswer,
  }),
  signIn: defineCall({ method: 'POST', path: '/staff/signIn', input: staffSignInInput, answer: staffSignInAnswer }),
  inviteAccept: defineCall({
    method: 'POST',
    path: '/staff/invites/accept',
    input: staffInviteAcceptInput,
    answer: z.object({ roles: z.array(z.enum(STAFF_ROLES)) }),
  }),
  me: defineCall({ method: 'GET', path: '/staff/me', input: z.object({}), answer: staffMeSchema }),
  signOut: defineCall({ method: 'POST', path: '/staff/signOut', input: z.object({}), answer: z.null() }),
  members: defineCall({
    method: 'GET',
    path: '/staff/members',
    input: z.object({}),
    answer: z.object({ items: z.array(staffMemberRowSchema) }),
  }),
  invite: defineCall({
    method: 'POST',
    path: '/staff/invites',
    input: staffInviteInput,
    /** The one-time link's path (its token in the fragment), shown once, and when it ends. */
    answer: z.object({ id: z.string(), path: z.string(), expiresAt: z.string() }),
  }),
  removeMember: defineCall({
    method: 'POST',
    path: '/staff/members/remove',
    input: staffMemberInput,
    answer: z.null(),
  }),
  revokeSession: defineCall({
    method: 'POST',
    path: '/staff/sessions/revoke',
    input: staffSessionRevokeInput,
    answer: z.null(),
  }),
  audit: defineCall({
    method: 'GET',
    path: '/staff/audit',
    input: staffAuditQuery,
    answer: pageOf(staffAuditRowSchema),
  }),
  voucherCheckIn: defineCall({
    method: 'POST',
    path: '/staff/vouchers/checkIn',
    input: staffVoucherInput,
    answer: checkedInVoucherSchema,
  }),
};
