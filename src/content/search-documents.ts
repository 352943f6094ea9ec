import type { Locale } from '../lib/i18n/locales.ts';
import { localizedPath } from '../lib/i18n/localized-path.ts';
import type { SearchDocument } from '../lib/search/search-document.ts';
import { listGalleries, listLocal, listNews, listPlaces, listRegions, listVideos } from './catalog.ts';
import { contentImage } from './images.ts';
import { LOCAL_SECTION_PATHS, LOCAL_SECTIONS } from './taxonomy.ts';

/** The kinds of result, in the order the results page groups them. */
export const SEARCH_KINDS = ['places', 'regions', 'news', 'local', 'galleries', 'videos'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const picture = (image: { src: string; width: number; height: number }) => ({
  src: image.src,
  width: image.width,
  height: image.height,
});

const cache = new Map<Locale, Promise<SearchDocument[]>>();

/** Every searchable entry of a locale, read once per process. */
export function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  let documents = cache.get(locale);
  if (!documents) {
    documents = (async () => {
      const [places, regions, news, local, galleries, videos] = await Promise.all([
        listPlaces(locale),
        listRegions(locale),
        listNews(locale),
        Promise.all(LOCAL_SECTIONS.map((section) => listLocal(locale, section))).then((all) => all.flat()),
        listGalleries(locale),
        listVideos(locale),
      ]);
      return [
        ...places.map((p) => ({
          kind: 'places',
          url: localizedPath(locale, `/places/${p.slug}/`),
          title: p.data.name,
          excerpt: p.data.summary,
          image: picture(contentImage('places', p.slug, 1)),
          aliases: p.data.aliases,
          body: p.body ?? '',
        })),
        ...regions.map((r) => ({
          kind: 'regions',
          url: localizedPath(locale, `/regions/${r.slug}/`),
          title: r.data.name,
          excerpt: r.data.summary,
          image: picture(contentImage('regions', r.slug)),
          aliases: r.data.formerUnits,
          body: r.body ?? '',
        })),
        ...news.map((a) => ({
          kind: 'news',
          url: localizedPath(locale, `/news/${a.slug}/`),
          title: a.data.title,
          excerpt: a.data.summary,
          image: picture(contentImage('news', a.slug)),
          aliases: [],
          body: a.body ?? '',
        })),
        ...local.map((e) => ({
          kind: 'local',
          url: localizedPath(locale, `${LOCAL_SECTION_PATHS[e.data.section]}${e.slug}/`),
          title: e.data.title,
          excerpt: e.data.summary,
          image: picture(contentImage('local', e.slug)),
          aliases: e.data.captions,
          body: e.body ?? '',
        })),
        ...galleries.map((g) => ({
          kind: 'galleries',
          url: localizedPath(locale, `/galleries/${g.slug}/`),
          title: g.data.title,
          excerpt: g.data.summary,
          image: picture(contentImage('galleries', g.slug)),
          aliases: g.data.captions,
          body: g.body ?? '',
        })),
        ...videos.map((v) => ({
          kind: 'videos',
          url: localizedPath(locale, `/videos/${v.slug}/`),
          title: v.data.title,
          excerpt: v.data.summary,
          image: picture(contentImage('videos', v.slug)),
          aliases: [],
          body: v.body ?? '',
        })),
      ];
    })();
    cache.set(locale, documents);
  }
  return documents;
}
