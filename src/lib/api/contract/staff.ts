import { z } from 'astro/zod';
import { pageQuery } from './common.ts';

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

/** The header that carries a staff session's token. */
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
export interface StaffMe {
  userId: string;
  fullname: string;
  roles: StaffRole[];
  permissions: StaffPermission[];
  sessionExpiresAt: string;
}

/** The answer of a staff sign-in (and of confirming enrolment, which signs in too). */
export interface StaffSignInAnswer {
  staffToken: string;
  me: StaffMe;
  /** Only when enrolment was just confirmed: shown once, never again. */
  recoveryCodes?: string[];
}

/** Enrolment's first step: the secret, as text and as the otpauth:// link an app scans. */
export interface StaffEnrolment {
  secret: string;
  uri: string;
  /** The link as a QR code (an SVG data URL), drawn on the server. */
  qrCode: string;
}

export interface StaffMemberRow {
  userId: string;
  fullname: string;
  contact: string | null;
  roles: StaffRole[];
  enrolled: boolean;
  createdAt: string;
  sessions: { id: string; createdAt: string; lastSeenAt: string; clientAddress: string | null }[];
}

export interface StaffAuditRow {
  id: number;
  at: string;
  actorId: string;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  clientAddress: string;
}
