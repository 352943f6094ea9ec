import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { itemTitle, type MomentCardItem } from '../card.ts';
import { LikeButton } from './LikeButton.tsx';
import './moments.css';

interface Props {
  item: MomentCardItem;
  t: IslandTranslate;
  signedIn: boolean;
  /** Cards after the first screen load their picture lazily. */
  eager?: boolean;
  /** In an island: the like button works. On a server-only grid the count is shown as text. */
  interactive?: boolean;
  /** The card title's level: 2 right under a page's heading (the feeds), 3 under a section's. */
  headingLevel?: 2 | 3;
}

/**
 * One post or reel in a feed or a grid, as RedNote shows them: the cover, a line of text, the
 * author and the like count. The title link covers the card; the like button sits above it.
 * Rendered on the server as plain HTML (search, profile) and inside the feed island.
 */
export function PostCard({ item, t, signedIn, eager = false, interactive = true, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = itemTitle(item, t);
  const cover = item.cover;
  return (
    <article className="moment-card" data-moment-id={item.id}>
      {cover ? (
        <img
          className="moment-card__cover"
          src={cover.src}
          srcSet={cover.srcset || undefined}
          // A reel's poster is one file without a srcset; sizes alone is invalid HTML.
          sizes={cover.srcset ? '(max-width: 40rem) 50vw, 18rem' : undefined}
          width={cover.width}
          height={cover.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="moment-card__cover moment-card__cover--text" aria-hidden="true">
          {item.text.slice(0, 80)}
        </div>
      )}
      {item.kind === 'reel' && <span className="moment-card__badge">{t('card.reel')}</span>}
      {item.kind === 'photo' && item.pictureCount > 1 && (
        <span className="moment-card__badge">{t('card.pictures', { count: item.pictureCount })}</span>
      )}
      <div className="moment-card__body">
        <Heading className="moment-card__title">
          <a href={item.url}>{title}</a>
        </Heading>
        {item.demo && <p className="moment-card__demo">{t('card.demo')}</p>}
        {item.place && <p className="moment-card__place">{item.place.name}</p>}
        <div className="moment-card__foot">
          <span className="moment-card__author">
            {item.author.avatarUrl ? (
              <img src={item.author.avatarUrl} alt="" width={24} height={24} loading="lazy" />
            ) : (
              <span className="moment-card__initial" aria-hidden="true">
                {item.author.fullname.slice(0, 1)}
              </span>
            )}
            <span>{item.author.fullname}</span>
          </span>
          {interactive ? (
            <LikeButton postId={item.id} count={item.likeCount} t={t} signedIn={signedIn} label={title} />
          ) : (
            <span className="moment-card__likes">{t('card.likes', { count: item.likeCount })}</span>
          )}
        </div>
      </div>
    </article>
  );
}
