import { and, desc, eq, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PostPage } from '../../lib/api/contract/moments.ts';
import type { Queryable } from '../db/client.ts';
import { limitInText, runPrepared } from '../db/prepared.ts';
import { momentFollows, momentPosts, users } from '../db/schema/index.ts';
import { before, decodeCursor, encodeCursor, isIsoTime, isUuid } from './cursor.ts';
import { pageColumns, toPosts, type PageRow, type Reader } from './views.ts';
import { visibleTo } from './visibility.ts';

/*
 * The feed (decision 0049), in three parts read one after the other, each by an index:
 * 1. `followed`: posts of the people the reader follows (and the reader's own) from the last
 *    FOLLOWED_DAYS, newest first;
 * 2. `language`: popular posts in the reader's language (the stored `hot` order), without those
 *    already shown in part 1;
 * 3. `other`: popular posts in the other languages, so the feed only ends when the posts do.
 * Signed out, or following nobody, the feed starts at part 2. The cursor names the part and the
 * last item's sort key.
 */

/** How far back the followed part reaches: older posts of followed people appear by popularity. */
export const FOLLOWED_DAYS = 30;

const PHASES = ['followed', 'language', 'other'] as const;
type Phase = (typeof PHASES)[number];

interface FeedCursor {
  phase: Phase;
  /** The last item's key: its time (followed) or its `hot` (popular parts). */
  at?: string;
  hot?: number;
  id?: string;
}

const isFeedCursor = (v: unknown): v is FeedCursor => {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as FeedCursor;
  if (!PHASES.includes(c.phase)) return false;
  // A part's start: the previous page ended exactly where a part did.
  if (c.id === undefined) return c.at === undefined && c.hot === undefined;
  if (!isUuid(c.id)) return false;
  return c.phase === 'followed' ? isIsoTime(c.at) : typeof c.hot === 'number' && Number.isFinite(c.hot);
};

/** The reader's own and followed people's posts: part 1's authors. */
const byFollowed = (viewerId: string): SQL =>
  or(
    eq(momentPosts.authorId, viewerId),
    sql`${momentPosts.authorId} in (select ${momentFollows.followeeId} from ${momentFollows} where ${momentFollows.followerId} = ${viewerId})`,
  ) as SQL;

/**
 * Part 1, bounded by the follows rather than by the posts: each followed author's (and the
 * reader's own) newest `limit` posts matching `where`, merged newest first, and only then the
 * page's rows. A page costs one short read of the (author, created, id, status) index per followed
 * author, however many posts the others wrote, without visiting a post that is not on the page; the
 * end of the part is found without reading the whole period.
 */
function followedPosts(db: Queryable, viewerId: string, where: SQL | undefined, limit: number): Promise<PageRow[]> {
  // The authors: the followed and the reader.
  const authors = sql`unnest(array_append(array(${db
    .select({ id: momentFollows.followeeId })
    .from(momentFollows)
    .where(eq(momentFollows.followerId, viewerId))}), ${viewerId}::uuid)) as authors(id)`;
  const newest = db
    .select({ id: momentPosts.id, createdAt: momentPosts.createdAt })
    .from(momentPosts)
    .where(and(sql`${momentPosts.authorId} = authors.id`, where))
    .orderBy(desc(momentPosts.createdAt), desc(momentPosts.id))
    .limit(limitInText(limit))
    .as('newest');
  const page = db
    .select({ id: newest.id, createdAt: newest.createdAt })
    .from(authors)
    .crossJoinLateral(newest)
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(limitInText(limit))
    .as('page');
  return runPrepared(
    db
      .select(pageColumns(viewerId))
      .from(page)
      .innerJoin(momentPosts, eq(momentPosts.id, page.id))
      .innerJoin(users, eq(users.id, momentPosts.authorId))
      .orderBy(desc(page.createdAt), desc(page.id)),
  );
}

export async function feedPage(
  db: Queryable,
  page: { cursor?: string | undefined; limit: number },
  reader: Reader,
): Promise<PostPage> {
  const viewerId = reader.viewerId;
  const since = new Date(Date.now() - FOLLOWED_DAYS * 86_400_000);
  const recentFollowed = viewerId ? and(byFollowed(viewerId), gt(momentPosts.createdAt, since)) : undefined;

  const read = (cursor: FeedCursor, limit: number): Promise<PageRow[]> => {
    const visible = visibleTo(viewerId);
    if (cursor.phase === 'followed') {
      // Signed out (a cursor kept from a signed-in visit), nobody is followed.
      if (!viewerId) return Promise.resolve([]);
      const after = cursor.at && cursor.id ? { at: cursor.at, id: cursor.id } : undefined;
      return followedPosts(
        db,
        viewerId,
        and(visible, gt(momentPosts.createdAt, since), before(momentPosts.createdAt, momentPosts.id, after)),
        limit,
      );
    }
    const language =
      cursor.phase === 'language' ? eq(momentPosts.language, reader.locale) : ne(momentPosts.language, reader.locale);
    const after =
      cursor.hot !== undefined && cursor.id
        ? sql`(${momentPosts.hot}, ${momentPosts.id}) < (${cursor.hot}::float8, ${cursor.id}::uuid)`
        : undefined;
    // The page with its media and the reader's likes and follows, in one prepared statement.
    return runPrepared(
      db
        .select(pageColumns(viewerId))
        .from(momentPosts)
        .innerJoin(users, eq(users.id, momentPosts.authorId))
        .where(and(visible, language, recentFollowed ? sql`not (${recentFollowed})` : undefined, after))
        .orderBy(desc(momentPosts.hot), desc(momentPosts.id))
        .limit(limitInText(limit)),
    );
  };

  let cursor: FeedCursor | undefined = decodeCursor(page.cursor, isFeedCursor, reader.locale) ?? {
    phase: viewerId ? 'followed' : 'language',
  };
  const rows: PageRow[] = [];
  while (cursor) {
    const want = page.limit - rows.length;
    const found = await read(cursor, want + 1);
    rows.push(...found.slice(0, want));
    if (found.length > want) {
      const last = found[want - 1];
      if (!last) break;
      const key: Record<string, string | number> =
        cursor.phase === 'followed' ? { at: last.post.createdAt.toISOString() } : { hot: last.post.hot };
      return {
        items: await toPosts(db, rows, reader),
        nextCursor: encodeCursor({ phase: cursor.phase, ...key, id: last.post.id }),
      };
    }
    const next: Phase | undefined = PHASES[PHASES.indexOf(cursor.phase) + 1];
    cursor = next ? { phase: next } : undefined;
    // A page that ends exactly at a part's end continues with the next part on the next call.
    if (rows.length === page.limit && cursor) {
      return { items: await toPosts(db, rows, reader), nextCursor: encodeCursor({ phase: cursor.phase }) };
    }
  }
  return { items: await toPosts(db, rows, reader), nextCursor: null };
}
