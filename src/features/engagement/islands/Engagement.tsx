import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $signedIn, openLoginPopup } from '#stores/auth.ts';
import { $likes, likeKey, seedLikes, toggleLike } from '../likes.ts';
import { Comments } from './Comments.tsx';
import { EngagementContext } from './context.ts';
import type { RatingSummary } from '../contract.ts';
import { engagementApi, type Target } from './engagement-api.ts';
import { Reviews } from './Reviews.tsx';
import { Stars } from './Stars.tsx';
import { useHydrated } from '#islands/use-hydrated.ts';
import './engagement.css';

interface Props extends Target {
  locale: Locale;
  /** locales/engagement/<locale>.json, picked at build time. */
  strings: Record<string, string>;
  /** Whether ratings are asked for (places): news, videos and galleries take likes and comments. */
  reviews: boolean;
}

/**
 * Likes, reviews and comments under a guide. Hydrates when the visitor nears the end of the page
 * (EngagementSection.astro), so reading the guide costs no JavaScript; everything is read from
 * the API, open to all, and written only when signed in.
 */
export default function Engagement({ kind, slug, locale, strings, reviews }: Props) {
  const target = useMemo<Target>(() => ({ kind, slug }), [kind, slug]);
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  // The page was rendered at build time for a signed-out visitor: React first hydrates that, then
  // shows the visitor's own state (a mismatch would make React throw the server markup away).
  const hydrated = useHydrated();
  const signedIn = useStore($signedIn) && hydrated;
  // Likes live in the shared store, so a moment's like on the feed and here agree (decision 0051).
  const key = likeKey(kind, slug);
  const stored = useStore($likes, { keys: [key] })[key];
  const likes = hydrated ? stored : undefined;
  const [rating, setRating] = useState<RatingSummary>();

  useEffect(() => {
    engagementApi
      .summary(target)
      .then((summary) => {
        seedLikes({ [key]: summary.likes });
        setRating(summary.rating);
      })
      .catch(() => $likes.get()[key] ?? seedLikes({ [key]: { count: 0, liked: false } }));
  }, [target, key]);

  const onSummary = useCallback((summary: RatingSummary) => setRating(summary), []);

  /** Optimistic: the count moves at once and rolls back with a toast if the server refuses. */
  const like = () =>
    likes &&
    toggleLike(
      key,
      likes,
      (on) => (on ? engagementApi.like(target) : engagementApi.unlike(target)),
      t('error.write'),
      signedIn,
    );

  return (
    <EngagementContext.Provider value={{ target, locale, t, signedIn }}>
      <div className="eng">
        <div className="eng-summary">
          <button
            type="button"
            className="button eng-like"
            aria-pressed={likes?.liked ?? false}
            onClick={like}
            disabled={!likes}
          >
            <span aria-hidden="true">{likes?.liked ? '♥' : '♡'}</span> {t('like.action')}
            <span className="eng-like__count" data-like-count>
              {likes ? t('like.count', { count: likes.count }) : t('loading')}
            </span>
          </button>
          {reviews && (
            <p className="eng-rating" data-rating-summary>
              {!rating ? (
                t('loading')
              ) : rating.average === null ? (
                t('rating.none')
              ) : (
                <>
                  <Stars value={rating.average} />{' '}
                  <strong>{new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating.average)}</strong>{' '}
                  {t('rating.count', { count: rating.count })}
                </>
              )}
            </p>
          )}
        </div>
        {!signedIn && (
          <p className="eng-sign-in">
            {t('signIn.prompt')}{' '}
            <button type="button" className="button button--ghost" onClick={openLoginPopup}>
              {t('signIn.action')}
            </button>
          </p>
        )}
        {reviews && <Reviews onSummary={onSummary} />}
        <Comments />
      </div>
    </EngagementContext.Provider>
  );
}
