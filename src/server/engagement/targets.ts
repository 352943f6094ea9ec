import { CONTENT_TARGET_KINDS, type ContentTargetKind } from '../../lib/api/contract/engagement.ts';
import type { Queryable } from '../db/client.ts';

/**
 * Says whether a target of one kind exists. Content entries are one kind of target; moment posts,
 * itineraries or hotels register their own resolver (reading their own table), and likes,
 * comments and reviews then work on them without any change to the engagement area.
 */
export interface TargetResolver {
  exists: (slug: string) => Promise<boolean>;
  /**
   * Keeps counts the kind stores itself in step (a moment post's like and comment counts, which
   * its ranking reads), inside the writer's transaction: a like is stored with its count or not at all.
   */
  counted?: (tx: Queryable, slug: string, change: EngagementChange) => Promise<void>;
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

const resolvers = new Map<string, TargetResolver>(CONTENT_TARGET_KINDS.map((kind) => [kind, contentResolver(kind)]));

/** Makes `kind` a target of likes, comments and reviews (an area calls this when it loads). */
export function registerTargetKind(kind: string, resolver: TargetResolver): void {
  resolvers.set(kind, resolver);
}

/** Whether the target exists; a kind nobody registered has no targets. */
export async function targetExists(kind: string, slug: string): Promise<boolean> {
  return (await resolvers.get(kind)?.exists(slug)) ?? false;
}

/** Tells the target's kind that its likes or comments changed (kinds without counts ignore it). */
export async function countChange(tx: Queryable, kind: string, slug: string, change: EngagementChange): Promise<void> {
  await resolvers.get(kind)?.counted?.(tx, slug, change);
}

export const isTargetKind = (kind: string): boolean => resolvers.has(kind);
