// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import icon from 'astro-icon';
import { buildInfo } from './src/integrations/build-info.ts';
import { contentArtwork } from './src/integrations/content-artwork.ts';
import { eventDirective } from './src/integrations/event-directive.ts';
import { precompress } from './src/integrations/precompress.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/lib/i18n/locales.ts';

// The public origin is needed at build time for canonical and hreflang URLs.
const site = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  trailingSlash: 'ignore',
  // State lives in the database and the browser, never in one process (see DESIGN.md's scale-out).
  session: false,
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  // Plain page navigations with Astro's prefetch (no ClientRouter): less JavaScript and a strict CSP
  // stays possible. See docs/decisions/0003-multi-page-navigation.md.
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  integrations: [contentArtwork(), react(), icon({ include: { lucide: ['*'] } }), eventDirective(), buildInfo(), precompress()],
  devToolbar: { enabled: false },
  vite: {
    server: { watch: { ignored: ['**/data/**', '**/test-results/**'] } },
  },
});
