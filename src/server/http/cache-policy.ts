import { CSP_HEADER } from '#config/content-security-policy.ts';

/** Files a browser must re-check on every use. */
const WORKER_FILES = new Set(['/build.json', '/sw.js', '/firebase-messaging-sw.js']);

/**
 * Cache-Control for a built file: hashed assets never change; HTML and the build marker are
 * revalidated on every use, so a deploy is seen at the next navigation; the rest may be kept
 * for an hour.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  // The service worker, the Firebase script it imports and the manifests: a new build's copy is
  // seen at the next check (docs/decisions/0045).
  if (WORKER_FILES.has(pathname) || pathname.endsWith('.webmanifest')) return 'no-cache';
  if (pathname.endsWith('/') || pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname)) {
    return 'public, max-age=0, must-revalidate';
  }
  return 'public, max-age=3600';
}

/** Headers every response carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // The page's own policy is in its <meta> element; these directives only work as a header.
  'Content-Security-Policy': CSP_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

/**
 * HTTPS only from now on (a year, subdomains too), sent on answers that reached the visitor over
 * HTTPS: behind the trusted TLS proxy, that is what its X-Forwarded-Proto says. Browsers ignore
 * the header over plain HTTP, and a local `npm start` must stay reachable at http://localhost.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function overHttps(forwardedProto: string | string[] | undefined, trustProxy: boolean): boolean {
  const first = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',')[0]?.trim();
  return trustProxy && first === 'https';
}
