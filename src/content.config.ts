import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { englishDiacriticsProblems } from '#content/english-diacritics.ts';
import { formerProvince, formerProvinceIsInRegion } from '#content/former-provinces.ts';
import { contentSlugs, itineraryProblems, placesClosedOn, placesHours } from '#content/itinerary-checks.ts';
import { localizedGlob } from '#content/localized-glob.ts';
import { bookingCollections } from '#features/booking/server/collections.ts';
import { gettingThere } from '#content/getting-there.ts';
import { slugSchema } from '#lib/text/slug.ts';
import * as facts from '#content/place-facts.ts';
import { TRAVEL_MODES } from '#lib/travel/travel.ts';
import {
  LOCAL_SECTIONS,
  MACRO_REGIONS,
  NEWS_TAGS,
  PLACE_KINDS,
  PRICE_LEVELS,
  REGION_KINDS,
  TRIP_THEMES,
} from '#content/taxonomy.ts';

/*
 * Editorial content: content/<collection>/<locale>/<slug>.md, the same slug in vi, en and zh.
 * Images are found by slug in content/<collection>/_images/ (see src/content/images.ts).
 * docs/editorial.md describes every field.
 */

const slug = slugSchema;
const point = z.object({ lat: z.number().min(8).max(24), lng: z.number().min(102).max(110) });
// 25 characters is a short Chinese sentence; Vietnamese and English summaries run 70–160.
const summary = z.string().min(25).max(170);

const info = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/info' }),
  schema: z.object({
    title: z.string().min(1).max(70),
    description: z.string().min(50).max(160),
    updated: z.coerce.date(),
  }),
});

const regions = defineCollection({
  loader: localizedGlob('content/regions', ['kind', 'macroRegion', 'centroid'], {
    check: (entries) => englishDiacriticsProblems('content/regions', entries),
  }),
  schema: z.object({
    name: z.string().min(2).max(40),
    kind: z.enum(REGION_KINDS),
    macroRegion: z.enum(MACRO_REGIONS),
    centroid: point,
    formerUnits: z.array(z.string()).default([]),
    // Names travellers search by that are neither the name nor a former unit ("Saigon").
    aliases: z.array(z.string()).default([]),
    summary,
  }),
});

const places = defineCollection({
  loader: localizedGlob(
    'content/places',
    ['kind', 'region', 'formerProvince', 'coordinates', 'priceLevel', 'images', ...facts.SHARED_PLACE_FACTS],
    {
      optional: facts.OPTIONAL_PLACE_FACTS,
      check: (entries) => englishDiacriticsProblems('content/places', entries),
    },
  ),
  schema: z
    .object({
      name: z.string().min(2).max(70),
      kind: z.enum(PLACE_KINDS),
      region: slug,
      formerProvince,
      coordinates: point,
      coordinatesApproximate: facts.coordinatesApproximate,
      address: z.string().min(5).max(160),
      openingHours: z.string().min(3).max(160),
      priceLevel: z.union(PRICE_LEVELS.map((level) => z.literal(level))),
      aliases: z.array(z.string()).default([]),
      images: z.number().int().min(1).max(6).default(2),
      summary,
      cost: facts.cost,
      timeNeeded: facts.timeNeeded,
      bestMonths: facts.bestMonths,
      crowds: facts.crowds,
      checked: facts.checked,
      closedOn: facts.closedOn,
      hours: facts.hours,
      tickets: facts.tickets,
      gettingThere,
      foodNearby: facts.foodNearby,
      costNote: facts.costNote,
      accessibility: facts.accessibility,
      traps: facts.traps,
    })
    .refine(formerProvinceIsInRegion, {
      path: ['formerProvince'],
      error:
        "is not part of the place's region since July 2025 (regions per former province in src/content/former-provinces.ts)",
    })
    .refine((place) => facts.closedOnAgreesWithHours(place), {
      path: ['hours'],
      error: 'the days the weekly hours leave out must be the place\'s "closedOn" days, and no others',
    })
    .refine((place) => facts.crowdsAgreeWithHours(place), {
      path: ['crowds'],
      error: '"atOpening" and "beforeClosing" need scheduled hours; use "sunrise", "morning"… for a place without',
    })
    .refine((place) => place.priceLevel === facts.priceLevelForCost(place.cost.max), {
      path: ['priceLevel'],
      error: (issue) => {
        const place = issue.input as { cost: { max: number } };
        return `does not match the cost: a cost up to ${place.cost.max} VND is price level ${facts.priceLevelForCost(place.cost.max)} (bands in src/content/place-facts.ts)`;
      },
    }),
});

