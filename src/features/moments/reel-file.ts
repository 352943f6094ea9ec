import { REEL_LIMITS, REEL_TYPES } from './reels-contract.ts';

/** Phones label MOV files as video/quicktime, some browsers leave the type empty: the name tells. */
const looksLikeVideo = (file: Pick<File, 'type' | 'name'>) =>
  (REEL_TYPES as readonly string[]).includes(file.type) || (!file.type && /\.(mp4|mov|webm)$/i.test(file.name));

/** The video's length as the browser reads it; undefined when it cannot (the server checks again). */
function durationOf(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const settle = (seconds: number | undefined) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.addEventListener('loadedmetadata', () =>
      settle(Number.isFinite(video.duration) ? video.duration : undefined),
    );
    video.addEventListener('error', () => settle(undefined));
    video.src = url;
  });
}

/**
 * Why a chosen video cannot be a reel, checked before anything is sent (the server checks the
 * content again): the `reels:field.<reason>` key, or undefined when it may go.
 */
export async function checkVideo(file: File): Promise<'type' | 'tooLarge' | 'tooLong' | undefined> {
  if (!looksLikeVideo(file)) return 'type';
  if (file.size > REEL_LIMITS.maxBytes) return 'tooLarge';
  const seconds = await durationOf(file);
  if (seconds !== undefined && seconds > REEL_LIMITS.maxSeconds + 0.5) return 'tooLong';
  return undefined;
}
