import { normalizeText } from '../../lib/search/normalize.ts';
import type { SearchDocument } from '../../lib/search/search-document.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { searchEntries } from '../db/schema/search.ts';

export type SearchRow = typeof searchEntries.$inferInsert;

/**
 * A document as the search table stores it: the text as shown plus the normalized keys the
 * query compares with. Every writer of the table goes through here, so rows and queries are
 * normalized by the same function.
 */
export function searchRow(source: string, locale: Locale, doc: SearchDocument): SearchRow {
  const titleKey = normalizeText(doc.title);
  const aliasKeys = doc.aliases.map(normalizeText).filter(Boolean);
  return {
    source,
    kind: doc.kind,
    locale,
    url: doc.url,
    title: doc.title,
    aliases: [...doc.aliases],
    excerpt: doc.excerpt,
    body: doc.body,
    image: doc.image ?? null,
    titleKey,
    aliasesKey: aliasKeys.join('\n'),
    excerptKey: normalizeText(doc.excerpt),
    bodyKey: normalizeText(doc.body),
    namesCompact: [titleKey, ...aliasKeys].map((key) => key.replaceAll(' ', '')).join('\n'),
  };
}
