import { and, desc, eq, gt, not, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { placeVocabulary } from '#content/glossary.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { normalizeText, tokensOf } from '#lib/search/normalize.ts';
import type { SearchAnswer } from '../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { keptStatement, limitInText } from '#server/db/prepared.ts';
import { momentPlaceCounts, momentPosts, momentTags, users } from '#server/db/schema/index.ts';
import { liesIn } from '#features/booking/server/place-tiers.ts';
import { blockedBetween } from '#server/social/blocks.ts';
import { placeDirectory, type PlaceOnMap } from '#features/trips/server/places.ts';
import { userCards } from './profiles.ts';
import { pageColumns, toPosts, type PageRow, type Reader } from './views.ts';
import { visibleTo } from './visibility.ts';

/*
 * moments/search: posts, people, tags and places for one query, compared as the site search
 * compares (decision 0019): lower case without Vietnamese diacritics, Chinese by substring, every
 * word of the query somewhere in the text. Posts and tags keep that normalized form in a column
 * with a trigram index; places are the catalogue's, matched in memory in all three languages.
 * A query that names a place of the shared vocabulary (decision 0072), as tourists write it
 * ("sapa", "sa pa", "Saigon", 西贡, "Thành phố Hồ Chí Minh"), also finds the posts tagged with
 * the catalogue places in it (decision 0082).
 */

const MAX_WORDS = 8;
const MAX_PEOPLE = 10;
const MAX_TAGS = 10;
const MAX_PLACES = 10;

/*
 * The statements of a search are kept (`keptStatement`): one per number of words (and signed in or
 * not), with the words' patterns and the reader bound as placeholders `w0`…`w7` and `viewer`.
 */
const wordPlaceholders = (count: number) => Array.from({ length: count }, (_, i) => sql.placeholder(`w${i}`));
/** Normalized words only hold letters and digits, so they are safe inside a LIKE pattern. */
const patternsOf = (words: readonly string[]) => Object.fromEntries(words.map((word, i) => [`w${i}`, `%${word}%`]));
const containsAll = (column: SQLWrapper | SQL, patterns: readonly Placeholder[]) =>
  and(...patterns.map((pattern) => sql`${column} like ${pattern}`));

export async function searchMoments(db: Queryable, q: string, limit: number, reader: Reader): Promise<SearchAnswer> {
  const words = tokensOf(normalizeText(q)).slice(0, MAX_WORDS);
  if (words.length === 0) return { posts: [], users: [], tags: [], places: [] };
  const matchingPlaces = await placesMatching(words);

  const [postRows, { people, tags, placeCounts }] = await Promise.all([
    matchingPosts(db, words, placesNamed(q), limit, reader),
    peopleTagsAndPlaces(db, words, matchingPlaces, reader),
  ]);
  const places = await placeDirectory(reader.locale);
  const postsAt = new Map(placeCounts.map((p) => [p.slug, p.posts]));
  return {
    posts: await toPosts(db, postRows, reader),
    users: await userCards(db, people, reader),
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

/**
 * The people and tags whose key holds every word, and how many posts each matching place has
 * (kept by triggers in moment_place_counts): three small reads in one statement (one round trip, one plan), each as JSON in its order.
 * People blocked either way with the reader are not found (decision 0068).
 */
async function peopleTagsAndPlaces(
  db: Queryable,
  words: readonly string[],
  matchingPlaces: readonly string[],
  reader: Reader,
) {
  type Tagged = { tag: string; posts: number }[];
  type Counted = { slug: string; posts: number }[];
  const withPlaces = matchingPlaces.length > 0;
  const signedIn = reader.viewerId !== undefined;
  const key = `moments.search.peopleTagsPlaces:${words.length}:${withPlaces}:${signedIn}`;
  const statement = keptStatement(db, key, () => {
    const patterns = wordPlaceholders(words.length);
    const people = db
      .select({ id: users.id, fullname: users.fullname })
      .from(users)
      .where(
        and(
          containsAll(users.nameKey, patterns),
          signedIn ? not(blockedBetween(sql.placeholder('viewer'), users.id)) : undefined,
        ),
      )
      .orderBy(users.fullname)
      .limit(limitInText(MAX_PEOPLE));
    const tags = db
      .select({ tag: momentTags.tag, posts: momentTags.posts })
      .from(momentTags)
      .where(and(containsAll(momentTags.tagKey, patterns), gt(momentTags.posts, 0)))
      .orderBy(desc(momentTags.posts), momentTags.tag)
      .limit(limitInText(MAX_TAGS));
    const counts = db
      .select({ slug: sql`${momentPlaceCounts.placeSlug}`.as('slug'), posts: momentPlaceCounts.posts })
      .from(momentPlaceCounts)
      .where(sql`${momentPlaceCounts.placeSlug} = any(${sql.placeholder('places')}::text[])`);
    return db
      .select({
        people: sql<string[]>`(select coalesce(json_agg(p.id order by p.fullname), '[]'::json) from (${people}) p)`,
        tags: sql<Tagged>`(select coalesce(json_agg(json_build_object('tag', t.tag, 'posts', t.posts)
        order by t.posts desc, t.tag), '[]'::json) from (${tags}) t)`,
        placeCounts: withPlaces
          ? sql<Counted>`(select coalesce(json_agg(json_build_object('slug', c.slug, 'posts', c.posts)), '[]'::json) from (${counts}) c)`
          : sql<Counted>`'[]'::json`,
      })
      .from(sql`(select 1) as one`);
  });
  const [row] = await statement.execute({
    ...patternsOf(words),
    places: [...matchingPlaces],
    viewer: reader.viewerId,
  });
  return row ?? { people: [], tags: [], placeCounts: [] };
}

/**
 * The most popular posts the reader may see among the TOP_POSTS most popular overall. A query
 * that fills no page there reads all of them before the trigram index answers, so this is what a
 * rare or unmatched query pays first: 5,000 read 5,045 buffers (the search's p95 at 100,000
 * posts), 1,000 read 1,009. A page that needs more than the top 1,000 means under about 2,000
 * matches at 100,000 posts, a heap visit each for the trigram index: the worst query now reads
 * about 3,000 rows instead of 5,000 (decision 0055). The balance is near √(20 × posts): a much
 * larger table wants a larger number.
 */
const TOP_POSTS = 1000;

/**
 * Posts holding every word, most popular first. A common query ("hoi an") matches thousands of
 * posts, and ranking them all costs a heap visit each; so the TOP_POSTS most popular posts are
 * searched first, along the `hot` index. When they hold a full page, that page is exactly the
 * global best (every other match is less popular); otherwise the matches are few, and the trigram
 * index finds them all cheaply.
 */
async function matchingPosts(
  db: Queryable,
  words: readonly string[],
  named: readonly string[],
  limit: number,
  reader: Reader,
): Promise<PageRow[]> {
  const signedIn = reader.viewerId !== undefined;
  const withPlaces = named.length > 0;
  // The words in the post's text, tags and place name, or (the query naming a place) its place in it.
  const matches = () => {
    const inText = containsAll(momentPosts.searchKey, wordPlaceholders(words.length));
    return withPlaces ? or(inText, sql`${momentPosts.placeSlug} = any(${sql.placeholder('places')}::text[])`) : inText;
  };
  const values = { ...patternsOf(words), viewer: reader.viewerId, places: [...named] };
  // With the page's media and the reader's likes and follows.
  const popular = await keptStatement(
    db,
    `moments.search.popular:${words.length}:${signedIn}:${withPlaces}:${limit}`,
    () => {
      const viewer = signedIn ? sql.placeholder('viewer') : undefined;
      // Named like the table, so the visibility conditions and the selected columns (written against
      // moment_posts) apply to it.
      const top = db
        .select()
        .from(momentPosts)
        .orderBy(desc(momentPosts.hot), desc(momentPosts.id))
        .limit(limitInText(TOP_POSTS))
        .as('moment_posts');
      return db
        .select(pageColumns(viewer))
        .from(top)
        .innerJoin(users, eq(users.id, top.authorId))
        .where(and(visibleTo(viewer), matches()))
        .orderBy(desc(top.hot), desc(top.id))
        .limit(limitInText(limit));
    },
  ).execute(values);
  if (popular.length === limit) return popular;
  // The page first (by the trigram index, sorted), then its rows with their media and the reader's
  // likes and follows: those are read for the page only, not for every match. Planned per call: its
  // generic plan walks the `hot` index, 300 ms for a word no post holds.
  return keptStatement(
    db,
    `moments.search.rare:${words.length}:${signedIn}:${withPlaces}:${limit}`,
    () => {
      const viewer = signedIn ? sql.placeholder('viewer') : undefined;
      const page = db
        .select({ id: momentPosts.id, hot: momentPosts.hot })
        .from(momentPosts)
        .where(and(visibleTo(viewer), matches()))
        .orderBy(desc(momentPosts.hot), desc(momentPosts.id))
        .limit(limitInText(limit))
        .as('page');
      return db
        .select(pageColumns(viewer))
        .from(page)
        .innerJoin(momentPosts, eq(momentPosts.id, page.id))
        .innerJoin(users, eq(users.id, momentPosts.authorId))
        .orderBy(desc(page.hot), desc(page.id));
    },
    'per call',
  ).execute(values);
}

/**
 * The catalogue places in the place the whole query names in the vocabulary, if it names one: a
 * region's places, a town's or an area's within its reach, a place itself (as hotel search reads
 * them, src/features/booking/server/place-tiers.ts).
 */
function placesNamed(q: string): string[] {
  const vocabulary = placeVocabulary();
  const named = vocabulary.find(q);
  if (!named) return [];
  return vocabulary.entries
    .filter(
      (entry) =>
        entry.kind === 'place' && liesIn({ region: entry.region, place: entry.slug, coordinates: entry.centre }, named),
    )
    .map((entry) => entry.slug);
}

/** Each directory's names, normalized once (a directory lives as long as the process). */
const placeKeys = new WeakMap<Map<string, PlaceOnMap>, { slug: string; key: string }[]>();

/** Slugs of the places whose name, in any language, holds every word. */
async function placesMatching(words: readonly string[]): Promise<string[]> {
  const slugs = new Set<string>();
  for (const locale of LOCALES) {
    const directory = await placeDirectory(locale);
    let keys = placeKeys.get(directory);
    if (!keys) {
      keys = [...directory.values()].map((place) => ({ slug: place.slug, key: normalizeText(place.name) }));
      placeKeys.set(directory, keys);
    }
    for (const { slug, key } of keys) if (words.every((word) => key.includes(word))) slugs.add(slug);
  }
  return [...slugs];
}
