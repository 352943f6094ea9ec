import type { TFunction } from 'i18next';
import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/localized-path.ts';

/** The design's brand colour (the header's jade) and the page background of the light theme. */
export const THEME_COLOR = '#0a776b';
export const BACKGROUND_COLOR = '#ffffff';

/** The app icons, rendered from the brand mark (public/favicon.svg) by src/pages/icons/[icon].ts. */
export const APP_ICONS = [
  { name: 'app-192.png', size: 192, purpose: 'any' },
  { name: 'app-512.png', size: 512, purpose: 'any' },
  { name: 'app-maskable-512.png', size: 512, purpose: 'maskable' },
  { name: 'apple-touch-180.png', size: 180, purpose: 'apple' },
] as const;

export const MANIFEST_ICON_PATHS = APP_ICONS.map((icon) => `/icons/${icon.name}`);

/** Where a locale's manifest is served (each page links its own language's). */
export const manifestPath = (locale: Locale): string => localizedPath(locale, '/manifest.webmanifest');

/**
 * The web app manifest of one language: its name, start page and scope, the share target (which
 * posts to that language's share page; decisions 0044 and 0045) and the icons.
 */
export function webAppManifest(locale: Locale, t: TFunction): Record<string, unknown> {
  const start = localizedPath(locale, '/');
  return {
    // One app whatever the language it was installed in; each language starts on its own home page.
    id: '/',
    name: `${t('site.name')}: ${t('site.tagline')}`,
    short_name: t('site.name'),
    description: t('site.description'),
    lang: LOCALE_TAGS[locale].lang,
    dir: 'ltr',
    start_url: start,
    // The app covers every language's pages: a link to another language stays in the app window.
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['travel', 'navigation'],
    icons: [
      ...APP_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
        src: `/icons/${icon.name}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    share_target: {
      action: localizedPath(locale, '/share/'),
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'photos', accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/*'] }],
      },
    },
  };
}
