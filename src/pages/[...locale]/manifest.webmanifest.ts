import type { APIRoute } from 'astro';
import { isLocale, DEFAULT_LOCALE } from '#lib/i18n/locales.ts';
import { localeStaticPaths } from '#lib/i18n/static-paths.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { webAppManifest } from '#lib/offline/web-app-manifest.ts';

/** /manifest.webmanifest, /en/manifest.webmanifest, /zh/…: one web app manifest per language. */
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const locale = params.locale && isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  return new Response(JSON.stringify(webAppManifest(locale, getTranslator(locale))), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
