import { and, count, desc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { localizedPath } from '../../lib/i18n/localized-path.ts';
import { LOCALES } from '../../lib/i18n/locales.ts';
import { normalizeText, tokensOf } from '../../lib/search/normalize.ts';
import { stripAccents } from '../../lib/text/strip-accents.ts';
import type { SearchAnswer } from '../../lib/api/contract/moments.ts';
import type { Queryable } from '../db/client.ts';
import { momentPostTags, momentPosts, users } from '../db/schema/index.ts';
import { placeDirectory } from '../trips/places.ts';
import { userCards } from './profiles.ts';
import { selectPosts, toPosts, type Reader } from './views.ts';
import { visibleTo } from './visibility.ts';

/*
 * moments/search: posts, people, tags and places for one query, compared as the site search
 * compares (decision 0019): lower case without Vietnamese diacritics, Chinese by substring, every
 * word of the query somewhere in the text. Posts and tags keep that normalized form in a column
 * with a trigram index; places are the catalogue's, matched in memory in all three languages.
 */

const MAX_WORDS = 8;
const MAX_PEOPLE = 10;
const MAX_TAGS = 10;
const MAX_PLACES = 10;

/** Normalized words only hold letters and digits, so they are safe inside a LIKE pattern. */
const containsAll = (column: SQLWrapper | SQL, words: readonly string[]) =>
  and(...words.map((word) => sql`${column} like ${`%${word}%`}`));

/**
 * Every Vietnamese letter with a diacritic, in both cases, and the plain lower-case letter each
 * becomes: `translate(name, FROM, TO)` then lower() is normalizeText for names, in any database
 * locale (lower() of ASCII is the same everywhere), without the unaccent extension.
 */
const VIETNAMESE = (() => {
  const marks = ['', '\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
  const letters = [...'aăâeêioôơuưy'].flatMap((base) => marks.map((mark) => (base + mark).normalize('NFC')));
  const all = [...new Set([...letters, 'đ'].flatMap((l) => [l, l.toUpperCase()]))].filter((l) => /[^a-zA-Z]/.test(l));
  return { from: all.join(''), to: all.map((l) => stripAccents(l).toLowerCase()).join('') };
})();
const nameKey = sql`lower(translate(${users.fullname}, ${VIETNAMESE.from}, ${VIETNAMESE.to}))`;

export async function searchMoments(db: Queryable, q: string, limit: number, reader: Reader): Promise<SearchAnswer> {
  const words = tokensOf(normalizeText(q)).slice(0, MAX_WORDS);
  if (words.length === 0) return { posts: [], users: [], tags: [], places: [] };
  const matchingPlaces = await placesMatching(words);

  const [postRows, people, tags, placeCounts] = await Promise.all([
    selectPosts(db, and(visibleTo(reader.viewerId), containsAll(momentPosts.searchKey, words)))
      .orderBy(desc(momentPosts.hot), desc(momentPosts.id))
      .limit(limit),
    db
      .select({ id: users.id })
      .from(users)
      .where(containsAll(nameKey, words))
      .orderBy(users.fullname)
      .limit(MAX_PEOPLE),
    db
      .select({ tag: momentPostTags.tag, posts: count() })
      .from(momentPostTags)
      .where(containsAll(momentPostTags.tagKey, words))
      .groupBy(momentPostTags.tag)
      .orderBy(desc(count()), momentPostTags.tag)
      .limit(MAX_TAGS),
    matchingPlaces.length > 0
      ? db
          .select({ slug: momentPosts.placeSlug, posts: count() })
          .from(momentPosts)
          .where(and(inArray(momentPosts.placeSlug, matchingPlaces), visibleTo(undefined)))
          .groupBy(momentPosts.placeSlug)
      : [],
  ]);
  const places = await placeDirectory(reader.locale);
  const postsAt = new Map(placeCounts.map((p) => [p.slug, p.posts]));
  return {
    posts: await toPosts(db, postRows, reader),
    users: await userCards(
      db,
      people.map((p) => p.id),
      reader,
    ),
    tags,
    places: matchingPlaces
      .flatMap((slug) => {
        const place = places.get(slug);
        return place
          ? [
              {
                slug,
                name: place.name,
                url: localizedPath(reader.locale, `/places/${slug}/`),
                posts: postsAt.get(slug) ?? 0,
              },
            ]
          : [];
      })
      .sort((a, b) => b.posts - a.posts || a.name.localeCompare(b.name))
      .slice(0, MAX_PLACES),
  };
}

/** Slugs of the places whose name, in any language, holds every word. */
async function placesMatching(words: readonly string[]): Promise<string[]> {
  const slugs = new Set<string>();
  for (const locale of LOCALES)
    for (const place of (await placeDirectory(locale)).values()) {
      const key = normalizeText(place.name);
      if (words.every((word) => key.includes(word))) slugs.add(place.slug);
    }
  return [...slugs];
}
