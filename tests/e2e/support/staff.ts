import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

/**
 * The staff side in browser tests (decision 0075). The run's administrators are invited by the
 * operators' command before the server starts (playwright.config.ts), one number per test that
 * needs one (an invitation is good once); a test signs up with its number and opens the link.
 */
export const E2E_STAFF_ADMIN_PHONE = '0900000077';
/** The administrator who invites the moderator (decision 0089). */
export const E2E_MODERATION_ADMIN_PHONE = '0900000078';
/** The administrator who works the order desk's test (decision 0091). */
export const E2E_STAFF_DESK_PHONE = '0900000079';
export const E2E_STAFF_ADMIN_PHONES = [E2E_STAFF_ADMIN_PHONE, E2E_MODERATION_ADMIN_PHONE, E2E_STAFF_DESK_PHONE];

/** The one-time invitation path the operators' command printed for this number in this run. */
export function adminInvitePath(phone = E2E_STAFF_ADMIN_PHONE): string {
  const printed = readFileSync(process.env.E2E_STAFF_INVITE ?? '', 'utf8');
  const path = new RegExp(`No account has ${phone} yet[^\\n]*\\n\\S*?(/staff/invite/#[\\w-]+)`).exec(printed)?.[1];
  if (!path) throw new Error(`no invitation for ${phone} in the operators' command output: ${printed}`);
  return path;
}

/** The code an authenticator app shows for a secret now, as the person would type it. */
export const totpCode = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
