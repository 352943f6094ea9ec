import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_LOCALE } from '#lib/i18n/locales.ts';
import { contentSlugs } from './itinerary-checks.ts';
import { factSource, type FactSource } from './place-facts.ts';

/*
 * The note issue 39 asks for (docs/sources.md): per place, the source its hours, its tickets and
 * its way there (decision 0098) and its food nearby (0099) were checked against, and when, or that
 * none confirmed them. Written from the places' data by `npm run sources-note`; a unit test fails
 * when the note and the data part.
 */

export interface PlaceSources {
  slug: string;
  name: string;
  hours: FactSource;
  tickets: FactSource;
  gettingThere: FactSource;
  foodNearby: FactSource;
}

/** The groups of facts that carry a source, in the note's column order. */
const GROUPS = ['hours', 'tickets', 'gettingThere', 'foodNearby'] as const;
type Group = (typeof GROUPS)[number];

/** Every place's sources, read from the default-locale files (the locale check keeps the others equal). */
export function placeSources(folder: string): PlaceSources[] {
  return [...contentSlugs(folder)].sort().map((slug) => {
    const [, front = ''] = readFileSync(join(folder, DEFAULT_LOCALE, `${slug}.md`), 'utf8').split(/^---$/m);
    const data = parse(front) as { name: string } & Partial<Record<Group, { source?: unknown }>>;
    const source = (group: Group) => {
      const given = factSource.safeParse(data[group]?.source);
      if (!given.success) throw new Error(`content/places/${DEFAULT_LOCALE}/${slug}.md: ${group}.source is missing`);
      return given.data;
    };
    return {
      slug,
      name: data.name,
      hours: source('hours'),
      tickets: source('tickets'),
      gettingThere: source('gettingThere'),
      foodNearby: source('foodNearby'),
    };
  });
}

const cell = (source: FactSource) =>
  source === 'unverified'
    ? 'unverified: the page says "check before you go"'
    : `[${source.name}](${source.url}), checked ${source.checked.toISOString().slice(0, 10)}`;

/** The note as Markdown: a table with one row per place. */
export function sourcesNote(places: readonly PlaceSources[]): string {
  const count = (group: Group) => places.filter((place) => place[group] !== 'unverified').length;
  return [
    '# Sources of opening hours, tickets, getting there and food nearby',
    '',
    'Generated from `content/places` by `npm run sources-note` (decisions 0095, 0098 and 0099); do not edit by hand.',
    `Of ${places.length} places, ${count('hours')} have hours, ${count('tickets')} have tickets, ${count('gettingThere')} have their way there and ${count('foodNearby')} have food nearby checked against a named source.`,
    'The others give the facts as their pages stated them, marked unverified: no source reachable',
    'when they were written confirmed them, and the page tells the reader to check before going.',
    '',
    '| Place | Hours | Tickets | Getting there | Food nearby |',
    '| --- | --- | --- | --- | --- |',
    ...places.map(
      (place) => `| ${place.name} (\`${place.slug}\`) | ${GROUPS.map((group) => cell(place[group])).join(' | ')} |`,
    ),
    '',
  ].join('\n');
}
