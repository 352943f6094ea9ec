import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { MomentCardItem } from '../card.ts';
import { feedSnapshot, type FeedPage } from '../feed-snapshot.ts';
import { $signedIn } from '#stores/auth.ts';
import { $location } from '#stores/location.ts';
import { likeKey, seedLikes } from '#features/engagement/likes.ts';
import { POST_TARGET_KIND } from '../contract-values.ts';
import { $userInfo } from '#stores/user-info.ts';
import type { FeedSource } from './moments-api.ts';
import { PostCard } from './PostCard.tsx';
import { useHydrated } from '#islands/use-hydrated.ts';

interface Props extends FeedPage {
  source: FeedSource;
  locale: Locale;
  strings: IslandStrings;
  /** The page's path: the "more" link is `<path>?cursor=…`, which the server renders without JavaScript. */
  path: string;
  /** The page was asked for a later page (`?cursor=`): it shows that page and never replaces it. */
  fromCursor: boolean;
}

type Status = 'idle' | 'loading' | 'error';

/** The API client loads when a page is needed, not with the feed: the first screen needs none. */
const momentsApi = () => import('./moments-api.ts').then((module) => module.momentsApi);

/** Items whose likes the server answered go into the shared store (decision 0051). */
const seed = (items: MomentCardItem[]) =>
  seedLikes(
    Object.fromEntries(
      items
        .filter((item) => item.liked !== undefined)
        .map((item) => [likeKey(POST_TARGET_KIND, item.id), { count: item.likeCount, liked: Boolean(item.liked) }]),
    ),
  );

/**
 * The moments feed (and the ranked list of /moments/recommend): the first page arrives as server
 * HTML, readable before any JavaScript; the island then loads the next pages as the visitor nears
 * the end, through the same "more" link that works without JavaScript. A signed-in visitor's first
 * page is read again with their session (people they follow first, people they blocked gone), and
 * the recommendations again with their position. Going back to the feed restores the pages loaded
 * and the scroll position from this tab's sessionStorage (decision 0051).
 */
export default function MomentFeed({ source, locale, strings, path, fromCursor, ...first }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const hydrated = useHydrated();
  const signedIn = useStore($signedIn) && hydrated;
  const [page, setPage] = useState<FeedPage>(first);
  const [status, setStatus] = useState<Status>('idle');
  const [restoreTo, setRestoreTo] = useState<number | null>(null);
  // Settled: the page shows what it will show (restored, personalised, or as rendered).
  const [settled, setSettled] = useState(false);
  const more = useRef<HTMLAnchorElement>(null);
  const loading = useRef(false);
  const snapshot = useMemo(() => (hydrated ? feedSnapshot(location.pathname + location.search) : null), [hydrated]);

  const position = () => {
    const { hasLocation, lat, long } = $location.get();
    return hasLocation ? { lat, lng: long } : {};
  };

  // After hydration: restore a page left for another (back button), or personalise the first page.
  useEffect(() => seed(first.items), []);
  useEffect(() => {
    if (!snapshot) return;
    const kept = snapshot.read($userInfo.get()?.id ?? null);
    if (kept) {
      setPage(kept.page);
      setRestoreTo(kept.scrollY);
      return setSettled(true);
    }
    const personal = $signedIn.get() || (source === 'recommend' && $location.get().hasLocation);
    if (fromCursor || !personal) return setSettled(true);
    momentsApi()
      .then((calls) => calls.page(source, undefined, position()))
      .then((fresh) => {
        seed(fresh.items);
        setPage(fresh);
      })
      .catch(() => undefined) // the page as rendered stays: it is the signed-out feed
      .finally(() => setSettled(true));
  }, [snapshot]);

  // The scroll position once the restored items are on the page.
  useLayoutEffect(() => {
    if (restoreTo === null) return;
    history.scrollRestoration = 'manual';
    scrollTo(0, restoreTo);
    setRestoreTo(null);
  }, [restoreTo]);

  // What to restore: kept whenever the page changes and when the visitor leaves.
  useEffect(() => {
    if (!snapshot) return;
    const save = () => snapshot.write($userInfo.get()?.id ?? null, page, scrollY);
    save();
    addEventListener('pagehide', save);
    return () => removeEventListener('pagehide', save);
  }, [snapshot, page]);

  async function loadMore() {
    if (loading.current || !page.nextCursor) return;
    loading.current = true;
    setStatus('loading');
    try {
      const next = await (await momentsApi()).page(source, page.nextCursor, position());
      seed(next.items);
      setPage((current) => {
        const seen = new Set(current.items.map((item) => item.id));
        return {
          items: [...current.items, ...next.items.filter((item) => !seen.has(item.id))],
          nextCursor: next.nextCursor,
        };
      });
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      loading.current = false;
    }
  }

  // Infinite scroll: the "more" link loads the next page when it comes within a screen of view.
  // It is observed afresh after each page, so a short page that leaves it in view loads the next.
  useEffect(() => {
    const link = more.current;
    if (!settled || !link || status !== 'idle') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), {
      rootMargin: '100% 0px',
    });
    observer.observe(link);
    return () => observer.disconnect();
  }, [settled, page, status]);

  const moreHref = page.nextCursor ? `${path}?${new URLSearchParams({ cursor: page.nextCursor })}` : undefined;
  return (
    <div className="moment-feed" data-state={settled ? 'ready' : 'loading'}>
      <div className="moment-grid" role="feed" aria-busy={status === 'loading'} aria-label={t(`feed.label.${source}`)}>
        {page.items.map((item, index) => (
          <PostCard key={item.id} item={item} t={t} signedIn={signedIn} eager={index < 4} headingLevel={2} />
        ))}
      </div>
      {page.items.length === 0 && <p className="moment-feed__empty">{t(`feed.empty.${source}`)}</p>}
      <div className="moment-feed__more">
        <p role="status" className="moment-feed__status">
          {status === 'loading' ? t('feed.loading') : status === 'error' ? t('feed.error') : ''}
        </p>
        {moreHref ? (
          <a
            ref={more}
            className="button button--ghost"
            href={moreHref}
            onClick={(event) => {
              event.preventDefault();
              setStatus('idle');
              void loadMore();
            }}
          >
            {status === 'error' ? t('feed.retry') : t('feed.more')}
          </a>
        ) : (
          page.items.length > 0 && <p className="moment-feed__end">{t('feed.end')}</p>
        )}
      </div>
    </div>
  );
}
