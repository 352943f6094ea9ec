import { defineMiddleware } from 'astro:middleware';
import { staffPolicy, withHeaderOnlyDirectives } from '#config/content-security-policy.ts';
import { ROUTE_RULES } from '#config/route-rules.ts';
import { homeRedirectFor } from '#lib/i18n/locale-gate.ts';
import { splitLocale } from '#lib/i18n/localized-path.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { redirectFor } from '#lib/redirects.ts';
import { hoistIslandStylesIn } from '#server/http/island-styles.ts';

/**
 * Puts the locale and its `t()` on `Astro.locals` for every page. The front server
 * (src/server/http) applies the route rules and the home-page language gate before static files;
 * here they cover pages rendered on demand. `astro dev` hides request headers from prerendered
 * routes, so the cookie gate at `/` is seen with `npm start`, not in dev. Every page, built or on
 * demand, gets its island style moved into `<head>`; a page rendered on demand keeps the
 * header-only policy directives (frame-ancestors, base-uri, object-src) beside Astro's.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { locale } = splitLocale(context.url.pathname);
  context.locals.locale = locale;
  context.locals.t = getTranslator(locale);
  if (context.isPrerendered) return hoistIslandStylesIn(await next());

  const rule = redirectFor(context.url.pathname, context.url.search, ROUTE_RULES);
  if (rule) return context.redirect(rule.location, rule.status as 301);
  const home = homeRedirectFor(context.url.pathname, context.request.headers.get('cookie'));
  if (home) return context.redirect(home, 302);
  const response = await hoistIslandStylesIn(await next());
  return /^\/staff(\/|$)/.test(splitLocale(context.url.pathname).path)
    ? narrowPolicyIn(response)
    : completePolicyIn(response);
});

/** A staff page's policy: stricter than the site's (decision 0075). */
function narrowPolicyIn(response: Response): Response {
  const policy = response.headers.get('content-security-policy');
  if (!policy) return response;
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', staffPolicy(policy));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** An on-demand page's policy header, completed with what only a header can say (frame-ancestors, …). */
function completePolicyIn(response: Response): Response {
  const policy = response.headers.get('content-security-policy');
  if (!policy) return response;
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', withHeaderOnlyDirectives(policy));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
