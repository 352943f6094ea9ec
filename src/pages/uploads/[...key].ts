import type { APIRoute } from 'astro';
import { localUploads } from '#server/services/storage/index.ts';

export const prerender = false;

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  // A reel's HLS stream: playlists, fMP4 init and media segments (decision 0053).
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
};

/**
 * Files of the local upload store (DATA_DIR/uploads). Their names carry a random id and never
 * change, so browsers and CDNs may keep them for good.
 */
export const GET: APIRoute = async ({ params }) => {
  const key = params.key ?? '';
  const bytes = await localUploads().read(key);
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
