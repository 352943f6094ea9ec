/**
 * The VR 360 page's panoramas: where each one is taken from, which place it shows and which
 * places are marked in it. Shared by the page (marker positions in the viewer) and by
 * `npm run panoramas` (which draws each marked place where its marker will be), so a marker
 * always sits on what it names.
 *
 * Angles are in degrees here; the viewer takes radians (see `toViewerPosition`). A panorama is
 * equirectangular (2:1): its centre column faces the scene's own place, yaw grows to the right
 * (clockwise seen from above), pitch grows upwards and 0 is the horizon.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export type PanoramaStyle = 'bay' | 'old-town' | 'mountains' | 'lake-city' | 'karst-river';

export interface PanoramaMarker {
  /** Slug of a place in content/places. */
  place: string;
  /** Height of the marker above the horizon, in degrees: the top of the landmark drawn there. */
  pitch: number;
}

export interface PanoramaScene {
  /** File name in content/places/_panoramas/ (without .webp) and anchor on the page. */
  id: string;
  /** The place the panorama shows: its page, its name, and the direction the view opens on. */
  place: string;
  /** Where the camera stands. */
  viewpoint: LatLng;
  style: PanoramaStyle;
  /** The scene's own place first, then the other places seen from the viewpoint. */
  markers: PanoramaMarker[];
}

export const PANORAMA_SCENES: readonly PanoramaScene[] = [
  {
    id: 'ha-long',
    place: 'vinh-ha-long',
    // On a cruise boat west of the bay's main islets.
    viewpoint: { lat: 20.87, lng: 107.1 },
    style: 'bay',
    markers: [
      { place: 'vinh-ha-long', pitch: 11 },
      { place: 'vinh-bai-tu-long', pitch: 5 },
      { place: 'dao-cat-ba', pitch: 7 },
    ],
  },
  {
    id: 'hoi-an',
    place: 'pho-co-hoi-an',
    // On An Hoi islet, across the Thu Bon river from the old town.
    viewpoint: { lat: 15.8752, lng: 108.3262 },
    style: 'old-town',
    markers: [
      { place: 'pho-co-hoi-an', pitch: 8 },
      { place: 'ngu-hanh-son', pitch: 5 },
      { place: 'cu-lao-cham', pitch: 3 },
      { place: 'thanh-dia-my-son', pitch: 6 },
    ],
  },
  {
    id: 'sa-pa',
    place: 'sa-pa',
    // On Ham Rong hill above the town.
    viewpoint: { lat: 22.3405, lng: 103.8495 },
    style: 'mountains',
    markers: [
      { place: 'sa-pa', pitch: -4 },
      { place: 'fansipan', pitch: 16 },
    ],
  },
  {
    id: 'hoan-kiem',
    place: 'ho-hoan-kiem',
    // At the lake's southern shore, by Ly Thai To garden.
    viewpoint: { lat: 21.0252, lng: 105.8531 },
    style: 'lake-city',
    markers: [
      { place: 'ho-hoan-kiem', pitch: 3 },
      { place: 'pho-co-ha-noi', pitch: 7 },
      { place: 'hoang-thanh-thang-long', pitch: 6 },
      { place: 'van-mieu-quoc-tu-giam', pitch: 5 },
    ],
  },
  {
    id: 'trang-an',
    place: 'trang-an',
    // In a rowing boat on the Sao Khe river.
    viewpoint: { lat: 20.244, lng: 105.905 },
    style: 'karst-river',
    markers: [
      { place: 'trang-an', pitch: 14 },
      { place: 'tam-coc-bich-dong', pitch: 10 },
      { place: 'chua-bai-dinh', pitch: 12 },
    ],
  },
];

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/**
 * Initial compass bearing from one point to another, in degrees clockwise from north, [0, 360).
 * @example bearing({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }) → 90
 */
export function bearing(from: LatLng, to: LatLng): number {
  const φ1 = rad(from.lat);
  const φ2 = rad(to.lat);
  const Δλ = rad(to.lng - from.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/**
 * An angle brought into (-180, 180]: where a bearing lies relative to the way the view faces.
 * @example relativeYaw(10, 350) → 20
 */
export function relativeYaw(bearingDeg: number, headingDeg: number): number {
  const yaw = (((bearingDeg - headingDeg) % 360) + 360) % 360;
  return yaw > 180 ? yaw - 360 : yaw;
}

/**
 * The pixel of an equirectangular image at a yaw and pitch (degrees, 0/0 is the centre).
 * @example toPixel(90, 0, 4096, 2048) → { x: 3072, y: 1024 }
 */
export function toPixel(yawDeg: number, pitchDeg: number, width: number, height: number): { x: number; y: number } {
  return { x: (0.5 + yawDeg / 360) * width, y: (0.5 - pitchDeg / 180) * height };
}

/** A marker's place in the panorama, in degrees. */
export interface MarkerAngle {
  place: string;
  yaw: number;
  pitch: number;
}

/**
 * Where each marker of a scene sits: its yaw is the bearing from the viewpoint to the place,
 * relative to the bearing of the scene's own place (the view's centre).
 * @param coordinatesOf the coordinates of a place slug, from content/places
 */
export function markerAngles(scene: PanoramaScene, coordinatesOf: (place: string) => LatLng): MarkerAngle[] {
  const heading = bearing(scene.viewpoint, coordinatesOf(scene.place));
  return scene.markers.map((marker) => ({
    place: marker.place,
    yaw: relativeYaw(bearing(scene.viewpoint, coordinatesOf(marker.place)), heading),
    pitch: marker.pitch,
  }));
}

/**
 * A marker angle as the viewer's position (radians; yaw in [0, 2π) as the viewer reads it).
 * @example toViewerPosition({ place: 'x', yaw: -90, pitch: 0 }) → { yaw: 3π/2, pitch: 0 }
 */
export function toViewerPosition(angle: MarkerAngle): { yaw: number; pitch: number } {
  return { yaw: rad((angle.yaw + 360) % 360), pitch: rad(angle.pitch) };
}
