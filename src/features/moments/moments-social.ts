import { map } from 'nanostores';
import type { engagementCalls } from '../engagement/contract.ts';
import type { momentCalls } from './contract.ts';
import { reportFailure } from '../engagement/islands/report-failure.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { $signedIn } from '../../stores/auth.ts';
import { keepTap, keptTaps, sendKeptTap, type Tap } from '../engagement/taps-before-sign-in.ts';
import { $userInfo } from '../../stores/user-info.ts';

/**
 * What the viewer did to posts and people, shared by every moments island on the page (feed,
 * detail, engagement, profile): a like on the feed shows on the detail page and the other way
 * round without reading the server again (decision 0051). Writes are optimistic: the store
 * changes at once, the call goes out, and a refusal puts the previous value back with a toast.
 *
 * The maps are also kept in this tab's sessionStorage (for the signed-in viewer they belong to),
 * so the page the visitor goes back to, restored from the back-forward cache or from the feed's
 * own snapshot, shows what was done on the page after it.
 */

export interface LikeState {
  count: number;
  liked: boolean;
}

export interface FollowState {
  following: boolean;
  /** The person's follower count, when known. */
  followers?: number;
}

/** Likes by engagement target (`kind:slug`, e.g. `post:<post id>`). */
export const $likes = map<Record<string, LikeState>>({});
/** Follows by user id. */
export const $follows = map<Record<string, FollowState>>({});

export const likeKey = (kind: string, slug: string): string => `${kind}:${slug}`;

interface Snapshot {
  viewer: string | null;
  likes: Record<string, LikeState>;
  follows: Record<string, FollowState>;
}

const viewer = (): string | null => $userInfo.get()?.id ?? null;

function readSnapshot(): void {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.momentsSocial);
    const snapshot = raw ? (JSON.parse(raw) as Snapshot) : null;
    if (!snapshot || snapshot.viewer !== viewer()) return;
    $likes.set({ ...$likes.get(), ...snapshot.likes });
    $follows.set({ ...$follows.get(), ...snapshot.follows });
  } catch {
    // Storage off or a broken entry: the islands read the server's values instead.
  }
}

function writeSnapshot(): void {
  try {
    const snapshot: Snapshot = { viewer: viewer(), likes: $likes.get(), follows: $follows.get() };
    sessionStorage.setItem(STORAGE_KEYS.momentsSocial, JSON.stringify(snapshot));
  } catch {
    // Full or refused storage only costs the state after a back navigation.
  }
}

if (typeof window !== 'undefined') {
  readSnapshot();
  $likes.listen(writeSnapshot);
  $follows.listen(writeSnapshot);
  // A page restored from the back-forward cache missed what later pages wrote.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) readSnapshot();
  });
  // Another person signs in: what the previous one liked is not theirs.
  $userInfo.listen(() => {
    $likes.set({});
    $follows.set({});
  });
}

/** Puts the server's values in the store (fresher than anything kept), unless a write is under way. */
export function seedLikes(entries: Record<string, LikeState>): void {
  const next = { ...$likes.get() };
  for (const [key, state] of Object.entries(entries)) {
    if (pending.has(key)) continue;
    // The first read after a kept like was applied may have been answered before that like.
    if (appliedAfterSignIn.delete(key)) continue;
    next[key] = state;
  }
  $likes.set(next);
}

export function seedFollow(userId: string, state: FollowState): void {
  if (!pending.has(`follow:${userId}`)) $follows.setKey(userId, { ...$follows.get()[userId], ...state });
}

/** Keys with a write under way: a second tap waits for the first answer. */
const pending = new Set<string>();
/** Likes applied after the sign-in (decision 0082), whose server answer is fresher than the page's first read. */
const appliedAfterSignIn = new Set<string>();

/**
 * Likes or unlikes (from `shown`, what the button shows) at once, then asks the server (`send(liked)` answers the server's count);
 * a refusal rolls back and toasts `failure`. Nothing changes while signed out: `send` goes through
 * the API client with `auth`, which opens the login popup and sends nothing.
 */
export async function toggleLike(
  key: string,
  shown: LikeState,
  send: (like: boolean) => Promise<LikeState>,
  failure: string,
  signedIn: boolean,
): Promise<void> {
  if (pending.has(key)) return;
  const before = $likes.get()[key] ?? shown;
  const like = !before.liked;
  if (!signedIn && like) {
    const split = key.indexOf(':');
    keepTap({ kind: 'like', target: { kind: key.slice(0, split), slug: key.slice(split + 1) } });
  }
  if (signedIn) $likes.setKey(key, { liked: like, count: Math.max(0, before.count + (like ? 1 : -1)) });
  pending.add(key);
  try {
    const answer = await send(like);
    $likes.setKey(key, answer);
  } catch (error) {
    $likes.setKey(key, before);
    reportFailure(error, failure);
  } finally {
    pending.delete(key);
  }
}

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
 * Likes and follows tapped signed out, sent once the visitor is signed in (decision 0082): after the
 * reload that ends a sign-in, or in place. Both are set operations on the server, so the like
 * counts once however the tap reaches it; the answer puts the real count in the store.
 */
async function applyTapsBeforeSignIn(): Promise<void> {
  const likes = keptTaps('like');
  const follows = keptTaps('follow');
  if (likes.length === 0 && follows.length === 0) return;
  // Before the islands' first reads come back: those must not overwrite what is being applied.
  for (const { target } of likes) {
    pending.add(likeKey(target.kind, target.slug));
    appliedAfterSignIn.add(likeKey(target.kind, target.slug));
  }
  for (const { userId } of follows) pending.add(`follow:${userId}`);
  const { api } = await import('../../lib/api/client.ts');
  const send = async (key: string, tap: Tap, write: () => Promise<void>) => {
    try {
      await sendKeptTap(tap, write);
    } catch {
      // The button shows the server's state (not liked, not followed); a second tap is the retry.
      appliedAfterSignIn.delete(key);
    } finally {
      pending.delete(key);
    }
  };
  await Promise.all([
    ...likes.map((tap) =>
      send(likeKey(tap.target.kind, tap.target.slug), tap, async () =>
        $likes.setKey(
          likeKey(tap.target.kind, tap.target.slug),
          await api.call<(typeof engagementCalls)['like']>('POST /like/add', tap.target, { auth: true }),
        ),
      ),
    ),
    ...follows.map((tap) =>
      send(`follow:${tap.userId}`, tap, async () =>
        $follows.setKey(tap.userId, {
          ...$follows.get()[tap.userId],
          ...(await api.call<(typeof momentCalls)['follow']>(
            'POST /moments/follow',
            { userId: tap.userId },
            { auth: true },
          )),
        }),
      ),
    ),
  ]);
}

if (typeof window !== 'undefined') {
  $signedIn.subscribe((signedIn) => {
    if (signedIn) void applyTapsBeforeSignIn();
  });
}
