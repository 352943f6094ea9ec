import { useEffect, useState } from 'react';
import type { Collection, momentCalls, Post } from '../contract.ts';
import { api } from '#lib/api/client.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

type Moments = typeof momentCalls;

/** How many of a collection's last saved posts the user page shows. */
const SHOWN = 12;
const TITLE_LENGTH = 80;

type Loaded = { collection: Collection; posts: Post[] }[];

/**
 * The signed-in user's saved collections on /user, each with its last saved posts (decision 0082).
 * Only the owner reaches this page's data: the calls read the caller's own collections. The account
 * page holds it (AccountPageWithSaved.tsx) and hands it its translator, with account.json's strings.
 */
export function SavedCollections({ t }: { t: IslandTranslate }) {
  const [loaded, setLoaded] = useState<Loaded | 'failed'>();

  useEffect(() => {
    (async () => {
      const { items } = await api.call<Moments['collections']>('POST /moments/collections', {}, { auth: true });
      const filled = items.filter((collection) => collection.posts > 0);
      const pages = await Promise.all(
        filled.map((collection) =>
          api.call<Moments['collectionPosts']>(
            'POST /moments/collections/posts',
            { collectionId: collection.id, limit: SHOWN },
            { auth: true },
          ),
        ),
      );
      setLoaded(filled.map((collection, i) => ({ collection, posts: pages[i]?.items ?? [] })));
    })().catch(() => setLoaded('failed'));
  }, []);

  return (
    <section className="account-card" aria-labelledby="account-saved">
      <h2 id="account-saved">{t('user.saved.title')}</h2>
      <p className="account-saved__private">{t('user.saved.private')}</p>
      {loaded === undefined && <p role="status">{t('user.loading')}</p>}
      {loaded === 'failed' && <p role="alert">{t('user.saved.failed')}</p>}
      {Array.isArray(loaded) && loaded.length === 0 && <p>{t('user.saved.empty')}</p>}
      {Array.isArray(loaded) &&
        loaded.map(({ collection, posts }) => (
          <section key={collection.id} className="account-saved" aria-labelledby={`saved-${collection.id}`}>
            <h3 id={`saved-${collection.id}`}>
              {collection.name}{' '}
              <span className="account-saved__count">{t('user.saved.count', { count: collection.posts })}</span>
            </h3>
            <ul className="account-saved__grid">
              {posts.map((post) => {
                const picture = post.media[0]?.src ?? post.media[0]?.posterUrl;
                const title = post.text.trim()
                  ? post.text.trim().slice(0, TITLE_LENGTH)
                  : t('user.saved.postBy', { name: post.author.fullname });
                return (
                  <li key={post.id}>
                    <a href={post.url}>
                      {picture && <img src={picture} alt="" loading="lazy" width={160} height={160} />}
                      <span>{title}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
    </section>
  );
}