const news = defineCollection({
  loader: localizedGlob('content/news', ['date', 'region', 'tags']),
  schema: z.object({
    title: z.string().min(10).max(100),
    date: z.coerce.date(),
    author: z.string().min(2).max(60),
    region: slug.optional(),
    tags: z.array(z.enum(NEWS_TAGS)).min(1).max(4),
    summary,
  }),
});

const local = defineCollection({
  loader: localizedGlob('content/local', ['section', 'region', 'date', 'photos']),
  schema: z
    .object({
      section: z.enum(LOCAL_SECTIONS),
      title: z.string().min(5).max(100),
      region: slug,
      date: z.coerce.date(),
      summary,
      /** Gallery entries: one caption per photo, in this locale; photos are <slug>-<n>. */
      captions: z.array(z.string().min(3).max(160)).default([]),
      photos: z.number().int().min(0).max(12).default(0),
    })
    .refine((entry) => entry.section !== 'gallery' || (entry.photos >= 3 && entry.captions.length === entry.photos), {
      error: 'a gallery needs at least 3 photos and one caption per photo',
    }),
});

/** Photo galleries: one caption per photo in this locale; photos are <slug>-<n>, the cover <slug>. */
const galleries = defineCollection({
  loader: localizedGlob('content/galleries', ['region', 'place', 'date', 'photos']),
  schema: z
    .object({
      title: z.string().min(5).max(100),
      region: slug,
      /** The place the photos show, when there is one page for it. */
      place: slug.optional(),
      date: z.coerce.date(),
      summary,
      photos: z.number().int().min(3).max(12),
      captions: z.array(z.string().min(3).max(160)),
    })
    .refine((entry) => entry.captions.length === entry.photos, { error: 'write one caption per photo' }),
});

const videos = defineCollection({
  loader: localizedGlob('content/videos', ['date', 'region', 'topic', 'duration']),
  schema: z.object({
    // 5: a Chinese title of a few characters is complete ("还剑湖畔的清晨").
    title: z.string().min(5).max(100),
    date: z.coerce.date(),
    region: slug,
    topic: z.enum(NEWS_TAGS),
    /** Seconds; `npm run videos` renders the stand-in clip this long. */
    duration: z.number().int().min(4).max(600),
    summary,
  }),
});

/** Practical information (visas, money, SIM, emergencies…): content/practical/<locale>/<slug>.md. */
const practical = defineCollection({
  loader: localizedGlob('content/practical', ['updated', 'order']),
  schema: z.object({
    title: z.string().min(5).max(90),
    summary,
    updated: z.coerce.date(),
    /** Place in the list, the same in every locale. */
    order: z.number().int().min(0),
  }),
});

/**
 * Curated itineraries (/schedule-reference/<slug>/): days of stops at places of the catalogue. The
 * plan (places, times, durations, modes: the days' shape) is the same in every locale; titles and
 * tips are translated. The build fails on a stop at a missing place, an unknown region or
 * overlapping times (src/content/itinerary-checks.ts).
 */
const stop = z.object({
  place: slug,
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'write the start time as HH:MM (24-hour clock)' }),
  minutes: z.number().int().min(15).max(480),
  /** How to reach the next stop of the day; absent on the day's last stop. */
  mode: z.enum(TRAVEL_MODES).optional(),
  tip: z.string().min(3).max(400).optional(),
});
const itineraryDays = (data: Record<string, unknown>) =>
  (data.days as { stops: z.infer<typeof stop>[] }[]).map((day) =>
    day.stops.map(({ place, start, minutes, mode }) => ({ place, start, minutes, mode })),
  );

const itineraries = defineCollection({
  loader: localizedGlob(
    'content/itineraries',
    ['regions', 'themes', 'bestMonths', { name: 'days (places, start times, minutes, modes)', value: itineraryDays }],
    {
      check: (entries) =>
        itineraryProblems('content/itineraries', entries, {
          places: contentSlugs('content/places'),
          regions: contentSlugs('content/regions'),
          closedOn: placesClosedOn('content/places'),
          hours: placesHours('content/places'),
        }),
    },
  ),
  schema: z.object({
    title: z.string().min(5).max(100),
    summary,
    regions: z.array(slug).min(1).max(6),
    themes: z.array(z.enum(TRIP_THEMES)).min(1).max(3),
    bestMonths: z.array(z.number().int().min(1).max(12)).min(1).max(12),
    days: z
      .array(z.object({ title: z.string().min(2).max(100), stops: z.array(stop).min(1).max(12) }))
      .min(1)
      .max(14),
  }),
});

/** Every collection: the content layer's own, then those an area brings (booking's catalogue). */
export const collections = {
  info,
  regions,
  places,
  news,
  local,
  galleries,
  videos,
  practical,
  itineraries,
  ...bookingCollections,
};
