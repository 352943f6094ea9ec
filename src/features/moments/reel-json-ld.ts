import type { Post } from './contract.ts';
import { isoDuration } from '#content/videos.ts';
import { postJsonLd } from './json-ld.ts';

/**
 * A reel as schema.org's VideoObject (Google's video markup: name, description, thumbnail, upload
 * date, duration, the stream), with the post's author, place, tags and like and comment counts.
 */
export function reelJsonLd(post: Post, url: string, title: string, authorPath: string): Record<string, unknown> {
  const { headline, articleBody, image, datePublished, ...shared } = postJsonLd(post, url, title, authorPath);
  const video = post.media[0];
  const absolute = (path: string) => new URL(path, url).href;
  return {
    ...shared,
    '@type': 'VideoObject',
    name: headline,
    description: articleBody ?? headline,
    thumbnailUrl: image,
    uploadDate: datePublished,
    ...(video?.durationMs ? { duration: isoDuration(Math.max(1, Math.round(video.durationMs / 1000))) } : {}),
    ...(video?.hlsUrl ? { contentUrl: absolute(video.hlsUrl), encodingFormat: 'application/vnd.apple.mpegurl' } : {}),
  };
}
