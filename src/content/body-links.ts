/*
 * Links written in the Markdown of an entry to another guide page ("[Hang Múa](/en/places/hang-mua/)"):
 * a body is plain text to the build, so a misspelt slug or a link to another language's page would
 * only show as a broken link in a crawl. The check knows the detail pages whose address is the
 * collection and the slug (places, regions, news, galleries, videos); other addresses are left to
 * the crawl.
 */

const LOCALE_PREFIXES: Record<string, string> = { vi: '', en: '/en', zh: '/zh' };
const LINKED_COLLECTIONS = ['places', 'regions', 'news', 'galleries', 'videos'];
const markdownLink = /\]\((\/[^)\s]*)\)/g;
const guidePath = new RegExp(`^(?:/(en|zh))?/(${LINKED_COLLECTIONS.join('|')})/([a-z0-9-]+)/$`);

/** An entry's body and where it is: the file, its locale. */
export interface LinkingPage {
  file: string;
  locale: string;
  body: string;
}

/**
 * Every body link to a guide page that does not exist in the page's own language, or that points
 * into another language's pages, one line each naming the file. `known` holds
 * "<locale>/<collection>/<slug>" for every entry.
 */
export function bodyLinkProblems(pages: LinkingPage[], known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const [, path = ''] of page.body.matchAll(markdownLink)) {
      const match = guidePath.exec(path);
      if (!match) continue;
      const [, prefix, collection, slug] = match;
      const locale = prefix ?? 'vi';
      if (locale !== page.locale)
        problems.push(
          `${page.file}: "${path}" is a ${locale} page; link to ${LOCALE_PREFIXES[page.locale]}/${collection}/${slug}/`,
        );
      else if (!known.has(`${locale}/${collection}/${slug}`))
        problems.push(`${page.file}: "${path}" links to no ${collection} entry "${slug}" in ${locale}`);
    }
  }
  return problems;
}
