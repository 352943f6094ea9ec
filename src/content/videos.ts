/**
 * How the video clips are published: HLS with one rendition per line below, made by
 * `npm run videos` (scripts/generate-videos.ts) into public/videos/<slug>/, and what pages say about
 * them. Editors who bring real footage encode it to the same layout.
 */
export const RENDITIONS = [
  { name: '240p', width: 360, height: 240, bitrate: 120_000, level: '2.1' },
  { name: '480p', width: 720, height: 480, bitrate: 420_000, level: '3.0' },
] as const;

export const SEGMENT_SECONDS = 2;
export const VIDEO_FPS = 24;

/** The master playlist of a video. @example streamPath('bien-nha-trang') → '/videos/bien-nha-trang/master.m3u8' */
export const streamPath = (slug: string): string => `/videos/${slug}/master.m3u8`;

/** ISO 8601 duration for JSON-LD. @example isoDuration(75) → 'PT1M15S' */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `PT${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || minutes === 0 ? `${rest}S` : ''}`;
}

/** A running time as players show it. @example clockDuration(75) → '1:15' */
export const clockDuration = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
