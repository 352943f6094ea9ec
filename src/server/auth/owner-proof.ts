import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { serverConfig } from '../config.ts';
import { overHttps } from '../http/cache-policy.ts';
import { authSecret } from './secret.ts';

/*
 * A device's proof that it received a code at a number or an address (decision 0067). After a
 * right code, an HttpOnly cookie signed with the server secret lists the destinations verified on
 * this device, each as a keyed hash, so the cookie names no number. A later code request for one of
 * them counts against the owner's own budget, which requests without the proof cannot spend.
 */

export const OWNER_COOKIE = 'nvt_owner';
/** Long enough to cover a forgotten password, short enough that a recycled number's old owner lapses. */
const MAX_AGE_S = 90 * 86_400;
/** Destinations a device remembers: a household's numbers and an address, not a collection. */
const MAX_DESTINATIONS = 5;
const AUDIENCE = 'owner-proof';

async function markOf(destination: string): Promise<string> {
  return createHmac('sha256', await authSecret())
    .update(`owner:${destination}`)
    .digest('base64url')
    .slice(0, 22);
}

function cookieValue(header: string | null): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OWNER_COOKIE) return value.join('=');
  }
  return undefined;
}

async function marksOf(request: Request): Promise<string[]> {
  const token = cookieValue(request.headers.get('cookie'));
  if (!token) return [];
  try {
    const { payload } = await jwtVerify(token, await authSecret(), { algorithms: ['HS256'], audience: AUDIENCE });
    const marks = Array.isArray(payload.d) ? payload.d : [];
    return marks.filter((mark): mark is string => typeof mark === 'string').slice(0, MAX_DESTINATIONS);
  } catch {
    return [];
  }
}

/** Whether the request comes from a device that received a code at this destination before. */
export async function provenOwner(request: Request, destination: string): Promise<boolean> {
  return (await marksOf(request)).includes(await markOf(destination));
}

/**
 * The Set-Cookie line that adds a destination to the device's proof (newest first, the oldest
 * dropped past five). Path /apiCore/v1: only the API reads it; Secure when the visitor came over
 * HTTPS (directly, or through the trusted proxy).
 */
export async function ownerCookie(request: Request, destination: string): Promise<string> {
  const mark = await markOf(destination);
  const marks = [mark, ...(await marksOf(request)).filter((other) => other !== mark)].slice(0, MAX_DESTINATIONS);
  const token = await new SignJWT({ d: marks })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(Date.now() / 1000) + MAX_AGE_S)
    .sign(await authSecret());
  const secure =
    new URL(request.url).protocol === 'https:' ||
    overHttps(request.headers.get('x-forwarded-proto') ?? undefined, serverConfig.trustProxy);
  return `${OWNER_COOKIE}=${token}; Max-Age=${MAX_AGE_S}; Path=/apiCore/v1; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
