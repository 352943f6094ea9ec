import { normalizeText, tokensOf } from '#lib/search/normalize.ts';
import type { SearchDocument } from '#lib/search/search-document.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { searchEntries } from './schema.ts';

export type SearchRow = typeof searchEntries.$inferInsert;

/**
 * A document as the search table stores it: the text as shown plus the normalized keys the
 * query compares with. The word filter's key holds each distinct word once: a query word has no
 * space, so it can only ever match inside one word, and a body's repeated words only made the
 * text that every query rechecks longer (long values are compressed out of line, and unpacked
 * again on each comparison). Every writer of the table goes through here, so rows and queries are
 * normalized by the same function.
 */
export function searchRow(source: string, locale: Locale, doc: SearchDocument): SearchRow {
  const titleKey = normalizeText(doc.title);
  const aliasKeys = doc.aliases.map(normalizeText).filter(Boolean);
  const excerptKey = normalizeText(doc.excerpt);
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
    excerptKey,
    wordsKey: [...new Set(tokensOf([titleKey, ...aliasKeys, excerptKey, normalizeText(doc.body)].join(' ')))].join(' '),
    namesCompact: [titleKey, ...aliasKeys].map((key) => key.replaceAll(' ', '')).join('\n'),
  };
}
