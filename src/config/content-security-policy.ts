import type { AstroUserConfig } from 'astro';

/**
 * The Content-Security-Policy of every page (decision 0022). Astro writes it in a <meta> element
 * with the hashes of the scripts and styles it renders (`security.csp` in astro.config.mjs; the
 * first-frame theme script's hash is added by BaseLayout); the front server sends the directives
 * a <meta> cannot carry as a header (CSP_HEADER).
 *
 * Scripts come only from this site, as hashed inline code or files, plus the Google and Facebook
 * SDKs when their ids are configured at build time; WebAssembly (Pagefind's search) may compile.
 */
interface Provider {
  scripts: string[];
  styles: string[];
  connect: string[];
  frames: string[];
}

const GOOGLE: Provider = {
  scripts: ['https://accounts.google.com/gsi/client'],
  styles: ['https://accounts.google.com/gsi/style'],
  connect: ['https://accounts.google.com/gsi/', 'https://www.googleapis.com/oauth2/v3/userinfo'],
  frames: ['https://accounts.google.com/gsi/'],
};

const FACEBOOK: Provider = {
  scripts: ['https://connect.facebook.net'],
  styles: [],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
  frames: ['https://www.facebook.com', 'https://web.facebook.com'],
};

/**
 * Firebase Cloud Messaging's browser endpoints (installation and token registration). Push is
 * configured at run time, after the build wrote this policy, so they are always allowed; the SDK
 * that calls them loads only for signed-in readers of a server with push configured (decision 0047).
 */
const PUSH_CONNECT = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

type Csp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/**
 * The one inline style attribute of our pages: Radix's toast region renders `pointer-events:none`
 * on the server. Allowed by its hash alone ('unsafe-hashes' admits hashed attributes, nothing else).
 */
const TOAST_REGION_STYLE = 'sha256-1OjyRYLAOH1vhXLUN4bBHal0rWxuwBDBP220NNc0CNU=';

/**
 * `mapTileSource` is where the route maps' tiles come from (src/config/map-tiles.ts): https tiles
 * are allowed anyway, but a tile server over plain http (a test's stand-in, an intranet) is not.
 * `uploadsOrigin` is the S3 bucket's public origin (PUBLIC_UPLOADS_ORIGIN) when uploads live there:
 * hls.js fetches a reel's playlists and segments from it.
 */
export function contentSecurityPolicy(
  providers: { google: boolean; facebook: boolean },
  mapTileSource?: string,
  uploadsOrigin?: string,
): Csp {
  const on = [...(providers.google ? [GOOGLE] : []), ...(providers.facebook ? [FACEBOOK] : [])];
  const all = (key: keyof Provider) => on.flatMap((provider) => provider[key]);
  const directives: NonNullable<Csp['directives']> = [
    "default-src 'self'",
    // Avatars may live in an S3 bucket on another host, known only at run time.
    `img-src ${["'self'", 'data:', 'blob:', 'https:', ...(mapTileSource ? [mapTileSource] : [])].join(' ')}`,
    // hls.js plays through Media Source Extensions (blob: URLs) and may start a worker.
    `media-src ${["'self'", 'blob:', ...(uploadsOrigin ? [uploadsOrigin] : [])].join(' ')}`,
    "worker-src 'self' blob:",
    `connect-src ${["'self'", ...all('connect'), ...PUSH_CONNECT, ...(uploadsOrigin ? [uploadsOrigin] : [])].join(' ')}`,
    `frame-src ${["'self'", ...all('frames')].join(' ')}`,
    "font-src 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ];
  return {
    scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'", ...all('scripts')] },
    styleDirective: { resources: ["'self'", "'unsafe-hashes'", ...all('styles')], hashes: [TOAST_REGION_STYLE] },
    directives,
  };
}

/** Directives a <meta> element cannot carry, sent as a header with every answer. */
export const CSP_HEADER = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

/**
 * A page rendered on demand (search results, the 404 page) gets its whole policy from Astro as a
 * header, which replaces the front server's CSP_HEADER: the header-only directives join it.
 * @example withHeaderOnlyDirectives("default-src 'self';") → "default-src 'self'; frame-ancestors 'self'; …"
 */
export function withHeaderOnlyDirectives(policy: string): string {
  if (policy.includes('frame-ancestors')) return policy;
  return `${policy.trim().replace(/;$/, '')}; ${CSP_HEADER}`;
}

/** Directives the staff area sets itself, whatever the site's policy says of them. */
const STAFF_OWN = ['connect-src', 'img-src', 'media-src', 'frame-src', 'frame-ancestors', 'base-uri', 'object-src'];

/**
 * The staff area's policy (decision 0075): the site's, narrowed. Scripts only from this site or by
 * hash (no sign-in SDKs, no WebAssembly), styles without other hosts, connections only to this
 * site, pictures from it or `data:` (the enrolment QR code), no media, no frames, and never framed.
 * @example staffPolicy("script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/client 'sha256-x'; connect-src 'self' https://graph.facebook.com")
 *   → "script-src 'self' 'sha256-x'; connect-src 'self'; img-src 'self' data:; media-src 'none'; …"
 */
export function staffPolicy(policy: string): string {
  const kept = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !STAFF_OWN.includes(directive.split(/\s+/)[0] ?? ''))
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      if (name.startsWith('script-src'))
        return [name, ...sources.filter((s) => s === "'self'" || s.startsWith("'sha"))].join(' ');
      if (name.startsWith('style-src')) return [name, ...sources.filter((s) => !/^https?:/.test(s))].join(' ');
      return directive;
    });
  return [
    ...kept,
    "connect-src 'self'",
    "img-src 'self' data:",
    "media-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}
