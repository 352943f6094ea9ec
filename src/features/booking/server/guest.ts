import { jwtVerify, SignJWT } from 'jose';
import { authSecret } from '#server/auth/secret.ts';

/*
 * A signed-out buyer proves a phone number with the usual one-time code and gets a guest token
 * for it (header NVTRAVEL-GUEST): enough to hold, confirm, cancel and read orders on that number,
 * nothing else. Signing up later with the number attaches those orders to the account.
 */

export const GUEST_HEADER = 'nvtravel-guest';
const GUEST_TOKEN_TTL_S = 24 * 3600;

export async function issueGuestToken(phone: string): Promise<{ guestToken: string; expiresAt: number }> {
  const expiresAt = Math.floor(Date.now() / 1000) + GUEST_TOKEN_TTL_S;
  const guestToken = await new SignJWT({ typ: 'guest' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(phone)
    .setAudience('booking-guest')
    .setExpirationTime(expiresAt)
    .sign(await authSecret());
  return { guestToken, expiresAt: expiresAt * 1000 };
}

/** The verified number a request's guest token names, if it is ours and unexpired. */
export async function guestPhoneOf(request: Request): Promise<string | undefined> {
  const token = request.headers.get(GUEST_HEADER)?.trim();
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, await authSecret(), {
      algorithms: ['HS256'],
      audience: 'booking-guest',
    });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
