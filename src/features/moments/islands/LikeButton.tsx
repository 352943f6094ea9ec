import { useStore } from '@nanostores/react';
import { POST_TARGET_KIND } from '../contract-values.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { $likes, likeKey, toggleLike } from '#features/engagement/likes.ts';
import { useHydrated } from '#islands/use-hydrated.ts';

interface Props {
  postId: string;
  /** The count the page was rendered with, until the store knows better. */
  count: number;
  t: IslandTranslate;
  /** Whether the viewer is signed in (after hydration): a signed-out tap opens the login popup. */
  signedIn: boolean;
  /** The post's title, so each card's button has its own accessible name. */
  label: string;
}

/**
 * A post's like button, on the feed and the grids. Its state is the shared store's (decision 0051),
 * so the engagement island of the same post, on this page or the next, agrees with it.
 */
export function LikeButton({ postId, count, t, signedIn, label }: Props) {
  const key = likeKey(POST_TARGET_KIND, postId);
  const stored = useStore($likes, { keys: [key] })[key];
  const state = (useHydrated() && stored) || { count, liked: false };
  return (
    <button
      type="button"
      className="moment-like"
      aria-pressed={state.liked}
      aria-label={t('card.like', { title: label, count: state.count })}
      onClick={() =>
        void toggleLike(
          key,
          state,
          (like) => import('./moments-api.ts').then(({ momentsApi }) => momentsApi.like(postId, like)),
          t('error.like'),
          signedIn,
        )
      }
    >
      <span aria-hidden="true">{state.liked ? '♥' : '♡'}</span>
      <span aria-hidden="true">{state.count}</span>
    </button>
  );
}
