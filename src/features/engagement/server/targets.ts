import type { Queryable } from '#server/db/client.ts';
import { CONTENT_TARGET_KINDS, type ContentTargetKind } from '../contract.ts';

/**
 * Says whether a target of one kind exists. Content entries are one kind of target; moment posts,
 * itineraries or hotels bring their own resolver (reading their own table), and likes,
 * comments and reviews then work on them without any change to the engagement area.
 */
export interface TargetResolver {
  /**
   * Whether the target exists for this reader (signed out: `undefined`). One they may not read (a
   * reel still processing, a post they hid, one by someone blocked either way with them) does not:
   * engaging with it would confirm its id and reach its author.
   */
  exists: (slug: string, viewerId: string | undefined) => Promise<boolean>;
  /**
   * Keeps counts the kind stores itself in step (a moment post's like and comment counts, which
   * its ranking reads), inside the writer's transaction: a like is stored with its count or not at all.
   */
  counted?: (tx: Queryable, slug: string, change: EngagementChange) => Promise<void>;
  /**
   * Whose target it is and where it is read, for kinds that have an author (a comment, a moment
   * post): that person is notified of replies and likes, and a block between them and a writer
   * hides that writer's rows on it (shown.ts). Content entries have none. Reads through `db`, the
   * caller's transaction (PGlite has one connection: a read beside it would wait forever).
   */
  owner?: (slug: string, db: Queryable) => Promise<TargetOwner | undefined>;
  /**
   * Refuses a review this person may not write, by throwing the kind's own ApiError (a hotel is
   * reviewed only by a guest whose stay is over). Kinds without it take anyone's review. Reads
   * through `db`, the writer's transaction.
   */
  checkReviewer?: (db: Queryable, slug: string, userId: string) => Promise<void>;
}

export interface TargetOwner {
  userId: string;
  /** The page that shows the target, without the locale prefix. */
  link: string;
  /** What the target itself is on, when it is engagement too: a comment's post or comment. */
  within?: Target;
}

export interface Target {
  kind: string;
  slug: string;
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

const resolvers = new Map<string, TargetResolver>(
  CONTENT_TARGET_KINDS.map((kind) => [kind, contentResolver(kind)] as const),
);

/**
 * Makes `kind` a target of likes, comments and reviews: the composition root
 * (src/server/app/compose.ts) calls it for every area's kind.
 */
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

/** Throws when the target's kind refuses this person's review; passes for kinds that take anyone's. */
export async function checkReviewer(db: Queryable, kind: string, slug: string, userId: string): Promise<void> {
  await resolvers.get(kind)?.checkReviewer?.(db, slug, userId);
}

/** The target's author, when its kind has one. */
export async function targetOwner(db: Queryable, kind: string, slug: string): Promise<TargetOwner | undefined> {
  return resolvers.get(kind)?.owner?.(slug, db);
}

/** Replies nest a few levels deep; the walk up stops here whatever the rows say. */
const MAX_DEPTH = 16;

/**
 * Everyone a row on this target sits under: the target's owner, then the owner of what the target
 * is on, and so on (a reply to a comment on a moment post: the comment's writer, then the post's
 * author). A block between one of them and a row's writer hides the row (shown.ts).
 */
export async function targetHosts(db: Queryable, kind: string, slug: string): Promise<string[]> {
  const hosts = new Set<string>();
  let at: Target | undefined = { kind, slug };
  for (let depth = 0; at && depth < MAX_DEPTH; depth += 1) {
    const owner: TargetOwner | undefined = await targetOwner(db, at.kind, at.slug);
    if (owner) hosts.add(owner.userId);
    at = owner?.within;
  }
  return [...hosts];
}

export const isTargetKind = (kind: string): boolean => resolvers.has(kind);
