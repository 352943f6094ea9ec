import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../../../src/lib/i18n/locales.ts';
import { usePlaceSource, type PlaceOnMap } from '../../../src/server/trips/places.ts';

/** The real catalogue's places of a locale, read from content/places without Astro. */
export function cataloguePlaces(locale: Locale): PlaceOnMap[] {
  const folder = join('content', 'places', locale);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const [, front = ''] = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(folder, file), 'utf8')) ?? [];
      const data = parse(front) as { name: string; coordinates: { lat: number; lng: number } };
      return { slug: file.replace(/\.md$/, ''), name: data.name, lat: data.coordinates.lat, lng: data.coordinates.lng };
    });
}

/** The trip planner's place checks in API tests read the real catalogue (tests run without Astro's content layer). */
export function useCataloguePlaces(): void {
  usePlaceSource(async (locale) => cataloguePlaces(locale));
}
