import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '#lib/i18n/locales.ts';
import type { PlaceOnMap } from './places.ts';

/**
 * The catalogue's places of a locale, read from content/places without Astro's content layer: for
 * code that runs outside a build (API tests, the bench), given to usePlaceSource.
 */
export function cataloguePlaces(locale: Locale, contentDir = 'content'): PlaceOnMap[] {
  const folder = join(contentDir, 'places', locale);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const [, front = ''] = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(folder, file), 'utf8')) ?? [];
      const data = parse(front) as { name: string; address: string; coordinates: { lat: number; lng: number } };
      return {
        slug: file.replace(/\.md$/, ''),
        name: data.name,
        lat: data.coordinates.lat,
        lng: data.coordinates.lng,
        address: data.address,
      };
    });
}
