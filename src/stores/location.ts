import { persistentMap } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

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
}

/** Geolocation failed: back to the defaults, without a position. A picked region stays. */
export function resetPosition(): void {
  const current = $location.get();
  $location.set({
    ...DEFAULT_POSITION,
    hasLocation: false,
    regionId: current.regionPicked ? current.regionId : null,
    regionPicked: current.regionPicked,
  });
}

/** The visitor picked a region by hand (the region picker). */
export function pickRegion(regionId: string): void {
  $location.setKey('regionId', regionId);
  $location.setKey('regionPicked', true);
}
