import { api } from '#lib/api/client.ts';
import type { engagementCalls } from '#features/engagement/contract.ts';
import type { momentCalls } from '../contract.ts';
import type { ReportReason } from '#features/moderation/contract.ts';
import { POST_TARGET_KIND } from '../contract-values.ts';
import { toCardItem } from '../card.ts';
import { FEED_PAGE_SIZE, type FeedPage } from '../feed-snapshot.ts';
import { $signedIn } from '#stores/auth.ts';

type Moments = typeof momentCalls;
type Engagement = typeof engagementCalls;
const signedIn = { auth: true };

/** The lists a feed island shows: the feed itself, or the ranked recommendations. */
export type FeedSource = 'feed' | 'recommend';

/**
 * The moments calls the islands make (contract: src/features/moments/contract.ts; every call is a
 * POST in the envelope). Writes pass `auth`: signed out, nothing is sent and the login popup opens
 * (spec section 5).
 */
export const momentsApi = {
  /** One page of a feed, as cards; `position` ranks the recommendations by distance. */
  async page(
    source: FeedSource,
    cursor: string | undefined,
    position: { lat?: number; lng?: number },
  ): Promise<FeedPage> {
    const answer =
      source === 'feed'
        ? await api.call<Moments['feed']>('POST /moments/feed', { cursor, limit: FEED_PAGE_SIZE })
        : await api.call<Moments['recommend']>('POST /moments/recommend', {
            cursor,
            limit: FEED_PAGE_SIZE,
            ...position,
          });
    const reader = $signedIn.get();
    return { items: answer.items.map((post) => toCardItem(post, reader)), nextCursor: answer.nextCursor };
  },
  /** Likes go through the engagement API, the post being the target `post/<id>` (decision 0016). */
  like: (postId: string, like: boolean) => {
    const target = { kind: POST_TARGET_KIND, slug: postId };
    return like
      ? api.call<Engagement['like']>('POST /like/add', target, signedIn)
      : api.call<Engagement['unlike']>('POST /delete/like', target, signedIn);
  },
  follow: (userId: string, follow: boolean) =>
    follow
      ? api.call<Moments['follow']>('POST /moments/follow', { userId }, signedIn)
      : api.call<Moments['unfollow']>('POST /moments/unfollow', { userId }, signedIn),
  block: (userId: string, block: boolean) =>
    block
      ? api.call<Moments['block']>('POST /moments/block', { userId }, signedIn)
      : api.call<Moments['unblock']>('POST /moments/unblock', { userId }, signedIn),
  hide: (id: string, hide: boolean) =>
    hide
      ? api.call<Moments['postHide']>('POST /moments/posts/hide', { id }, signedIn)
      : api.call<Moments['postUnhide']>('POST /moments/posts/unhide', { id }, signedIn),
  report: (id: string, reason: ReportReason, note: string) =>
    api.call<Moments['postReport']>('POST /moments/posts/report', { id, reason, note }, signedIn),
  remove: (id: string) => api.call<Moments['postDelete']>('POST /moments/posts/delete', { id }, signedIn),
  /** Into the named collection, or the default one without a name; answers the caller's collections. */
  save: (postId: string, collection?: string) =>
    api.call<Moments['save']>('POST /moments/saves/add', collection ? { postId, collection } : { postId }, signedIn),
  /** Out of every collection of the caller. */
  unsave: (postId: string) => api.call<Moments['unsave']>('POST /moments/saves/remove', { postId }, signedIn),
  /** The caller's collections, each saying whether it holds `postId`; signed out it sends nothing and opens no popup. */
  collections: (postId?: string) =>
    api.call<Moments['collections']>('POST /moments/collections', postId ? { postId } : {}, {
      auth: true,
      signInPopup: false,
    }),
};
