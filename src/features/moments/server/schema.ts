import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, at } from '#server/db/schema/columns.ts';
import { users } from '#server/db/schema/accounts.ts';

/**
 * Creation time to the millisecond: lists page by (created_at, id), and a cursor carries the time
 * as JavaScript holds it, so the column must not be finer than that.
 */
const createdAtMs = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();

/*
 * Moments (decision 0048): posts of 1–10 photos or one reel video, their media, tags, and the
 * social graph around them (follows, blocks, hides; reports are moderation's). Likes and comments are the
 * engagement area's, with target kind `post` and the post id as slug; each post keeps their
 * counts so ranking reads one row.
 */

/**
 * A moment: a photo post or a reel. `status` follows its video while a reel is transcoded;
 * `hidden` is a moderator's (decision 0089), shown to nobody, its author included.
 */
export const momentPosts = pgTable(
  'moment_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'reel'] }).notNull(),
    status: text('status', { enum: ['processing', 'ready', 'failed', 'hidden'] })
      .notNull()
      .default('ready'),
    /** Plain text as typed (control characters removed); shown as text, never as HTML. */
    text: text('text').notNull().default(''),
    language: text('language').notNull(),
    /** A place of the catalogue (content/places), checked when the post is written. */
    placeSlug: text('place_slug'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Text, tags and place names, normalized as the site search's keys (normalizeText). */
    searchKey: text('search_key').notNull().default(''),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * Popularity with its age built in (decision 0049): log10 of the engagement plus the creation
     * time in decay periods. It only changes with the counts, so the popular feed reads an index.
     */
    hot: doublePrecision('hot').notNull().default(0),
    /** Demo content of a fresh install (the seed), left out when MOMENTS_DEMO is off. */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAtMs(),
  },
  (t) => [
    check('moment_posts_counts', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0`),
    // Profiles and the followed part of the feed: one author's posts, newest first. The status
    // (after the unique id, so it never changes the order) lets the feed tell which posts a reader
    // may see from the index alone, and visit only the rows of its page (decision 0055).
    index('moment_posts_author_idx').on(t.authorId, t.createdAt, t.id, t.status),
    // The feed's newest-first reads and its keyset cursor.
    index('moment_posts_created_idx').on(t.createdAt, t.id),
    // Popular posts in the reader's language, then in every language; their keyset cursor.
    index('moment_posts_language_hot_idx').on(t.language, t.hot, t.id),
    index('moment_posts_hot_idx').on(t.hot, t.id),
    index('moment_posts_place_idx').on(t.placeSlug, t.createdAt),
    index('moment_posts_search_trgm').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export interface MomentImageVariant {
  width: number;
  height: number;
  key: string;
}

/**
 * One picture or video: an upload of its owner, then part of a post (`post_id`, `position`). Every
 * file it owns is listed in `files`, so deleting the post (or an upload never used) removes them.
 */
export const momentMedia = pgTable(
  'moment_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => momentPosts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('ready'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    /** An image's WebP widths, narrowest first. */
    variants: jsonb('variants').$type<MomentImageVariant[]>().notNull().default([]),
    /** A video's poster image and HLS master playlist, once transcoded. */
    posterKey: text('poster_key'),
    hlsKey: text('hls_key'),
    /** Every storage key this media owns (variants, original video, playlists, segments, poster). */
    files: text('files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Why a video could not be transcoded: a message key of the api namespace. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moment_media_post_idx').on(t.postId, t.position),
    index('moment_media_unused_idx')
      .on(t.ownerId, t.createdAt)
      .where(sql`${t.postId} is null`),
  ],
);

/**
 * Every tag in use and how many posts carry it (the posts keep their own tags in `tags`): search
 * suggests tags with their counts from this small table instead of counting posts per query.
 */
export const momentTags = pgTable(
  'moment_tags',
  {
    tag: text('tag').primaryKey(),
    /** The tag as search compares it (normalizeText): "phố-cổ" is found by "pho co". */
    tagKey: text('tag_key').notNull(),
    posts: integer('posts').notNull().default(0),
  },
  (t) => [
    index('moment_tags_key_trgm').using('gin', sql`${t.tagKey} gin_trgm_ops`),
    check('moment_tags_posts', sql`${t.posts} >= 0`),
  ],
);

/**
 * How many posts name each place (a reel still processing counts too), kept by triggers on
 * `moment_posts` (migration 0016): every way a post comes or goes, a user's cascade included,
 * moves the count, so search reads a place's count by key instead of counting its posts.
 */
export const momentPlaceCounts = pgTable(
  'moment_place_counts',
  {
    placeSlug: text('place_slug').primaryKey(),
    posts: integer('posts').notNull().default(0),
  },
  (t) => [check('moment_place_counts_posts', sql`${t.posts} >= 0`)],
);

/** Who follows whom. */
export const momentFollows = pgTable(
  'moment_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtMs(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('moment_follows_followee_idx').on(t.followeeId, t.createdAt),
    check('moment_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** A block: the blocked person's posts and comments disappear for the blocker. */
export const momentBlocks = pgTable(
  'moment_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('moment_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A post someone chose not to see again. */
export const momentHides = pgTable(
  'moment_hides',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => momentPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/** What moments adds to an account: a short bio, and whether it is a demo author of the seed. */
export const momentProfiles = pgTable('moment_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  demo: boolean('demo').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A reader's collection of saved posts (decision 0082), private to its owner: nobody else reads
 * it, nor how many saved a post. The name as typed; '' is the default collection ("Saved").
 */
export const momentCollections = pgTable(
  'moment_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAtMs(),
  },
  (t) => [uniqueIndex('moment_collections_owner_name_key').on(t.ownerId, t.name)],
);

/** A post in a collection; it goes with the post (and with the collection). */
export const momentSaves = pgTable(
  'moment_saves',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => momentCollections.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => momentPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAtMs(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.postId] }),
    // A collection's posts, last saved first, and their keyset cursor.
    index('moment_saves_collection_idx').on(t.collectionId, t.createdAt, t.postId),
    // A deleted post's saves, found without reading every collection.
    index('moment_saves_post_idx').on(t.postId),
  ],
);
