import { and, eq, sql } from 'drizzle-orm';
import { getDatabase, type Queryable } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { CONTENT_TARGET_KINDS, type ContentTargetKind } from '../../lib/api/contract/engagement.ts';
import { blockedBy } from '../moments/visibility.ts';

/**
 * Says whether a target of one kind exists. Content entries are one kind of target; moment posts,
 * itineraries or hotels register their own resolver (reading their own table), and likes,
 * comments and reviews then work on them without any change to the engagement area.
 */
export interface TargetResolver {
  /**
   * Whether the target exists for this reader (signed out: `undefined`). One they may not read (a
   * reel still processing, a post they hid) does not: engaging with it would confirm its id and
   * reach its author.
   */
  exists: (slug: string, viewerId: string | undefined) => Promise<boolean>;
  /**
   * Keeps counts the kind stores itself in step (a moment post's like and comment counts, which
   * its ranking reads), inside the writer's transaction: a like is stored with its count or not at all.
   */
  counted?: (tx: Queryable, slug: string, change: EngagementChange) => Promise<void>;
  /**
   * Whose target it is and where it is read, for kinds that have an author (a comment, a moment
   * post): that person is notified of replies and likes. Content entries have none. Reads through
   * `db`, the caller's transaction (PGlite has one connection: a read beside it would wait forever).
   */
  owner?: (slug: string, db: Queryable) => Promise<TargetOwner | undefined>;
}

export interface TargetOwner {
  userId: string;
  /** The page that shows the target, without the locale prefix. */
  link: string;
}

/** How a target's likes or comments changed: +1 or -1. */
export interface EngagementChange {
  likes?: number;
  comments?: number;
}

/**
 * A content entry, from the content layer the server was built with (the Vietnamese entry: every
 * entry exists in all three languages). A collection that does not exist yet has no entries.
 */
const contentResolver = (kind: ContentTargetKind): TargetResolver => ({
  exists: async (slug) => {
    const { getEntry } = await import('astro:content');
    try {
      return Boolean(await getEntry(kind as 'places', `vi/${slug}`));
    } catch {
      return false;
    }
  },
});

/**
 * A comment is a target too: a comment on a comment is a reply, and a like on it reaches its
 * writer. The slug is the comment's id. It exists for a reader who sees it in the list: its writer
 * is not someone they blocked, and what it comments on exists for them.
 */
const commentResolver: TargetResolver = {
  exists: async (slug, viewerId) => {
    const comment = await commentById(await getDatabase(), slug, viewerId);
    return comment !== undefined && targetExists(comment.targetKind, comment.targetSlug, viewerId);
  },
  owner: async (slug, db) => {
    const comment = await commentById(db, slug);
    return comment && { userId: comment.userId, link: `/${comment.targetKind}/${comment.targetSlug}/` };
  },
};

/** The comment with this id; with a reader, only if its writer is not someone they blocked. */
async function commentById(db: Queryable, id: string, viewerId?: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), viewerId ? sql`not ${blockedBy(viewerId, comments.userId)}` : undefined));
  return row;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const resolvers = new Map<string, TargetResolver>([
  ...CONTENT_TARGET_KINDS.map((kind) => [kind, contentResolver(kind)] as const),
  ['comments', commentResolver],
]);

/** Makes `kind` a target of likes, comments and reviews (an area calls this when it loads). */
export function registerTargetKind(kind: string, resolver: TargetResolver): void {
  resolvers.set(kind, resolver);
}

/** Whether the target exists for this reader; a kind nobody registered has no targets. */
export async function targetExists(kind: string, slug: string, viewerId: string | undefined): Promise<boolean> {
  return (await resolvers.get(kind)?.exists(slug, viewerId)) ?? false;
}

/** Tells the target's kind that its likes or comments changed (kinds without counts ignore it). */
export async function countChange(tx: Queryable, kind: string, slug: string, change: EngagementChange): Promise<void> {
  await resolvers.get(kind)?.counted?.(tx, slug, change);
}

/** The target's author, when its kind has one. */
export async function targetOwner(db: Queryable, kind: string, slug: string): Promise<TargetOwner | undefined> {
  return resolvers.get(kind)?.owner?.(slug, db);
}

export const isTargetKind = (kind: string): boolean => resolvers.has(kind);
