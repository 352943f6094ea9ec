import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

const INLINE = `<style>${ISLAND_STYLES}</style>`;

/**
 * Moves the `<style>` Astro writes in front of a page's first island (withastro/astro#10308) into
 * `<head>`: HTML allows `<style>` there, not in `<body>`, and the W3C checker reports it.
 * @example hoistIslandStyles('<head></head><body><style>astro-island…</style><astro-island>')
 *   → '<head><style>astro-island…</style></head><body><astro-island>'
 */
export function hoistIslandStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || !html.includes(INLINE, headEnd)) return html;
  const body = html.slice(headEnd).split(INLINE).join('');
  return `${html.slice(0, headEnd)}${INLINE}${body}`;
}

/** The same for a page response; other responses pass through untouched (and still streaming). */
export async function hoistIslandStylesIn(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(hoistIslandStyles(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
