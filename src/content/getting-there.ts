import { z } from 'astro/zod';
import { clockTime, factSource, required, vnd } from './place-facts.ts';
import { HUB_IDS } from './hubs.ts';

/*
 * Getting there as data (decision 0098): from the nearest hub (a city with an airport or a
 * station, or a regional centre) to the place, leg by leg, the same in every locale and with its
 * source like hours and tickets (decision 0095). Language-free: modes and operators are enums
 * whose words are in locales/guides/<locale>.json, times are minutes, fares VND, hubs ids of
 * src/content/hubs.ts. The body's "Getting there" section stays as the note for what the data
 * cannot say.
 */

/** How a leg is travelled; "taxi" includes ride-hailing cars, "coach" long-distance buses and limousine vans. */
export const TRANSPORT_MODES = [
  'walk',
  'taxi',
  'motorbike',
  'bus',
  'coach',
  'train',
  'boat',
  'ferry',
  'cableCar',
  'plane',
] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/**
 * Operators named only where one is well known to run the leg (their names are in guides.json);
 * a leg that many companies serve names none.
 */
export const OPERATORS = ['sunWorld'] as const;

const minute = z.number().int().min(1).max(1440);

/** Minutes a leg takes: one figure, or a range [shortest, longest] for traffic, sea and season. */
export const legMinutes = z.union([
  minute,
  z
    .tuple([minute, minute])
    .refine(([low, high]) => low < high, { error: 'a range goes from the shorter time to the longer' }),
]);
export type LegMinutes = z.infer<typeof legMinutes>;

/** The lower and upper end of a leg's time. */
export const minutesRange = (minutes: LegMinutes) =>
  typeof minutes === 'number' ? { min: minutes, max: minutes } : { min: minutes[0], max: minutes[1] };

/** What a leg costs in VND, for each traveller or for the whole car, boat or motorbike hired. */
const fare = z.object({ vnd, per: z.enum(['person', 'vehicle']) });

export const leg = z.object({
  mode: z.enum(TRANSPORT_MODES),
  operator: z.enum(OPERATORS).optional(),
  minutes: legMinutes,
  /** Left out where the leg is free (walking) or its price is not known. */
  fare: fare.optional(),
  /** The last boat, bus or cable car back, where missing it strands the visitor (HH:MM). */
  lastReturn: clockTime.optional(),
});
export type Leg = z.infer<typeof leg>;

export const gettingThere = z.object(
  {
    /** The hub the legs start from (src/content/hubs.ts, which also says how to reach it). */
    from: z.enum(HUB_IDS, {
      error: `name a hub of src/content/hubs.ts (${HUB_IDS.length} of them, e.g. "ha-noi"); add one there if the nearest is missing`,
    }),
    legs: z.array(leg).min(1).max(4),
    source: factSource,
  },
  required(
    'how to get there from the nearest hub, e.g. gettingThere: { from: "ha-noi", legs: [{ mode: "taxi", minutes: [20, 30], fare: { vnd: [100000, 150000], per: "vehicle" } }], source: "unverified" }',
  ),
);
export type GettingThere = z.infer<typeof gettingThere>;
