import { persistentMap } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

/** Central Hà Nội: where the app stands when the visitor's position is unknown. */
export const DEFAULT_POSITION = { long: 105.836963, lat: 21.022696 } as const;
export const DEFAULT_REGION = 'ha-noi';

export interface LocationState {
  long: number;
  lat: number;
  hasLocation: boolean;
  regionId: string | null;
  /** The visitor chose the region by hand: a new position does not override it. */
  regionPicked: boolean;
  /**
   * Why there is no position, when there is none: the browser refused it (the visitor or a site
   * setting), or it could not find one. Unset before the first answer (decision 0034).
   */
  unavailable?: 'denied' | 'failed';
}

/** The visitor's position and region, kept in localStorage (`app:location:*`, STORAGE_KEYS.locationPrefix). */
export const $location = persistentMap<LocationState>(
  STORAGE_KEYS.locationPrefix,
  { ...DEFAULT_POSITION, hasLocation: false, regionId: null, regionPicked: false },
  { encode: JSON.stringify, decode: JSON.parse },
);

/** The region the local sections show: the chosen or resolved one, else Hà Nội. */
export const $activeRegion = computed($location, (location) => location.regionId ?? DEFAULT_REGION);

/** The browser gave a position: store it, and its region unless the visitor picked one. */
export function setPosition(position: { long: number; lat: number }, regionId: string | null): void {
  const current = $location.get();
  $location.set({
    ...current,
    ...position,
    hasLocation: true,
    regionId: current.regionPicked ? current.regionId : regionId,
  });
  // A position now: the reason there was none no longer holds.
  $location.setKey('unavailable', undefined);
}

/** Geolocation failed or was refused: back to the defaults, without a position. A picked region stays. */
export function resetPosition(unavailable: 'denied' | 'failed' = 'failed'): void {
  const current = $location.get();
  $location.set({
    ...DEFAULT_POSITION,
    hasLocation: false,
    regionId: current.regionPicked ? current.regionId : null,
    regionPicked: current.regionPicked,
    unavailable,
  });
}

/** The browser is finding the position (the "use my location" control shows it). */
export const $locating = atom(false);

/**
 * The visitor asked to use their position ("use my location"): a region picked by hand gives way,
 * so the position about to be asked for decides again.
 */
export function preferPosition(): void {
  $location.setKey('regionPicked', false);
  $location.setKey('regionId', null);
}

/**
 * Why the local sections show the region they show, for the sentence that says so: the visitor's
 * position, the region they picked, or the default because there is no position (refused, failed,
 * not given yet, or outside Vietnam).
 */
export type RegionReason = 'position' | 'picked' | 'denied' | 'failed' | 'unknown' | 'outside';

export const $regionReason = computed($location, (location): RegionReason => {
  if (location.regionPicked && location.regionId) return 'picked';
  if (location.hasLocation) return location.regionId ? 'position' : 'outside';
  return location.unavailable ?? 'unknown';
});

/** The visitor picked a region by hand (the region picker). */
export function pickRegion(regionId: string): void {
  $location.setKey('regionId', regionId);
  $location.setKey('regionPicked', true);
}
