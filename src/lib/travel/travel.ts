/**
 * Distances and travel times between stops, from the places' coordinates alone, the same in the
 * build (itinerary pages), the browser (the planner) and the server (the trips API). No network, no
 * routing engine: a documented model that a tourist can trust to the nearest few minutes in a town
 * and to a quarter of an hour or so between towns. The model, its sources and its limits are in
 * docs/decisions/0025-travel-time-model.md.
 *
 * @example
 * const leg = estimateLeg({ lat: 21.0287, lng: 105.8524 }, { lat: 21.0368, lng: 105.8347 }, 'motorbike');
 * // { mode: 'motorbike', straightKm: 2.06, roadKm: 2.78, minutes: 13 }
 */

/** How a traveller reaches the next stop. Extend TRAVEL_MODEL with a new mode, never hard-code one. */
export const TRAVEL_MODES = ['walk', 'motorbike', 'car'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

export interface Coordinates {
  lat: number;
  lng: number;
}

/** One mode's parameters; every number is explained in decision 0025. */
export interface ModeModel {
  /** Road distance ÷ straight-line distance (the network's circuity). */
  detour: number;
  /** Average door-to-door speed in km/h over the first URBAN_KM of road, in town traffic. */
  urbanKmh: number;
  /** Average speed in km/h over the road beyond URBAN_KM, between towns. */
  interCityKmh: number;
  /** Minutes added to every leg: parking, putting on a helmet, waiting for a ride-hailing car. */
  overheadMinutes: number;
}

/** Road kilometres of a leg driven at town speed; the rest of a longer leg runs at inter-city speed. */
export const URBAN_KM = 10;

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

export const TRAVEL_MODEL: Readonly<Record<TravelMode, Readonly<ModeModel>>> = {
  // Pedestrians cut through alleys and squares, so their detour is the smallest; Vietnamese
  // pavements are taken by parked motorbikes and stalls, so the pace is a stroll, not 5 km/h.
  walk: { detour: 1.25, urbanKmh: 4.2, interCityKmh: 4.2, overheadMinutes: 0 },
  // Motorbikes weave through town traffic faster than cars; the legal limit outside towns is
  // 60 km/h (70 on some roads), and mountain passes pull the average down.
  motorbike: { detour: 1.35, urbanKmh: 22, interCityKmh: 40, overheadMinutes: 4 },
  // Cars crawl in Hanoi's and Saigon's traffic, then use the national roads and expressways.
  car: { detour: 1.35, urbanKmh: 18, interCityKmh: 55, overheadMinutes: 8 },
};

export interface LegEstimate {
  mode: TravelMode;
  /** Great-circle distance, km, two decimals. */
  straightKm: number;
  /** Estimated road (or path) distance, km, two decimals: what the pages show. */
  roadKm: number;
  /** Estimated door-to-door minutes, whole, at least 1. */
  minutes: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km (haversine formula, spherical Earth: under 0.5 % off the ellipsoid).
 *
 * @example straightLineKm({ lat: 21.0285, lng: 105.8542 }, { lat: 10.7769, lng: 106.7009 }) // ≈ 1,140
 */
export function straightLineKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes to cover `roadKm` of road in `mode`, overhead included (0 km costs nothing). */
export function travelMinutes(roadKm: number, mode: TravelMode): number {
  if (!(roadKm > 0)) return 0;
  const model = TRAVEL_MODEL[mode];
  const urban = Math.min(roadKm, URBAN_KM);
  const interCity = roadKm - urban;
  const hours = urban / model.urbanKmh + interCity / model.interCityKmh;
  return Math.max(1, Math.round(hours * 60 + model.overheadMinutes));
}

/** The distance and time from one stop to the next. Two stops at the same point give 0 and 0. */
export function estimateLeg(from: Coordinates, to: Coordinates, mode: TravelMode): LegEstimate {
  const straightKm = straightLineKm(from, to);
  const roadKm = straightKm * TRAVEL_MODEL[mode].detour;
  return { mode, straightKm: round2(straightKm), roadKm: round2(roadKm), minutes: travelMinutes(roadKm, mode) };
}

/** A stop as the day's totals need it: where, how long, and how it is left (absent on the last). */
export interface TimedStop {
  coordinates: Coordinates;
  /** Minutes spent at the stop. */
  minutes: number;
  mode?: TravelMode;
}

export interface DayPlan {
  /** legs[i] goes from stop i to stop i + 1; undefined where stop i has no mode. */
  legs: (LegEstimate | undefined)[];
  /** Road km of the day's legs, two decimals. */
  roadKm: number;
  travelMinutes: number;
  visitMinutes: number;
}

/**
 * Every leg of a day and its totals. A stop without a mode (the day's last, or one the traveller
 * has not decided yet) ends a leg-less gap: nothing is guessed for it.
 */
export function planDay(stops: readonly TimedStop[]): DayPlan {
  const legs = stops.map((stop, index) => {
    const next = stops[index + 1];
    return next && stop.mode ? estimateLeg(stop.coordinates, next.coordinates, stop.mode) : undefined;
  });
  return {
    legs,
    roadKm: round2(legs.reduce((sum, leg) => sum + (leg?.roadKm ?? 0), 0)),
    travelMinutes: legs.reduce((sum, leg) => sum + (leg?.minutes ?? 0), 0),
    visitMinutes: stops.reduce((sum, stop) => sum + stop.minutes, 0),
  };
}

/** "HH:MM" → minutes after midnight, or undefined when it is not a time of day. */
export function minutesOfDay(time: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** A stop with its start time, for the overlap check. */
export interface ScheduledStop {
  start: string;
  minutes: number;
}

/**
 * Indexes of the stops that begin before the previous stop of the same day has ended (its start
 * plus its minutes), in the day's order. Travel time is not counted: a tight plan is the
 * traveller's choice, two visits at once is a mistake.
 *
 * @example overlappingStops([{ start: '08:00', minutes: 90 }, { start: '09:00', minutes: 60 }]) // [1]
 */
export function overlappingStops(stops: readonly ScheduledStop[]): number[] {
  const overlapping: number[] = [];
  let busyUntil = -Infinity;
  stops.forEach((stop, index) => {
    const start = minutesOfDay(stop.start);
    // A malformed time is the schema's to report; it neither overlaps nor ends anything.
    if (start === undefined) return;
    if (start < busyUntil) overlapping.push(index);
    busyUntil = Math.max(busyUntil, start + stop.minutes);
  });
  return overlapping;
}
