import { sql, type SQL } from 'drizzle-orm';
import { momentPosts } from '#server/db/schema/index.ts';

/*
 * How moments are ordered (decision 0049). Two orders, for two questions:
 * - `hot` (the feed's popular part, search): log10(1 + engagement) plus age, where a post
 *   HOT_PERIOD_S newer needs ten times the engagement to rank equal. Age enters as the creation
 *   time, so the value only changes with the counts and is stored and indexed with the post.
 * - `recommendScore` (moments/recommend): a product of factors computed per request for a few
 *   hundred candidates, because follows, distance and language depend on who asks.
 */

/** A comment says more than a like: it counts twice. */
export const COMMENT_WEIGHT = 2;
/** Ten times the engagement is worth this much newer, in seconds (two days). */
export const HOT_PERIOD_S = 2 * 24 * 3600;
/** The origin of the age term (2026-01-01 UTC), so the stored values stay small. */
const HOT_EPOCH_S = Date.UTC(2026, 0, 1) / 1000;

export const engagementOf = (likes: number, comments: number) => likes + COMMENT_WEIGHT * comments;

/** The stored popularity of a post with these counts, created at `createdAt`. */
export function hotScore(likes: number, comments: number, createdAt: Date): number {
  return Math.log10(1 + engagementOf(likes, comments)) + (createdAt.getTime() / 1000 - HOT_EPOCH_S) / HOT_PERIOD_S;
}

/** The same in SQL, for counts given as SQL (what a like or comment sets `hot` to). */
export const hotSql = (likes: SQL, comments: SQL): SQL =>
  sql`log((1 + ${likes} + ${sql.raw(String(COMMENT_WEIGHT))} * (${comments}))::numeric)::float8
  + (extract(epoch from ${momentPosts.createdAt})::float8 - ${sql.raw(String(HOT_EPOCH_S))}) / ${sql.raw(String(HOT_PERIOD_S))}`;

/** The factors of a recommendation, each a plain number so the order can be tested on fixed data. */
export const RECOMMEND = {
  /** The recency factor halves every three days. */
  halfLifeHours: 72,
  /** A post by someone the reader follows. */
  followBoost: 1.5,
  /** A post in the reader's language. */
  languageBoost: 1.3,
  /** Nearness adds up to this factor at the reader's location, half of it at `nearKm`. */
  nearBoost: 1,
  nearKm: 25,
} as const;

export interface RecommendCandidate {
  likes: number;
  comments: number;
  createdAt: Date;
  language: string;
  followed: boolean;
  /** Kilometres from the reader to the post's place; null without a location or a place. */
  distanceKm: number | null;
}

/**
 * engagement × recency × follow × language × nearness:
 * (1 + ln(1 + likes + 2 comments)) · 0.5^(age h / 72) · 1.5 if followed · 1.3 if in the reader's
 * language · (1 + 1 / (1 + km / 25)) when both a location and a place are known.
 */
export function recommendScore(post: RecommendCandidate, reader: { language: string; now: Date }): number {
  const engagement = 1 + Math.log(1 + engagementOf(post.likes, post.comments));
  const ageHours = Math.max(0, (reader.now.getTime() - post.createdAt.getTime()) / 3_600_000);
  const recency = 0.5 ** (ageHours / RECOMMEND.halfLifeHours);
  const follow = post.followed ? RECOMMEND.followBoost : 1;
  const language = post.language === reader.language ? RECOMMEND.languageBoost : 1;
  const near = post.distanceKm === null ? 1 : 1 + RECOMMEND.nearBoost / (1 + post.distanceKm / RECOMMEND.nearKm);
  return engagement * recency * follow * language * near;
}
