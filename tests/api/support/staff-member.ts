import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { StaffRole } from '#features/staff/contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { staffMembers } from '#server/db/schema/index.ts';
import { call, registerUser, send, type Answer, type Session } from './client.ts';

/** The code an authenticator app shows for a secret now. */
const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** An account made staff with roles (as an accepted invitation does), enrolled through the API. */
export async function enrolledStaff(
  roles: StaffRole[],
  name = `Nhân viên ${roles.join(' ')}`,
): Promise<{ account: Session & { phone: string }; staffToken: string }> {
  const account = await registerUser(name);
  await (await getDatabase()).insert(staffMembers).values({ userId: account.user.id, roles });
  const begun = await call<{ secret: string }>('/staff/enrolment/begin', {}, { token: account.token });
  const confirmed = await call<{ staffToken: string }>(
    '/staff/enrolment/confirm',
    { code: codeOf(begun.data.secret) },
    { token: account.token },
  );
  expect(confirmed.code).toBe('SUCCESS');
  return { account, staffToken: confirmed.data.staffToken };
}

/** A staff call with a staff token: POST with the envelope, or GET with the query. */
export function staffRequest<T = Record<string, unknown>>(
  route: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown>,
  staffToken: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const all = { ...headers, 'nvtravel-staff-token': staffToken };
  if (route.method === 'POST') return call<T>(route.path, input, { headers: all });
  const url = new URL(`http://localhost/apiCore/v1${route.path}`);
  for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value));
  return send<T>(new Request(url, { headers: all }));
}

/** A text post by `author`, reported by `reporter`: an item with an open report in the queue. */
export async function reportedPost(
  author: Pick<Session, 'token'>,
  reporter: Pick<Session, 'token'>,
  text = 'Bán vé giả giá rẻ, nhắn tin ngay',
): Promise<string> {
  const made = await call<{ post: { id: string } }>('/moments/posts/create', { text }, { token: author.token });
  expect(made.code).toBe('SUCCESS');
  const reported = await call(
    '/moments/posts/report',
    { id: made.data.post.id, reason: 'spam', note: '' },
    { token: reporter.token },
  );
  expect(reported.code).toBe('SUCCESS');
  return made.data.post.id;
}
