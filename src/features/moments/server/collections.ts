import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MOMENT_LIMITS, type Collection, type PostPage } from '../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { momentCollections, momentPosts, momentSaves, users } from '#server/db/schema/index.ts';
import { before, decodeCursor, encodeCursor, isTimeCursor } from './cursor.ts';
import { fieldError } from './errors.ts';
import { postColumns, toPosts, type Reader } from './views.ts';
import { visibleTo } from './visibility.ts';

/*
 * Saved collections (decision 0082): a reader saves a post or a reel into a named collection, or
 * into the default one ("Saved", stored with the name ''). A collection is its owner's alone: every
 * call reads the caller's own, another person's is NOT_FOUND, and no answer anywhere says how many
 * saved a post. A save goes with its post (the foreign key); a post that the owner may no longer
 * see (its author blocked either way, the post hidden) is left out of lists and counts, and comes
 * back if that changes.
 */

const DEFAULT_NAME = '';

/** A post the saver can see (blocks both ways and hides included), or NOT_FOUND. */
async function requireVisible(db: Queryable, postId: string, viewerId: string): Promise<void> {
  const [row] = await db
    .select({ id: momentPosts.id })
    .from(momentPosts)
    .where(and(eq(momentPosts.id, postId), visibleTo(viewerId)));
  if (!row) throw new ApiError('NOT_FOUND');
}

/** The caller's collection of that name, made if it is new (within the per-person cap). */
async function collectionNamed(db: Queryable, ownerId: string, name: string, locale: Locale): Promise<string> {
  const named = and(eq(momentCollections.ownerId, ownerId), eq(momentCollections.name, name));
  const [found] = await db.select({ id: momentCollections.id }).from(momentCollections).where(named);
  if (found) return found.id;
  const [kept] = await db.select({ n: count() }).from(momentCollections).where(eq(momentCollections.ownerId, ownerId));
  if ((kept?.n ?? 0) >= MOMENT_LIMITS.collections)
    throw fieldError(locale, 'data.collection', 'collections', { max: MOMENT_LIMITS.collections });
  const [made] = await db
    .insert(momentCollections)
    .values({ ownerId, name })
    .onConflictDoNothing()
    .returning({ id: momentCollections.id });
  if (made) return made.id;
  // Made by a concurrent save of the same name.
  const [raced] = await db.select({ id: momentCollections.id }).from(momentCollections).where(named);
  if (!raced) throw new ApiError('CONFLICT');
  return raced.id;
}

/** Saves a post into one of the caller's collections (the default without a name); saving twice keeps one. */
export async function savePost(
  db: Queryable,
  ownerId: string,
  save: { postId: string; collection?: string | undefined },
  locale: Locale,
): Promise<void> {
  await requireVisible(db, save.postId, ownerId);
  const collectionId = await collectionNamed(db, ownerId, save.collection ?? DEFAULT_NAME, locale);
  await db.insert(momentSaves).values({ collectionId, postId: save.postId }).onConflictDoNothing();
}

/** Takes a post out of one of the caller's collections, or out of all of them. */
export async function unsavePost(
  db: Queryable,
  ownerId: string,
  unsave: { postId: string; collectionId?: string | undefined },
): Promise<void> {
  const own = db
    .select({ id: momentCollections.id })
    .from(momentCollections)
    .where(
      and(
        eq(momentCollections.ownerId, ownerId),
        unsave.collectionId ? eq(momentCollections.id, unsave.collectionId) : undefined,
      ),
    );
  await db
    .delete(momentSaves)
    .where(and(eq(momentSaves.postId, unsave.postId), inArray(momentSaves.collectionId, own)));
}

/**
 * The caller's collections, the default first, then as they were made, each with the number of its
 * posts the caller can see, and (with `postId`) whether it holds that post.
 */
export async function collectionsOf(
  db: Queryable,
  ownerId: string,
  postId: string | undefined,
  locale: Locale,
): Promise<Collection[]> {
  const visible = db
    .select({ n: count() })
    .from(momentSaves)
    .innerJoin(momentPosts, eq(momentPosts.id, momentSaves.postId))
    .where(and(eq(momentSaves.collectionId, momentCollections.id), visibleTo(ownerId)));
  const rows = await db
    .select({
      id: momentCollections.id,
      name: momentCollections.name,
      posts: sql<number>`(${visible})`.mapWith(Number),
      holds: postId
        ? sql<boolean>`exists (select 1 from ${momentSaves} s where s.collection_id = ${momentCollections.id} and s.post_id = ${postId})`
        : sql<boolean>`false`,
    })
    .from(momentCollections)
    .where(eq(momentCollections.ownerId, ownerId))
    .orderBy(sql`${momentCollections.name} <> ${DEFAULT_NAME}`, asc(momentCollections.createdAt));
  const t = getTranslator(locale);
  return rows.map((row) => ({
    ...row,
    name: row.name === DEFAULT_NAME ? t('moments:saved.defaultName') : row.name,
    default: row.name === DEFAULT_NAME,
  }));
}

/** The posts of one of the caller's collections they can see, last saved first; NOT_FOUND for anyone else's. */
export async function collectionPosts(
  db: Queryable,
  collectionId: string,
  page: { cursor?: string | undefined; limit: number },
  reader: Reader & { viewerId: string },
): Promise<PostPage> {
  const [owned] = await db
    .select({ id: momentCollections.id })
    .from(momentCollections)
    .where(and(eq(momentCollections.id, collectionId), eq(momentCollections.ownerId, reader.viewerId)));
  if (!owned) throw new ApiError('NOT_FOUND');
  const cursor = decodeCursor(page.cursor, isTimeCursor, reader.locale);
  const rows = await db
    .select({ ...postColumns, savedAt: momentSaves.createdAt })
    .from(momentSaves)
    .innerJoin(momentPosts, eq(momentPosts.id, momentSaves.postId))
    .innerJoin(users, eq(users.id, momentPosts.authorId))
    .where(
      and(
        eq(momentSaves.collectionId, collectionId),
        visibleTo(reader.viewerId),
        before(momentSaves.createdAt, momentSaves.postId, cursor),
      ),
    )
    .orderBy(desc(momentSaves.createdAt), desc(momentSaves.postId))
    .limit(page.limit + 1);
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return {
    items: await toPosts(db, rows.slice(0, page.limit), reader),
    nextCursor: last ? encodeCursor({ at: last.savedAt.toISOString(), id: last.post.id }) : null,
  };
}
