import type { APIRoute } from 'astro';
import type { Entry } from '#content/catalog.ts';
import { itineraryPlan } from '#content/itinerary-plan.ts';
import { entryPaths } from '#content/kind-paths.ts';
import { DEFAULT_LOCALE, isLocale } from '#lib/i18n/locales.ts';

export const getStaticPaths = () => entryPaths('itineraries');

/**
 * An itinerary's plan as static JSON in each language (`ItineraryPlan`, src/lib/travel/plan.ts): the
 * planner loads it to "start from this itinerary".
 */
export const GET: APIRoute = async ({ params, props }) => {
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  const plan = await itineraryPlan((props as { entry: Entry<'itineraries'> }).entry, locale);
  return new Response(JSON.stringify(plan), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
