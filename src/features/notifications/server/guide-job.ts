import { LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { getDatabase } from '#server/db/client.ts';
import type { JobDefinition } from '#server/jobs/queue.ts';
import { NOTIFICATION_JOBS } from './job-names.ts';
import { announceNewGuides, type Guide } from './sources/region-guides.ts';

type ByLocale = Record<Locale, string>;

/** Entries are `<locale>/<slug>`; answers each slug's value in every locale. */
function byLocale<T extends { id: string }>(entries: T[], value: (entry: T) => string): Map<string, ByLocale> {
  const map = new Map<string, ByLocale>();
  for (const entry of entries) {
    const [locale, slug] = entry.id.split('/') as [Locale, string];
    if (!slug || !LOCALES.includes(locale)) continue;
    const texts = map.get(slug) ?? ({} as ByLocale);
    texts[locale] = value(entry);
    map.set(slug, texts);
  }
  return map;
}

/** The guides of the content this server was built with: regional news and local guides. */
async function builtGuides(): Promise<Guide[]> {
  const { getCollection } = await import('astro:content');
  const [regions, news, local] = await Promise.all([
    getCollection('regions'),
    getCollection('news'),
    getCollection('local'),
  ]);
  const regionNames = byLocale(regions, (entry) => entry.data.name);
  const guides: Guide[] = [];
  const add = (key: string, region: string | undefined, link: string, titles: ByLocale | undefined) => {
    const names = region ? regionNames.get(region) : undefined;
    if (region && names && titles) guides.push({ key, region, link, titles, regionNames: names });
  };
  const newsTitles = byLocale(news, (entry) => entry.data.title);
  for (const entry of news.filter((one) => one.id.startsWith('vi/'))) {
    const slug = entry.id.slice(3);
    add(`news/${slug}`, entry.data.region, `/news/${slug}/`, newsTitles.get(slug));
  }
  const localTitles = byLocale(local, (entry) => entry.data.title);
  for (const entry of local.filter((one) => one.id.startsWith('vi/'))) {
    const slug = entry.id.slice(3);
    const section = entry.data.section === 'gallery' ? 'galleries' : entry.data.section;
    add(`local/${slug}`, entry.data.region, `/local-${section}/${slug}/`, localTitles.get(slug));
  }
  return guides;
}

/** Every 10 minutes, and so soon after each deploy: a build's new guides reach their followers. */
const newGuides: JobDefinition<object> = {
  name: NOTIFICATION_JOBS.newGuides,
  cron: '*/10 * * * *',
  work: async () => {
    const guides = await builtGuides();
    const db = await getDatabase();
    await db.transaction((tx) => announceNewGuides(tx, guides));
  },
};

export const guideJobs = [newGuides];
