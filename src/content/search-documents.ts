import type { Locale } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import type { SearchDocument } from '#lib/search/search-document.ts';
import type { Collection, Entry } from './catalog.ts';
import { CONTENT_KINDS, KIND_NAMES } from './kinds.ts';

/** The kinds of result, in the order the results page groups them. */
export const SEARCH_KINDS = KIND_NAMES;
export type SearchKind = Collection;

const picture = (image: { src: string; width: number; height: number }) => ({
  src: image.src,
  width: image.width,
  height: image.height,
});

async function documentsOf<C extends Collection>(name: C, locale: Locale): Promise<SearchDocument[]> {
  const kind = CONTENT_KINDS[name];
  return (await kind.list(locale)).map((entry: Entry<C>) => ({
    kind: name,
    url: localizedPath(locale, kind.path(entry)),
    title: kind.title(entry),
    excerpt: entry.data.summary,
    image: picture(kind.image(entry)),
    aliases: kind.aliases(entry),
    body: entry.body ?? '',
  }));
}

const cache = new Map<Locale, Promise<SearchDocument[]>>();

/** Every searchable entry of a locale, read once per process. */
export function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  let documents = cache.get(locale);
  if (!documents) {
    documents = Promise.all(KIND_NAMES.map((name) => documentsOf(name, locale))).then((all) => all.flat());
    cache.set(locale, documents);
  }
  return documents;
}
