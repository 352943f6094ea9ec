import { localizedPath, splitLocale } from './i18n/localized-path.ts';

export interface RouteRule {
  /** Locale-free path; a trailing `*` matches the rest. Trailing slashes are ignored. */
  from: string;
  /** Locale-free path, or an absolute `http(s)://` URL that leaves the site. */
  to: string;
  /** 301 by default: moved for good, so crawlers carry the ranking over. */
  status?: 301 | 302 | 307 | 308;
}

export interface RouteRedirect {
  location: string;
  status: number;
  external: boolean;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const isExternal = (target: string) => /^https?:\/\//i.test(target);

/**
 * The redirect for a request path, if a rule covers it. The query string is kept.
 * @example redirectFor('/en/tin-tuc/hue', '?page=2', rules) → { location: '/en/news/hue?page=2', status: 301, external: false }
 */
export function redirectFor(pathname: string, search: string, rules: readonly RouteRule[]): RouteRedirect | undefined {
  const { locale, path } = splitLocale(pathname);
  const requested = trimSlash(path);
  for (const rule of rules) {
    let target: string | undefined;
    if (rule.from.endsWith('/*')) {
      const base = rule.from.slice(0, -2);
      if (requested === base || requested.startsWith(`${base}/`)) {
        target = rule.to.replace('*', requested.slice(base.length + 1));
      }
    } else if (requested === trimSlash(rule.from)) {
      target = rule.to;
    }
    if (target === undefined) continue;
    const external = isExternal(target);
    const location = external ? target : localizedPath(locale, target) + search;
    return { location, status: rule.status ?? 301, external };
  }
  return undefined;
}
