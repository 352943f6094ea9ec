import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '#lib/i18n/locales.ts';
import type { Queryable } from '#server/db/client.ts';
import { announcedGuides, regionFollows } from '#server/db/schema/index.ts';
import { notify } from '../notify.ts';

/** A guide as the content build has it: news of a region and local guides. */
export interface Guide {
  /** Unique across collections: `news/hue-festival`. */
  key: string;
  region: string;
  /** Its page, without the locale prefix. */
  link: string;
  titles: Record<Locale, string>;
  regionNames: Record<Locale, string>;
}

/**
 * Guides are content, so they are "new" when a build brings them: this compares the build's guides
 * with those already announced, and tells each new guide's region followers. The very first pass
 * (an empty table: a fresh database or the first deploy with notifications) only records what is
 * there, so nobody is told that the whole catalogue is new. Answers how many guides were announced.
 */
export async function announceNewGuides(tx: Queryable, guides: readonly Guide[]): Promise<number> {
  if (guides.length === 0) return 0;
  const [any] = await tx.select({ slug: announcedGuides.slug }).from(announcedGuides).limit(1);
  const fresh = await tx
    .insert(announcedGuides)
    .values(guides.map((guide) => ({ slug: guide.key })))
    .onConflictDoNothing()
    .returning({ slug: announcedGuides.slug });
  if (!any) return 0;
  const added = new Set(fresh.map((row) => row.slug));
  const news = guides.filter((guide) => added.has(guide.key));
  if (news.length === 0) return 0;
  const followers = await tx
    .select()
    .from(regionFollows)
    .where(inArray(regionFollows.region, [...new Set(news.map((guide) => guide.region))]));
  for (const guide of news)
    for (const follower of followers.filter((row) => row.region === guide.region))
      await notify(
        tx,
        follower.userId,
        'region.guide',
        {
          title_vi: guide.titles.vi,
          title_en: guide.titles.en,
          title_zh: guide.titles.zh,
          region_vi: guide.regionNames.vi,
          region_en: guide.regionNames.en,
          region_zh: guide.regionNames.zh,
        },
        { link: guide.link, dedupeKey: `guide:${guide.key}` },
      );
  return news.length;
}

/** Follows or unfollows a region (the region page's button). */
export async function followRegion(db: Queryable, userId: string, region: string, follow: boolean): Promise<void> {
  if (follow) await db.insert(regionFollows).values({ userId, region }).onConflictDoNothing();
  else await db.delete(regionFollows).where(and(eq(regionFollows.userId, userId), eq(regionFollows.region, region)));
}

export async function followedRegions(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ region: regionFollows.region })
    .from(regionFollows)
    .where(eq(regionFollows.userId, userId));
  return rows.map((row) => row.region);
}
