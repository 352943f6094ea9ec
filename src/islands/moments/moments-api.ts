import { api } from '../../lib/api/client.ts';
import type { LikeSummary } from '../../lib/api/contract/engagement.ts';
import type { CollectionsAnswer, FollowAnswer, PostPage, ReportReason } from '../../lib/api/contract/moments.ts';
import { MOMENT_PATHS, POST_TARGET_KIND } from '../../lib/moments/contract-values.ts';
import { toCardItem } from '../../lib/moments/card.ts';
import { FEED_PAGE_SIZE, type FeedPage } from '../../lib/moments/feed-snapshot.ts';
import { $signedIn } from '../../stores/auth.ts';

/** The lists a feed island shows: the feed itself, or the ranked recommendations. */
export type FeedSource = 'feed' | 'recommend';

/**
 * The moments calls the islands make (contract: src/lib/api/contract/moments.ts; every call is a
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
    const answer = await api.post<PostPage>(
      source === 'feed' ? MOMENT_PATHS.feed : MOMENT_PATHS.recommend,
      source === 'feed' ? { cursor, limit: FEED_PAGE_SIZE } : { cursor, limit: FEED_PAGE_SIZE, ...position },
    );
    const signedIn = $signedIn.get();
    return { items: answer.items.map((post) => toCardItem(post, signedIn)), nextCursor: answer.nextCursor };
  },
  /** Likes go through the engagement API, the post being the target `post/<id>` (decision 0016). */
  like: (postId: string, like: boolean) =>
    api.post<LikeSummary>(
      like ? '/like/add' : '/delete/like',
      { kind: POST_TARGET_KIND, slug: postId },
      { auth: true },
    ),
  follow: (userId: string, follow: boolean) =>
    api.post<FollowAnswer>(follow ? MOMENT_PATHS.follow : MOMENT_PATHS.unfollow, { userId }, { auth: true }),
  block: (userId: string, block: boolean) =>
    api.post<{ blocked: boolean }>(block ? MOMENT_PATHS.block : MOMENT_PATHS.unblock, { userId }, { auth: true }),
  hide: (id: string, hide: boolean) =>
    api.post<{ hidden: boolean }>(hide ? MOMENT_PATHS.postHide : MOMENT_PATHS.postUnhide, { id }, { auth: true }),
  report: (id: string, reason: ReportReason, note: string) =>
    api.post<{ reported: true }>(MOMENT_PATHS.postReport, { id, reason, note }, { auth: true }),
  remove: (id: string) => api.post<{ deleted: true }>(MOMENT_PATHS.postDelete, { id }, { auth: true }),
  /** Into the named collection, or the default one without a name; answers the caller's collections. */
  save: (postId: string, collection?: string) =>
    api.post<CollectionsAnswer>(MOMENT_PATHS.save, collection ? { postId, collection } : { postId }, { auth: true }),
  /** Out of every collection of the caller. */
  unsave: (postId: string) => api.post<CollectionsAnswer>(MOMENT_PATHS.unsave, { postId }, { auth: true }),
  /** The caller's collections, each saying whether it holds `postId`; signed out it sends nothing and opens no popup. */
  collections: (postId?: string) =>
    api.post<CollectionsAnswer>(MOMENT_PATHS.collections, postId ? { postId } : {}, { auth: true, signInPopup: false }),
};
