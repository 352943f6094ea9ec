import type { RouteRule } from '#lib/redirects.ts';

/**
 * Old or short paths and where they now live. Applied before routing, in every locale: a rule for
 * `/tin-tuc` also moves `/en/tin-tuc` to `/en/news/`. A target that starts with `http(s)://` leaves
 * the site and is not localized. `*` at the end of a source matches the rest of the path, which
 * replaces `*` in the target. A rule may only point at a page that is built (tests/e2e/crawl.spec.ts
 * requests every target): `/my-trip` and `/sim` come back with the trips and SIM pages.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  { from: '/home', to: '/' },
  { from: '/index', to: '/' },
  { from: '/tin-tuc/*', to: '/news/*' },
  { from: '/dia-diem/*', to: '/places/*' },
  { from: '/vung-mien/*', to: '/regions/*' },
  { from: '/privacy', to: '/about-privacy/' },
  { from: '/chinh-sach-bao-mat', to: '/about-privacy/' },
  { from: '/about', to: '/about-operating/' },
  { from: '/gioi-thieu', to: '/about-operating/' },
  { from: '/vr360', to: '/vr-360/' },
  // Vietnam's official tourism portal, for visitors who type the old "official site" shortcut.
  { from: '/official-tourism', to: 'https://vietnam.travel/', status: 302 },
];
