import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

const INLINE = Buffer.from(`<style>${ISLAND_STYLES}</style>`);
const HEAD_END = Buffer.from('</head>');

/**
 * Moves the `<style>` Astro writes in front of a page's first island (withastro/astro#10308) into
 * `<head>`: HTML allows `<style>` there, not in `<body>`, and the W3C checker reports it. Works on
 * the page's bytes, as Astro gives and writes them: every prerendered page passes through here, and
 * decoding and re-encoding 50 kB of text per page cost more than the search (decision 0059).
 * @example hoistIslandStyles(bytes('<head></head><body><style>astro-island…</style><astro-island>'))
 *   → bytes('<head><style>astro-island…</style></head><body><astro-island>')
 */
export function hoistIslandStyles(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  let at = html.indexOf(INLINE, headEnd);
  if (at < 0) return html;
  const parts = [html.subarray(0, headEnd), INLINE];
  let from = headEnd;
  for (; at >= 0; at = html.indexOf(INLINE, from)) {
    parts.push(html.subarray(from, at));
    from = at + INLINE.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/** The same for a page response; other responses pass through untouched (and still streaming). */
export async function hoistIslandStylesIn(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(hoistIslandStyles(Buffer.from(await response.arrayBuffer())), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
