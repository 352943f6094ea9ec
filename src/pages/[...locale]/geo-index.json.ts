import type { APIRoute } from 'astro';
import { getImage } from 'astro:assets';
import { listPlaces, listRegions } from '#content/catalog.ts';
import { contentImage } from '#content/images.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { isLocale, DEFAULT_LOCALE } from '#lib/i18n/locales.ts';
import { localeStaticPaths } from '#lib/i18n/static-paths.ts';
import type { GeoIndex } from '#lib/geo/geo-index.ts';
import { placeCost } from '#lib/travel/budget.ts';

export const getStaticPaths = localeStaticPaths;

/**
 * The small static index the browser works from for location features: every region's centre
 * and every place's position, name, link, thumbnail, kind and budget cost, in one language. Near-me lists and the
 * region of a position are computed from it on the device, with no server round trip.
 */
export const GET: APIRoute = async ({ params }) => {
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  const t = getTranslator(locale);
  const [regions, places] = await Promise.all([listRegions(locale), listPlaces(locale)]);
  const names = new Map(regions.map((r) => [r.slug, r.data.name]));
  const index: GeoIndex = {
    regions: regions.map((r) => ({
      slug: r.slug,
      name: r.data.name,
      lat: r.data.centroid.lat,
      lng: r.data.centroid.lng,
    })),
    places: await Promise.all(
      places.map(async (p) => ({
        slug: p.slug,
        name: p.data.name,
        url: localizedPath(locale, `/places/${p.slug}/`),
        image: (await getImage({ src: contentImage('places', p.slug, 1), width: 400, format: 'webp' })).src,
        meta: `${t(`content:placeKind.${p.data.kind}`)} · ${names.get(p.data.region) ?? ''}`,
        region: p.data.region,
        lat: p.data.coordinates.lat,
        lng: p.data.coordinates.lng,
        kind: p.data.kind,
        // A sight's cost comes from its tickets, a meal's or a night's from its cost (decision 0103).
        cost: placeCost(p.data).cost,
      })),
    ),
  };
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
