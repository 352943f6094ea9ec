import { map } from 'nanostores';
import type { momentCalls } from './contract.ts';
import { reportFailure } from '#islands/report-failure.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import { $signedIn } from '#stores/auth.ts';
import { keepTap, keptTaps, sendKeptTap } from '#features/engagement/taps-before-sign-in.ts';
import { keepInTab } from '#stores/tab-snapshot.ts';

/**
 * Whom the viewer follows, shared by every moments island on the page (feed, detail, profile): a
 * follow on a profile shows on the feed and the other way round without reading the server again
 * (decision 0051). Writes are optimistic: the store changes at once, the call goes out, and a
 * refusal puts the previous value back with a toast. Likes, which every engagement target takes,
 * are engagement's (src/features/engagement/likes.ts) and work the same way.
 * The map is also kept in this tab for the viewer it belongs to (keepInTab).
 */

export interface FollowState {
  following: boolean;
  /** The person's follower count, when known. */
  followers?: number;
}

/** Follows by user id. */
export const $follows = map<Record<string, FollowState>>({});

keepInTab($follows, STORAGE_KEYS.momentsSocial, {});

export function seedFollow(userId: string, state: FollowState): void {
  if (!pending.has(`follow:${userId}`)) $follows.setKey(userId, { ...$follows.get()[userId], ...state });
}

/** Follows with a write under way: a second tap waits for the first answer. */
const pending = new Set<string>();

/** Follows or unfollows at once, then asks the server; a refusal rolls back with a toast. */
export async function toggleFollow(
  userId: string,
  shown: FollowState,
  send: (follow: boolean) => Promise<FollowState>,
  failure: string,
  signedIn: boolean,
): Promise<void> {
  const key = `follow:${userId}`;
  if (pending.has(key)) return;
  const before = $follows.get()[userId] ?? shown;
  const follow = !before.following;
  const followers = before.followers === undefined ? undefined : Math.max(0, before.followers + (follow ? 1 : -1));
  if (!signedIn && follow) keepTap({ kind: 'follow', userId });
  if (signedIn) $follows.setKey(userId, { following: follow, followers });
  pending.add(key);
  try {
    const answer = await send(follow);
    $follows.setKey(userId, { ...$follows.get()[userId], ...answer });
  } catch (error) {
    $follows.setKey(userId, before);
    reportFailure(error, failure);
  } finally {
    pending.delete(key);
  }
}

/**
 * Follows tapped signed out, sent once the visitor is signed in (decision 0082): after the reload
 * that ends a sign-in, or in place. A follow is a set operation on the server, so it counts once
 * however the tap reaches it; the answer puts the real count in the store.
 */
async function applyFollowsBeforeSignIn(): Promise<void> {
  const follows = keptTaps('follow');
  if (follows.length === 0) return;
  // Before the islands' first reads come back: those must not overwrite what is being applied.
  for (const { userId } of follows) pending.add(`follow:${userId}`);
  const { api } = await import('#lib/api/client.ts');
  await Promise.all(
    follows.map(async (tap) => {
      try {
        await sendKeptTap(tap, async () =>
          $follows.setKey(tap.userId, {
            ...$follows.get()[tap.userId],
            ...(await api.call<(typeof momentCalls)['follow']>(
              'POST /moments/follow',
              { userId: tap.userId },
              { auth: true },
            )),
          }),
        );
      } catch {
        // The button shows the server's state (not followed); a second tap is the retry.
      } finally {
        pending.delete(`follow:${tap.userId}`);
      }
    }),
  );
}

if (typeof window !== 'undefined') {
  $signedIn.subscribe((signedIn) => {
    if (signedIn) void applyFollowsBeforeSignIn();
  });
}
