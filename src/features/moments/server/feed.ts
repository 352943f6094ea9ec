import { and, desc, eq, gt, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PostPage } from '../contract.ts';
import type { Queryable } from '#server/db/client.ts';
import { keptStatement, limitInText } from '#server/db/prepared.ts';
import { momentFollows, momentPosts, users } from '#server/db/schema/index.ts';
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
const byFollowed = (viewerId: Placeholder): SQL =>
  or(
    eq(momentPosts.authorId, viewerId),
    sql`${momentPosts.authorId} in (select ${momentFollows.followeeId} from ${momentFollows} where ${momentFollows.followerId} = ${viewerId})`,
  ) as SQL;

/*
 * Each part's statement is kept (`keptStatement`), one per part, signed in or not, with or without
 * a cursor, and page size; the reader, the period's start, the language and the cursor are bound
 * as placeholders.
 */
const viewer = sql.placeholder('viewer');
const since = sql.placeholder('since');

/**
 * Part 1, bounded by the follows rather than by the posts: each followed author's (and the
 * reader's own) newest `limit` posts after the cursor, merged newest first, and only then the
 * page's rows. A page costs one short read of the (author, created, id, status) index per followed
 * author, however many posts the others wrote, without visiting a post that is not on the page; the
 * end of the part is found without reading the whole period.
 */
function followedPosts(db: Queryable, limit: number, after: boolean) {
  return keptStatement(db, `moments.feed.followed:${after}:${limit}`, () => {
    const where = and(
      visibleTo(viewer),
      gt(momentPosts.createdAt, since),
      before(
        momentPosts.createdAt,
        momentPosts.id,
        after ? { at: sql.placeholder('at'), id: sql.placeholder('id') } : undefined,
      ),
    );
    // The authors: the followed and the reader.
    const authors = sql`unnest(array_append(array(${db
      .select({ id: momentFollows.followeeId })
      .from(momentFollows)
      .where(eq(momentFollows.followerId, viewer))}), ${viewer}::uuid)) as authors(id)`;
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
    return db
      .select(pageColumns(viewer))
      .from(page)
      .innerJoin(momentPosts, eq(momentPosts.id, page.id))
      .innerJoin(users, eq(users.id, momentPosts.authorId))
      .orderBy(desc(page.createdAt), desc(page.id));
  });
}

/**
 * Parts 2 and 3: popular posts in the reader's language or in the others, after the cursor, without
 * the recent posts of part 1's authors, with their media and the reader's likes and follows.
 */
function popularPosts(db: Queryable, phase: 'language' | 'other', signedIn: boolean, limit: number, after: boolean) {
  return keptStatement(db, `moments.feed.popular:${phase}:${signedIn}:${after}:${limit}`, () => {
    const reader = signedIn ? viewer : undefined;
    const locale = sql.placeholder('locale');
    const language = phase === 'language' ? eq(momentPosts.language, locale) : ne(momentPosts.language, locale);
    const recentFollowed = signedIn
      ? sql`not (${and(byFollowed(viewer), gt(momentPosts.createdAt, since))})`
      : undefined;
    const afterCursor = after
      ? sql`(${momentPosts.hot}, ${momentPosts.id}) < (${sql.placeholder('hot')}::float8, ${sql.placeholder('id')}::uuid)`
      : undefined;
    return db
      .select(pageColumns(reader))
      .from(momentPosts)
      .innerJoin(users, eq(users.id, momentPosts.authorId))
      .where(and(visibleTo(reader), language, recentFollowed, afterCursor))
      .orderBy(desc(momentPosts.hot), desc(momentPosts.id))
      .limit(limitInText(limit));
  });
}

export async function feedPage(
  db: Queryable,
  page: { cursor?: string | undefined; limit: number },
  reader: Reader,
): Promise<PostPage> {
  const viewerId = reader.viewerId;
  const periodStart = new Date(Date.now() - FOLLOWED_DAYS * 86_400_000);

  const read = (cursor: FeedCursor, limit: number): Promise<PageRow[]> => {
    if (cursor.phase === 'followed') {
      // Signed out (a cursor kept from a signed-in visit), nobody is followed.
      if (!viewerId) return Promise.resolve([]);
      const after = cursor.at !== undefined && cursor.id !== undefined;
      return followedPosts(db, limit, after).execute({
        viewer: viewerId,
        since: periodStart,
        at: cursor.at,
        id: cursor.id,
      });
    }
    const after = cursor.hot !== undefined && cursor.id !== undefined;
    return popularPosts(db, cursor.phase, viewerId !== undefined, limit, after).execute({
      viewer: viewerId,
      since: periodStart,
      locale: reader.locale,
      hot: cursor.hot,
      id: cursor.id,
    });
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
