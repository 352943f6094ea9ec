import { translationSchema } from '#features/translation/contract.ts';
import { z } from 'astro/zod';
import { LOCALES } from '#lib/i18n/locales.ts';
import { defineCall } from '#lib/api/contract/call.ts';
import { authorSchema } from '#lib/api/contract/common.ts';
import { REPORTED_POST_KINDS, reportNote, reportReason } from '#features/moderation/contract.ts';

/*
 * The moments area's calls (issue 13, decision 0048): posts of photos or one reel, a feed, search,
 * recommendations, follows, blocks and profiles, all under /apiCore/v1/moments/…. Lists page by an
 * opaque cursor: a call answers `nextCursor` (null at the end) and the next call sends it back.
 * Likes and comments on posts go through the engagement calls with the target kind `post` and the
 * post's id as slug.
 */

/** Limits a post keeps: the islands check them before sending, the server again. */
export const MOMENT_LIMITS = {
  textMax: 2000,
  tags: 10,
  tagMax: 40,
  /** A photo post holds 1 to 10 images; a reel holds exactly one video. */
  imagesMax: 10,
  /** The largest image upload, in bytes. */
  imageMaxBytes: 20 * 1024 * 1024,
  searchMax: 100,
  bioMax: 300,
  pageSizeMax: 50,
  /** A collection's name, and how many collections one person keeps. */
  collectionNameMax: 60,
  collections: 100,
} as const;

/** The engagement target kind of a moment post (photo post or reel); the slug is the post's id. */
export const POST_TARGET_KIND = 'post';

/** Every kind is one a reader can report (moderation's REPORTED_POST_KINDS): a new one goes there too. */
export const POST_KINDS = ['photo', 'reel'] as const satisfies typeof REPORTED_POST_KINDS;
export type PostKind = (typeof POST_KINDS)[number];

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** An image is ready once stored; a video is `processing` until its transcoding job ends. */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** Image uploads accepted, recognised by their content; HEIC only where the image decoder reads it. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
/** The widths, in pixels, every image is stored at as WebP (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 1080, 1600] as const;

/** Text as typed, minus control characters other than line breaks; shown as text, never as HTML. */
const cleanText = (text: string) => text.replace(/[^\P{Cc}\n\t]/gu, '').trim();

/** A tag as stored: lower case, without its leading #, words joined by hyphens. */
export const normalizeTag = (tag: string) =>
  cleanText(tag)
    .replace(/^#+/, '')
    .toLocaleLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

export const tagSchema = z
  .string()
  .max(MOMENT_LIMITS.tagMax * 4, { message: 'field.moments.tag' })
  .transform(normalizeTag)
  .pipe(
    z.string().min(1, { message: 'field.moments.tag' }).max(MOMENT_LIMITS.tagMax, { message: 'field.moments.tag' }),
  );

const slug = (message: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message })
    .max(120, { message });

/** Which page of a list: the previous answer's `nextCursor`, and how many items at most. */
export const cursorQuery = {
  cursor: z.string().max(200, { message: 'field.moments.cursor' }).optional(),
  limit: z.coerce.number().int().min(1).max(MOMENT_LIMITS.pageSizeMax).default(20),
};

/** A visitor's location (the visitor's location store), for distance in the ranking. */
export const locationInput = {
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
};

// ---- Inputs ----------------------------------------------------------------------------------

export const postCreateInput = z.object({
  text: z
    .string()
    .max(MOMENT_LIMITS.textMax * 4, { message: 'field.moments.text' })
    .transform(cleanText)
    .pipe(z.string().max(MOMENT_LIMITS.textMax, { message: 'field.moments.text' }))
    .default(''),
  tags: z.array(tagSchema).max(MOMENT_LIMITS.tags, { message: 'field.moments.tags' }).default([]),
  placeSlug: slug('field.moments.place').optional(),
  /** Uploads of the caller not yet in a post, in the order shown: 1–10 images, or one video (a reel). */
  uploadIds: z
    .array(z.uuid({ message: 'field.moments.upload' }))
    .max(MOMENT_LIMITS.imagesMax, { message: 'field.moments.uploads' })
    .default([]),
  /** The language the text is written in; the request's language when left out. */
  language: z.enum(['vi', 'en', 'zh']).optional(),
});
export type PostCreateInput = z.input<typeof postCreateInput>;

