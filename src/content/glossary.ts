import { parse } from 'yaml';
import { glossary } from './chinese-names.ts';

// content/glossary.yaml, read at build time (src/content/chinese-names.ts checks it against the pages).
const source = import.meta.glob<string>('/content/glossary.yaml', { eager: true, query: '?raw', import: 'default' });
const entries = glossary.parse(parse(Object.values(source)[0] ?? '[]'));

/**
 * The Chinese names search should match for a place or region, in every language: the glossary
 * name, its aliases and the variant spellings pages once used (so 木冈寨 still finds 木江界梯田).
 */
export function glossarySearchNames(kind: 'place' | 'region', slug: string): string[] {
  const entry = entries.find((candidate) => candidate.kind === kind && candidate.slug === slug);
  return entry ? [entry.zh, ...entry.aliases, ...entry.variants] : [];
}
