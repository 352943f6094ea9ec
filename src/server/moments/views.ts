import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { momentPagePaths, POST_TARGET_KIND, type Media, type Post } from '../../lib/api/contract/moments.ts';
import { localizedPath } from '../../lib/i18n/localized-path.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { getTranslator } from '../../lib/i18n/translator.ts';
import type { Queryable } from '../db/client.ts';
import { likes, momentFollows, momentMedia, momentPosts, users } from '../db/schema/index.ts';
import { authorOf } from '../engagement/authors.ts';
import { fileStorage } from '../services/storage/index.ts';
import { placeDirectory } from '../trips/places.ts';

/*
 * Posts as the API answers them: a page of rows, completed with their media, places, and what the
 * reader did (liked, follows the author) in one query each, however long the page.
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

/** Posts matching `where`, with their authors, in the order asked. */
export function selectPosts(db: Queryable, where: SQL | undefined) {
  return db.select(postColumns).from(momentPosts).innerJoin(users, eq(users.id, momentPosts.authorId)).where(where);
}

export interface Reader {
  viewerId: string | undefined;
  locale: Locale;
}

/** The picture shown by default: the widest variant up to about a phone screen's width. */
const DEFAULT_WIDTH = 1080;

export function mediaView(row: typeof momentMedia.$inferSelect, reader: Reader): Media {
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
    error: mine && row.error ? getTranslator(reader.locale)(`api:${row.error}`) : null,
  };
}

/** The rows as posts, in the same order. */
export async function toPosts(db: Queryable, rows: readonly PostRow[], reader: Reader): Promise<Post[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.post.id);
  const authorIds = [...new Set(rows.map((r) => r.author.id))];
  const viewerId = reader.viewerId;
  const [media, liked, followed, places] = await Promise.all([
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
    placeDirectory(reader.locale),
  ]);
  const likedIds = new Set(liked.map((l) => l.slug));
  const followedIds = new Set(followed.map((f) => f.id));
  return rows.map(({ post, author }) => {
    const place = post.placeSlug ? places.get(post.placeSlug) : undefined;
    return {
      id: post.id,
      kind: post.kind,
      status: post.status,
      text: post.text,
      tags: post.tags,
      language: post.language,
      place: place
        ? { slug: place.slug, name: place.name, url: localizedPath(reader.locale, `/places/${place.slug}/`) }
        : null,
      author: authorOf(author),
      media: media.filter((m) => m.postId === post.id).map((m) => mediaView(m, reader)),
      likes: { count: post.likeCount, liked: likedIds.has(post.id) },
      comments: { count: post.commentCount },
      mine: post.authorId === viewerId,
      following: followedIds.has(post.authorId),
      demo: post.demo,
      createdAt: post.createdAt.toISOString(),
      url: localizedPath(reader.locale, momentPagePaths.post(post)),
    };
  });
}