export const postByIdInput = z.object({ id: z.uuid({ message: 'field.moments.post' }) });
export const postReportInput = z.object({
  id: z.uuid({ message: 'field.moments.post' }),
  reason: reportReason,
  note: reportNote.default(''),
});

export const feedInput = z.object({ ...cursorQuery });
export const recommendInput = z.object({ ...cursorQuery, ...locationInput });
export const searchInput = z.object({
  q: z
    .string()
    .max(MOMENT_LIMITS.searchMax * 4, { message: 'field.moments.q' })
    .transform(cleanText)
    .pipe(
      z.string().min(1, { message: 'field.moments.q' }).max(MOMENT_LIMITS.searchMax, { message: 'field.moments.q' }),
    ),
  limit: z.coerce.number().int().min(1).max(MOMENT_LIMITS.pageSizeMax).default(20),
});
export const userByIdInput = z.object({ userId: z.uuid({ message: 'field.moments.user' }) });
export const userProfileInput = z.object({ id: z.uuid({ message: 'field.moments.user' }), ...cursorQuery });
export const userListInput = z.object({ userId: z.uuid({ message: 'field.moments.user' }), ...cursorQuery });
export const uploadByIdInput = z.object({ id: z.uuid({ message: 'field.moments.upload' }) });
export const bioUpdateInput = z.object({
  bio: z
    .string()
    .max(MOMENT_LIMITS.bioMax * 4, { message: 'field.moments.bio' })
    .transform(cleanText)
    .pipe(z.string().max(MOMENT_LIMITS.bioMax, { message: 'field.moments.bio' })),
});

/** A collection's name as typed; none (or empty) is the default collection, "Saved". */
const collectionName = z
  .string()
  .max(MOMENT_LIMITS.collectionNameMax * 4, { message: 'field.moments.collection' })
  .transform(cleanText)
  .pipe(z.string().max(MOMENT_LIMITS.collectionNameMax, { message: 'field.moments.collection' }));
const collectionId = z.uuid({ message: 'field.moments.collection' });
export const saveInput = z.object({
  postId: z.uuid({ message: 'field.moments.post' }),
  collection: collectionName.optional(),
});
/** Without `collectionId`, the post leaves every collection of the caller. */
export const unsaveInput = z.object({
  postId: z.uuid({ message: 'field.moments.post' }),
  collectionId: collectionId.optional(),
});
/** With `postId`, each collection says whether it holds that post. */
export const collectionsInput = z.object({ postId: z.uuid({ message: 'field.moments.post' }).optional() });
export const collectionPostsInput = z.object({ collectionId, ...cursorQuery });

// ---- Answers ---------------------------------------------------------------------------------

/** One stored width of an image. */
export const imageVariantSchema = z.object({ width: z.number().int(), height: z.number().int(), url: z.string() });

/**
 * One picture or video of a post, or an upload not yet in a post. Images carry their WebP widths;
 * a video carries its poster and HLS playlist once transcoded, and while `processing` is shown to
 * its author only. `error` is the localized reason a video failed (author only).
 */
