import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { StaffEnrolment } from '../contract.ts';

/*
 * Time-based one-time passwords (RFC 6238) through `otpauth` (decision 0075): SHA-1, 6 digits,
 * 30-second steps, the parameters every authenticator app reads from an otpauth:// link. A code is
 * accepted one step either side of now (clock drift), and only for a step later than the last one
 * accepted: the caller stores the step, so a code seen over a shoulder is worth nothing.
 */

const ISSUER = 'NV Travel';
/** One step either side: a phone clock 30 s off still signs in. */
const WINDOW = 1;

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A fresh 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What a member scans or types to enrol: the secret, its otpauth:// link, and the link as a QR code. */
export async function enrolmentOf(secret: string, label: string): Promise<StaffEnrolment> {
  const uri = totpOf(secret, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code belongs to, when it is a right code for now and later than `lastStep`;
 * else undefined. The caller must record the step in the same statement that accepts it.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  const step = totp.counter({ timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
