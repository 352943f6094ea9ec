import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createIslandTranslator } from '../lib/i18n/island-translator.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { $signedIn, openLoginPopup } from '../stores/auth.ts';
import { Comments } from './engagement/Comments.tsx';
import { EngagementContext } from './engagement/context.ts';
import type { LikeSummary, RatingSummary } from '../lib/api/contract/engagement.ts';
import { engagementApi, type Target } from './engagement/engagement-api.ts';
import { reportFailure } from './engagement/report-failure.ts';
import { Reviews } from './engagement/Reviews.tsx';
import { Stars } from './engagement/Stars.tsx';
import './engagement/engagement.css';

interface Props extends Target {
  locale: Locale;
  /** locales/<locale>/engagement.json, picked at build time. */
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
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const signedIn = useStore($signedIn) && hydrated;
  const [likes, setLikes] = useState<LikeSummary>();
  const [rating, setRating] = useState<RatingSummary>();
  const [liking, setLiking] = useState(false);

  useEffect(() => {
    engagementApi
      .summary(target)
      .then((summary) => {
        setLikes(summary.likes);
        setRating(summary.rating);
      })
      .catch(() => setLikes({ count: 0, liked: false }));
  }, [target]);

  const onSummary = useCallback((summary: RatingSummary) => setRating(summary), []);

  async function toggleLike() {
    if (liking || !likes) return;
    setLiking(true);
    try {
      setLikes(await (likes.liked ? engagementApi.unlike(target) : engagementApi.like(target)));
    } catch (failure) {
      reportFailure(failure, t('error.write'));
    } finally {
      setLiking(false);
    }
  }

  return (
    <EngagementContext.Provider value={{ target, locale, t, signedIn }}>
      <div className="eng">
        <div className="eng-summary">
          <button
            type="button"
            className="button eng-like"
            aria-pressed={likes?.liked ?? false}
            onClick={toggleLike}
            disabled={!likes || liking}
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
