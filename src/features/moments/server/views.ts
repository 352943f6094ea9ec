import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { momentPagePaths, POST_TARGET_KIND, storedPostFields, type Media, type Post } from '../contract.ts';
import { fieldsOf } from '#lib/api/contract/fields-of.ts';
import { REEL_LIMITS } from '../reels-contract.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import type { Queryable } from '#server/db/client.ts';
import { likes, momentFollows, momentMedia, momentPosts, users } from '#server/db/schema/index.ts';
import { authorOf } from '#features/engagement/server/authors.ts';
import { fileStorage } from '#server/services/storage/index.ts';
import { storedTranslations } from '#features/translation/server/translate.ts';
import { placeDirectory } from '#features/trips/server/places.ts';
import type { ViewerId } from './visibility.ts';

/*
 * Posts as the API answers them: a page of rows, completed with their media, places, and what the
 * reader did (liked, follows the author). A list that selects `pageColumns` brings those with its
 * rows, in its one statement; otherwise they are read in one query each, however long the page.
 */

/** What a list query selects: the post and its author's public fields. */
export const postColumns = {
  post: momentPosts,
  author: { id: users.id, fullname: users.fullname, avatarKey: users.avatarKey },
};
export type PostRow = {
  post: typeof momentPosts.$inferSelect;
  author: { id: string; fullname: string; avatarKey: string | null };
};

/** What a post's page needs of a media row (a media row itself, or the JSON of `pageColumns`). */
export type MediaRow = Pick<
  typeof momentMedia.$inferSelect,
  | 'id'
  | 'ownerId'
  | 'kind'
  | 'status'
  | 'width'
  | 'height'
  | 'variants'
  | 'posterKey'
  | 'hlsKey'
  | 'durationMs'
  | 'error'
>;

/** What a page's statement reads besides the post and its author: its media, and the reader's like and follow. */
export interface PageExtras {
  media: MediaRow[];
  liked: boolean;
  following: boolean;
}

/**
 * `postColumns` with the page's extras as subqueries of the same statement, for the rows of
 * moment_posts (or of a subquery named like it) that the statement returns: a page is then read in
 * one round trip instead of four. The subqueries run once per returned row, after the limit, when
 * the rows come in the index's order; a list that sorts its candidates should select these columns
 * around its limited page rather than on every candidate.
 */
export function pageColumns(viewerId: ViewerId | undefined) {
  const id = sql`${momentPosts.id}`;
  return {
    ...postColumns,
    media: sql<MediaRow[]>`coalesce((select json_agg(json_build_object(
        'id', m.id, 'ownerId', m.owner_id, 'kind', m.kind, 'status', m.status, 'width', m.width,
        'height', m.height, 'variants', m.variants, 'posterKey', m.poster_key, 'hlsKey', m.hls_key,
        'durationMs', m.duration_ms, 'error', m.error) order by m.position)
      from ${momentMedia} m where m.post_id = ${id}), '[]'::json)`,
    liked: viewerId
      ? sql<boolean>`exists (select 1 from ${likes} l where l.target_kind = ${POST_TARGET_KIND} and l.target_slug = ${id}::text and l.user_id = ${viewerId})`
      : sql<boolean>`false`,
    following: viewerId
      ? sql<boolean>`exists (select 1 from ${momentFollows} f where f.follower_id = ${viewerId} and f.followee_id = ${momentPosts.authorId})`
      : sql<boolean>`false`,
  };
}
export type PageRow = PostRow & PageExtras;

/** Posts matching `where`, with their authors, in the order asked. */
export function selectPosts(db: Queryable, where: SQL | undefined) {
  return db.select(postColumns).from(momentPosts).innerJoin(users, eq(users.id, momentPosts.authorId)).where(where);
}

/** A post's status as readers know it: a post a moderator hid never reaches one (visibility.ts). */
function shownStatus(status: (typeof momentPosts.$inferSelect)['status']): Post['status'] {
  if (status === 'hidden') throw new Error('a hidden post reached a reader');
  return status;
}

export interface Reader {
  viewerId: string | undefined;
  locale: Locale;
}

