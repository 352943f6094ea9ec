import { map } from 'nanostores';
import type { engagementCalls } from './contract.ts';
import { reportFailure } from '#islands/report-failure.ts';
import { keepTap, keptTaps, sendKeptTap } from './taps-before-sign-in.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import { $signedIn } from '#stores/auth.ts';
import { keepInTab } from '#stores/tab-snapshot.ts';

/**
 * The viewer's likes, shared by every island on the page that shows one (the engagement island
 * under a guide, the moments feed, a post's page): a like on the feed shows on the detail page and
 * the other way round without reading the server again (decision 0051). Writes are optimistic: the
 * store changes at once, the call goes out, and a refusal puts the previous value back with a toast.
 * The map is also kept in this tab for the viewer it belongs to (keepInTab). Follows are moments'
 * (moments-social.ts).
 */

export interface LikeState {
  count: number;
  liked: boolean;
}

/** Likes by engagement target (`kind:slug`, e.g. `post:<post id>`). */
export const $likes = map<Record<string, LikeState>>({});

export const likeKey = (kind: string, slug: string): string => `${kind}:${slug}`;

keepInTab($likes, STORAGE_KEYS.engagementLikes, {});

/** Keys with a write under way: a second tap waits for the first answer. */
const pending = new Set<string>();
/** Likes applied after the sign-in (decision 0082), whose server answer is fresher than the page's first read. */
const appliedAfterSignIn = new Set<string>();

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

/**
 * Likes tapped signed out, sent once the visitor is signed in (decision 0082): after the reload that
 * ends a sign-in, or in place. A like is a set operation on the server, so it counts once however
 * the tap reaches it; the answer puts the real count in the store.
 */
async function applyLikesBeforeSignIn(): Promise<void> {
  const likes = keptTaps('like');
  if (likes.length === 0) return;
  // Before the islands' first reads come back: those must not overwrite what is being applied.
  for (const { target } of likes) {
    pending.add(likeKey(target.kind, target.slug));
    appliedAfterSignIn.add(likeKey(target.kind, target.slug));
  }
  const { api } = await import('#lib/api/client.ts');
  await Promise.all(
    likes.map(async (tap) => {
      const key = likeKey(tap.target.kind, tap.target.slug);
      try {
        await sendKeptTap(tap, async () =>
          $likes.setKey(
            key,
            await api.call<(typeof engagementCalls)['like']>('POST /like/add', tap.target, { auth: true }),
          ),
        );
      } catch {
        // The button shows the server's state (not liked); a second tap is the retry.
        appliedAfterSignIn.delete(key);
      } finally {
        pending.delete(key);
      }
    }),
  );
}

if (typeof window !== 'undefined') {
  $signedIn.subscribe((signedIn) => {
    if (signedIn) void applyLikesBeforeSignIn();
  });
}
