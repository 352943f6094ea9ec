import { isbot } from 'isbot';

/**
 * Whether a request comes from an automated agent that must not be shown an error page body:
 * search-engine crawlers, link-preview fetchers (Facebook, Zalo's in-app browser is a person and
 * is not matched), Lighthouse and headless browsers. The `isbot` pattern list is maintained
 * upstream, which a hand-written list would not be.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return isbot(userAgent ?? '');
}