/** The picture shown by default: the widest variant up to about a phone screen's width. */
const DEFAULT_WIDTH = 1080;

export function mediaView(row: MediaRow, reader: Reader): Media {
  const storage = fileStorage();
  const variants = row.variants.map((v) => ({ width: v.width, height: v.height, url: storage.publicUrl(v.key) }));
  const fitting = variants.filter((v) => v.width <= DEFAULT_WIDTH);
  const poster = row.posterKey ? storage.publicUrl(row.posterKey) : null;
  const mine = row.ownerId === reader.viewerId;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    width: row.width,
    height: row.height,
    variants,
    src: (fitting.at(-1) ?? variants[0])?.url ?? poster,
    posterUrl: poster,
    hlsUrl: row.status === 'ready' && row.hlsKey ? storage.publicUrl(row.hlsKey) : null,
    durationMs: row.durationMs,
    error:
      mine && row.error ? getTranslator(reader.locale)(`api:${row.error}`, { seconds: REEL_LIMITS.maxSeconds }) : null,
  };
}

/** The reader's extras of rows selected without them: their media, likes and follows, one query each. */
async function extrasOf(db: Queryable, rows: readonly PostRow[], reader: Reader): Promise<PageExtras[]> {
  const ids = rows.map((r) => r.post.id);
  const authorIds = [...new Set(rows.map((r) => r.author.id))];
  const viewerId = reader.viewerId;
  const [media, liked, followed] = await Promise.all([
    db.select().from(momentMedia).where(inArray(momentMedia.postId, ids)).orderBy(asc(momentMedia.position)),
    viewerId
      ? db
          .select({ slug: likes.targetSlug })
          .from(likes)
          .where(
            and(eq(likes.targetKind, POST_TARGET_KIND), eq(likes.userId, viewerId), inArray(likes.targetSlug, ids)),
          )
      : [],
    viewerId
      ? db
          .select({ id: momentFollows.followeeId })
          .from(momentFollows)
          .where(and(eq(momentFollows.followerId, viewerId), inArray(momentFollows.followeeId, authorIds)))
      : [],
  ]);
  const likedIds = new Set(liked.map((l) => l.slug));
  const followedIds = new Set(followed.map((f) => f.id));
  return rows.map(({ post }) => ({
    media: media.filter((m) => m.postId === post.id),
    liked: likedIds.has(post.id),
    following: followedIds.has(post.authorId),
  }));
}

const hasExtras = (row: PostRow | PageRow): row is PageRow => 'media' in row;

/** The rows as posts, in the same order (rows of `pageColumns` need no further query). */
export async function toPosts(db: Queryable, rows: readonly (PostRow | PageRow)[], reader: Reader): Promise<Post[]> {
  if (rows.length === 0) return [];
  // Only posts in another language can have a translation into the reader's.
  const foreign = rows.filter(({ post }) => post.text !== '' && post.language !== reader.locale);
  const [extras, places, translated] = await Promise.all([
    rows.every(hasExtras) ? rows : extrasOf(db, rows, reader),
    placeDirectory(reader.locale),
    storedTranslations(
      db,
      'post',
      foreign.map(({ post }) => post.id),
      reader.locale,
    ),
  ]);
  const viewerId = reader.viewerId;
  return rows.map(({ post, author }, i) => {
    const place = post.placeSlug ? places.get(post.placeSlug) : undefined;
    const { media, liked, following } = extras[i] ?? { media: [], liked: false, following: false };
    return {
      ...fieldsOf(storedPostFields, post),
      status: shownStatus(post.status),
      translation: translated.get(post.id) ?? null,
      place: place
        ? { slug: place.slug, name: place.name, url: localizedPath(reader.locale, `/places/${place.slug}/`) }
        : null,
      author: authorOf(author),
      media: media.map((m) => mediaView(m, reader)),
      likes: { count: post.likeCount, liked },
      comments: { count: post.commentCount },
      mine: post.authorId === viewerId,
      following,
      createdAt: post.createdAt.toISOString(),
      url: localizedPath(reader.locale, momentPagePaths.post(post)),
    };
  });
}
