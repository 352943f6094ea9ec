import { normalizeText, tokensOf } from './normalize.ts';

export interface SearchDocument {
  kind: string;
  url: string;
  title: string;
  excerpt: string;
  image?: { src: string; width: number; height: number };
  /** Other names the thing is known by. */
  aliases: readonly string[];
  body: string;
}

interface Prepared {
  doc: SearchDocument;
  title: string;
  aliases: string;
  excerpt: string;
  body: string;
}

export interface SearchHit {
  doc: SearchDocument;
  score: number;
}

// A word found in the title counts most, then in another name, the summary, the body.
const WEIGHTS = { title: 8, aliases: 6, excerpt: 3, body: 1 } as const;

/**
 * A small in-memory search for the server-rendered results page (the page that must work without
 * JavaScript). Every word of the query must appear somewhere in a document; matches are compared
 * without diacritics, so "ha long", "Hạ Long" and "halong" find Hạ Long; Chinese matches by
 * substring. Documents are prepared once.
 */
export function createTextSearch(documents: readonly SearchDocument[]) {
  const prepared: Prepared[] = documents.map((doc) => ({
    doc,
    title: normalizeText(doc.title),
    aliases: normalizeText(doc.aliases.join(' | ')),
    excerpt: normalizeText(doc.excerpt),
    body: normalizeText(doc.body),
  }));
  return (query: string, limit = 50): SearchHit[] => {
    const words = tokensOf(normalizeText(query.slice(0, 200)));
    if (words.length === 0) return [];
    // "halong" also matches "ha long": compare the query's words joined as well.
    const joined = words.join('');
    const hits: SearchHit[] = [];
    for (const p of prepared) {
      let score = 0;
      let all = true;
      for (const word of words) {
        const found = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).filter((field) => p[field].includes(word));
        if (found.length === 0) {
          all = false;
          break;
        }
        score += found.reduce((sum, field) => sum + WEIGHTS[field], 0);
      }
      const compact = (field: string) => field.replace(/ /g, '').includes(joined);
      if (!all && !(words.length > 1 && (compact(p.title) || compact(p.aliases)))) continue;
      if (compact(p.title)) score += 20;
      else if (compact(p.aliases)) score += 12;
      hits.push({ doc: p.doc, score });
    }
    return hits.sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title)).slice(0, limit);
  };
}
