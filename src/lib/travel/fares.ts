import type { TravelMode } from './travel.ts';

/**
 * What a leg between two stops costs by the mode the plan gives it, from its estimated road
 * distance (travel.ts): a ride-hailing fare for motorbikes and cars, nothing on foot. A range,
 * because fares move with the hour, the weather and the app; the figures and their sources are in
 * docs/decisions/0087-a-trip-budget-from-the-guides.md.
 *
 * @example legFare(2.78, 'motorbike') // { min: 15000, max: 19000 }
 */

/** VND, lowest and highest. */
export interface VndRange {
  min: number;
  max: number;
}

/** One mode's fare: the opening fare covers the first `openingKm`, then a price per km. */
export interface FareModel {
  opening: VndRange;
  openingKm: number;
  perKm: VndRange;
}

export const FARE_MODEL: Readonly<Record<TravelMode, Readonly<FareModel>>> = {
  walk: { opening: { min: 0, max: 0 }, openingKm: 0, perKm: { min: 0, max: 0 } },
  // A ride-hailing motorbike (GrabBike, Be, Xanh SM Bike) in Hà Nội and Hồ Chí Minh City.
  motorbike: { opening: { min: 12_000, max: 15_000 }, openingKm: 2, perKm: { min: 4_000, max: 5_500 } },
  // A four-seat ride-hailing car or metered taxi; a long leg is the price of a car with driver.
  car: { opening: { min: 25_000, max: 32_000 }, openingKm: 2, perKm: { min: 9_000, max: 12_500 } },
};

/** Fares are quoted to the thousand đồng, as the apps show them. */
const toThousand = (vnd: number) => Math.round(vnd / 1000) * 1000;

/** The fare of `roadKm` of road in `mode`; a leg of no distance costs nothing. */
export function legFare(roadKm: number, mode: TravelMode): VndRange {
  if (!(roadKm > 0)) return { min: 0, max: 0 };
  const { opening, openingKm, perKm } = FARE_MODEL[mode];
  const beyond = Math.max(0, roadKm - openingKm);
  return { min: toThousand(opening.min + beyond * perKm.min), max: toThousand(opening.max + beyond * perKm.max) };
}
