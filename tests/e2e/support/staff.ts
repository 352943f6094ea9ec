import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

/**
 * The staff side in browser tests (decision 0075). The run's first administrator is invited by the
 * operators' command before the server starts (playwright.config.ts), for this number; a test signs
 * up with it and opens the link.
 */
export const E2E_STAFF_ADMIN_PHONE = '0900000077';
/** A second administrator, invited the same way, who works the order desk's test. */
export const E2E_STAFF_DESK_PHONE = '0900000078';

/** The administrator's one-time invitation path the operators' command printed for this run. */
export const adminInvitePath = (): string => invitePathIn(process.env.E2E_STAFF_INVITE);
/** The order desk administrator's invitation path. */
export const deskInvitePath = (): string => invitePathIn(process.env.E2E_STAFF_DESK_INVITE);

function invitePathIn(file: string | undefined): string {
  const printed = readFileSync(file ?? '', 'utf8');
  const path = /\/staff\/invite\/#[\w-]+/.exec(printed)?.[0];
  if (!path) throw new Error(`no invitation in the operators' command output: ${printed}`);
  return path;
}

/** The code an authenticator app shows for a secret now, as the person would type it. */
export const totpCode = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
