import { placeVocabularyFrom, type PlaceVocabulary } from './place-vocabulary.ts';

// content/glossary.yaml and the region and place pages, read at build time (src/content/chinese-names.ts
// checks the glossary against the pages). Only their front matter is used, once, on first use.
const glossaryFile = import.meta.glob<string>('/content/glossary.yaml', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const pages = import.meta.glob<string>(['/content/regions/*/*.md', '/content/places/*/*.md'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

let vocabulary: PlaceVocabulary | undefined;

/**
 * The site's place vocabulary: every region, town, area and place with the names it is known by
 * in vi, en and zh (./place-vocabulary.ts). Code that runs outside a build (the bench) builds its
 * own with `placeVocabularyFrom` over the same files read from disk.
 */
export function placeVocabulary(): PlaceVocabulary {
  vocabulary ??= placeVocabularyFrom({ glossary: Object.values(glossaryFile)[0] ?? '[]', pages });
  return vocabulary;
}