export const mediaSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  status: z.enum(MEDIA_STATUSES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Narrowest first; empty for a video. */
  variants: z.array(imageVariantSchema),
  /** The image's or poster's default picture (about 1080 px wide), null until there is one. */
  src: z.string().nullable(),
  posterUrl: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type Media = z.infer<typeof mediaSchema>;

/** A place of the catalogue, named in the reader's language. */
export const postPlaceSchema = z.object({ slug: z.string(), name: z.string(), url: z.string() });
export type PostPlace = z.infer<typeof postPlaceSchema>;

/**
 * What a post's answer takes from its row as it is (views.ts copies these, issue 37): a field stored
 * with the post and added here is read, answered, typed and documented without another edit, and
 * its card (card.ts) carries it too.
 */
export const storedPostFields = z.object({
  id: z.string(),
  kind: z.enum(POST_KINDS),
  text: z.string(),
  tags: z.array(z.string()),
  /** The text's language, detected when it was written (decision 0093). */
  language: z.string(),
  /** Demo content of a fresh install (decision 0048), labelled as such. */
  demo: z.boolean(),
});

export const postSchema = storedPostFields.extend({
  /** `processing` while a reel's video is transcoded (author only), `failed` if it could not be. */
  status: z.enum(MEDIA_STATUSES),
  /** The text in the reader's language, where a machine translation of it is stored already. */
  translation: translationSchema.nullable(),
  place: postPlaceSchema.nullable(),
  author: authorSchema,
  media: z.array(mediaSchema),
  likes: z.object({ count: z.number().int(), liked: z.boolean() }),
  comments: z.object({ count: z.number().int() }),
  /** The caller wrote it (may delete it). */
  mine: z.boolean(),
  /** The caller follows its author. */
  following: z.boolean(),
  createdAt: z.string(),
  /** The page that shows it, in the reader's language. */
  url: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** A list of posts and where it continues. */
export const postPageSchema = z.object({ items: z.array(postSchema), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof postPageSchema>;

/** A person as lists show them: search results, followers, following. */
export const userCardSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  followers: z.number().int(),
  /** The caller follows them. */
  following: z.boolean(),
  url: z.string(),
});
export type UserCard = z.infer<typeof userCardSchema>;
export const userPageSchema = z.object({ items: z.array(userCardSchema), nextCursor: z.string().nullable() });
export type UserPage = z.infer<typeof userPageSchema>;

export const profileSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  counts: z.object({ posts: z.number().int(), followers: z.number().int(), following: z.number().int() }),
  /** The caller follows them / they follow the caller / the caller blocked them / it is the caller. */
  following: z.boolean(),
  followsYou: z.boolean(),
  blocked: z.boolean(),
  mine: z.boolean(),
  demo: z.boolean(),
  url: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const tagResultSchema = z.object({ tag: z.string(), posts: z.number().int() });
export const placeResultSchema = z.object({
  slug: z.string(),
  name: z.string(),
  url: z.string(),
  posts: z.number().int(),
});

/** One of the caller's collections: only its owner ever reads it, its count included. */
export const collectionSchema = z.object({
  id: z.string(),
  /** As typed; the default collection's name in the reader's language. */
  name: z.string(),
  default: z.boolean(),
  /** The posts in it the owner can still see. */
  posts: z.number().int(),
  /** It holds the post the call asked about (false when it asked about none). */
  holds: z.boolean(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** What each call answers in the envelope's `data`. */
export const momentAnswers = {
  upload: z.object({ upload: mediaSchema }),
  post: z.object({ post: postSchema }),
  deleted: z.object({ deleted: z.literal(true) }),
  hidden: z.object({ hidden: z.boolean() }),
  reported: z.object({ reported: z.literal(true) }),
  feed: postPageSchema,
  recommend: postPageSchema,
  search: z.object({
    posts: z.array(postSchema),
    users: z.array(userCardSchema),
    tags: z.array(tagResultSchema),
    places: z.array(placeResultSchema),
  }),
  follow: z.object({ following: z.boolean(), followers: z.number().int() }),
  block: z.object({ blocked: z.boolean() }),
  profile: z.object({ profile: profileSchema, posts: postPageSchema }),
  users: userPageSchema,
  collections: z.object({ items: z.array(collectionSchema) }),
  collectionPosts: postPageSchema,
} as const;
export type SearchAnswer = z.infer<typeof momentAnswers.search>;
export type FollowAnswer = z.infer<typeof momentAnswers.follow>;
export type ProfileAnswer = z.infer<typeof momentAnswers.profile>;
export type CollectionsAnswer = z.infer<typeof momentAnswers.collections>;

/**
 * The calls, below /apiCore/v1. All POST with the JSON envelope except `uploads/create` (multipart,
 * field `file`, the image). Writes need a signed-in caller (401 otherwise); reads work signed out.
 */
export const MOMENT_PATHS = {
  uploadCreate: '/moments/uploads/create',
  uploadDetail: '/moments/uploads/detail',
  postCreate: '/moments/posts/create',
  postDetail: '/moments/posts/detail',
  postDelete: '/moments/posts/delete',
  postHide: '/moments/posts/hide',
  postUnhide: '/moments/posts/unhide',
  postReport: '/moments/posts/report',
  feed: '/moments/feed',
  recommend: '/moments/recommend',
  search: '/moments/search',
  follow: '/moments/follow',
  unfollow: '/moments/unfollow',
  block: '/moments/block',
  unblock: '/moments/unblock',
  userProfile: '/moments/user-profile',
  followers: '/moments/followers',
  following: '/moments/following',
  bioUpdate: '/moments/profile/update',
  save: '/moments/saves/add',
  unsave: '/moments/saves/remove',
  collections: '/moments/collections',
  collectionPosts: '/moments/collections/posts',
} as const;

/** The query of an image upload (the form's field `file` carries the image). */
export const uploadCreateInput = z.object({ langCode: z.enum(LOCALES).optional() });

const call = <Input extends z.ZodType, Answer extends z.ZodType>(path: string, input: Input, answer: Answer) =>
  defineCall({ method: 'POST', path, input, answer });

/** The moments calls, each with its input and answer (decision 0101); all POST. */
export const momentCalls = {
  uploadCreate: call(MOMENT_PATHS.uploadCreate, uploadCreateInput, momentAnswers.upload),
  uploadDetail: call(MOMENT_PATHS.uploadDetail, uploadByIdInput, momentAnswers.upload),
  postCreate: call(MOMENT_PATHS.postCreate, postCreateInput, momentAnswers.post),
  postDetail: call(MOMENT_PATHS.postDetail, postByIdInput, momentAnswers.post),
  postDelete: call(MOMENT_PATHS.postDelete, postByIdInput, momentAnswers.deleted),
  postHide: call(MOMENT_PATHS.postHide, postByIdInput, momentAnswers.hidden),
  postUnhide: call(MOMENT_PATHS.postUnhide, postByIdInput, momentAnswers.hidden),
  postReport: call(MOMENT_PATHS.postReport, postReportInput, momentAnswers.reported),
  feed: call(MOMENT_PATHS.feed, feedInput, momentAnswers.feed),
  recommend: call(MOMENT_PATHS.recommend, recommendInput, momentAnswers.recommend),
  search: call(MOMENT_PATHS.search, searchInput, momentAnswers.search),
  follow: call(MOMENT_PATHS.follow, userByIdInput, momentAnswers.follow),
  unfollow: call(MOMENT_PATHS.unfollow, userByIdInput, momentAnswers.follow),
  block: call(MOMENT_PATHS.block, userByIdInput, momentAnswers.block),
  unblock: call(MOMENT_PATHS.unblock, userByIdInput, momentAnswers.block),
  userProfile: call(MOMENT_PATHS.userProfile, userProfileInput, momentAnswers.profile),
  followers: call(MOMENT_PATHS.followers, userListInput, momentAnswers.users),
  following: call(MOMENT_PATHS.following, userListInput, momentAnswers.users),
  bioUpdate: call(MOMENT_PATHS.bioUpdate, bioUpdateInput, z.object({ bio: z.string() })),
  save: call(MOMENT_PATHS.save, saveInput, momentAnswers.collections),
  unsave: call(MOMENT_PATHS.unsave, unsaveInput, momentAnswers.collections),
  collections: call(MOMENT_PATHS.collections, collectionsInput, momentAnswers.collections),
  collectionPosts: call(MOMENT_PATHS.collectionPosts, collectionPostsInput, momentAnswers.collectionPosts),
};

/** The pages of the moments area, without the locale prefix (localizedPath adds it). */
export const momentPagePaths = {
  feed: '/moments/',
  search: '/moments/search/',
  recommend: '/moments/recommend/',
  post: (post: { id: string; kind: PostKind }) =>
    post.kind === 'reel' ? `/moments/reels/detail/${post.id}/` : `/moments/posts/detail/${post.id}/`,
  profile: (userId: string) => `/moments/user-profile/${userId}/`,
} as const;
