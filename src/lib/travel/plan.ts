import type { TripTheme } from '#content/taxonomy.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { LegEstimate, TravelMode } from './travel.ts';

/**
 * An itinerary's plan as published at `/schedule-reference/<slug>/plan.json` (and `/en/…`, `/zh/…`,
 * in that language): what the planner loads to "start from this itinerary" and what the route map
 * draws. Version 1; a change that is not an addition needs a new version number.
 */
export interface ItineraryPlan {
  version: 1;
  slug: string;
  locale: Locale;
  title: string;
  summary: string;
  /** The itinerary's page, locale prefix included. */
  url: string;
  regions: string[];
  themes: TripTheme[];
  /** Months of the year, 1 to 12. */
  bestMonths: number[];
  days: PlanDay[];
}

export interface PlanDay {
  title: string;
  stops: PlanStop[];
  /** Estimated road km of the day's legs (src/lib/travel/travel.ts). */
  roadKm: number;
  travelMinutes: number;
  visitMinutes: number;
}

export interface PlanStop {
  /** The place's slug: `/places/<place>/`. */
  place: string;
  /** The place's name in this language. */
  name: string;
  /** The place's page, locale prefix included. */
  url: string;
  lat: number;
  lng: number;
  /** "HH:MM". */
  start: string;
  minutes: number;
  /** How the next stop of the day is reached; absent on the day's last stop. */
  mode?: TravelMode;
  tip?: string;
  /** The estimate to the next stop; absent on the day's last stop. */
  next?: LegEstimate;
}
