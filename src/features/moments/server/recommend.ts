import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PostPage } from '../contract.ts';
import { distanceKm, type LatLng } from '#lib/geo/distance.ts';
import type { Queryable } from '#server/db/client.ts';
import { momentFollows, momentPosts } from '#server/db/schema/index.ts';
import { placeDirectory } from '#features/trips/server/places.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { recommendScore } from './ranking.ts';
import { selectPosts, toPosts, type PostRow, type Reader } from './views.ts';
import { visibleTo } from './visibility.ts';

/*
 * moments/recommend (decision 0049): the most popular visible posts, and with a location the
 * newest posts at places near it, ranked by recommendScore for this reader. The list is ranked
 * whole on each call and paged by position, so it holds at most CANDIDATES + NEAR_CANDIDATES posts.
 */

const CANDIDATES = 400;
const NEAR_CANDIDATES = 200;
/** Places within this distance of the reader's location bring their own newest posts in. */
const NEAR_RADIUS_KM = 50;

interface OffsetCursor {
  offset: number;
}
const isOffsetCursor = (v: unknown): v is OffsetCursor =>
  typeof v === 'object' && v !== null && Number.isInteger((v as OffsetCursor).offset) && (v as OffsetCursor).offset > 0;

/** The candidates in ranked order (exported for the ranking test on fixed data). */
export async function rankedCandidates(
  db: Queryable,
  reader: Reader & { location?: LatLng | undefined; now?: Date },
): Promise<PostRow[]> {
  const places = await placeDirectory(reader.locale);
  const location = reader.location;
  const visible = visibleTo(reader.viewerId);
  const nearSlugs = location
    ? [...places.values()].filter((p) => distanceKm(location, p) <= NEAR_RADIUS_KM).map((p) => p.slug)
    : [];
  const [popular, near, followed] = await Promise.all([
    selectPosts(db, visible).orderBy(desc(momentPosts.hot), desc(momentPosts.id)).limit(CANDIDATES),
    nearSlugs.length > 0
      ? selectPosts(db, and(visible, inArray(momentPosts.placeSlug, nearSlugs)))
          .orderBy(desc(momentPosts.createdAt))
          .limit(NEAR_CANDIDATES)
      : [],
    reader.viewerId
      ? db
          .select({ id: momentFollows.followeeId })
          .from(momentFollows)
          .where(eq(momentFollows.followerId, reader.viewerId))
      : [],
  ]);
  const followedIds = new Set(followed.map((f) => f.id));
  const unique = new Map([...popular, ...near].map((row) => [row.post.id, row]));
  const now = reader.now ?? new Date();
  const scored = [...unique.values()].map((row) => {
    const place = row.post.placeSlug ? places.get(row.post.placeSlug) : undefined;
    const score = recommendScore(
      {
        likes: row.post.likeCount,
        comments: row.post.commentCount,
        createdAt: row.post.createdAt,
        language: row.post.language,
        followed: followedIds.has(row.post.authorId),
        distanceKm: location && place ? distanceKm(location, place) : null,
      },
      { language: reader.locale, now },
    );
    return { row, score };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.row.post.createdAt.getTime() - a.row.post.createdAt.getTime() ||
      (a.row.post.id < b.row.post.id ? 1 : -1),
  );
  return scored.map((s) => s.row);
}

export async function recommendPage(
  db: Queryable,
  page: { cursor?: string | undefined; limit: number; lat?: number | undefined; lng?: number | undefined },
  reader: Reader,
): Promise<PostPage> {
  const offset = decodeCursor(page.cursor, isOffsetCursor, reader.locale)?.offset ?? 0;
  const location = page.lat !== undefined && page.lng !== undefined ? { lat: page.lat, lng: page.lng } : undefined;
  const ranked = await rankedCandidates(db, { ...reader, location });
  const rows = ranked.slice(offset, offset + page.limit);
  const end = offset + rows.length;
  return {
    items: await toPosts(db, rows, reader),
    nextCursor: end < ranked.length ? encodeCursor({ offset: end }) : null,
  };
}
