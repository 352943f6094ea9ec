/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    locale: import('./lib/i18n/locales.ts').Locale;
    t: import('i18next').TFunction;
  }
}

interface ImportMetaEnv {
  /** Inlined by the build-info integration. */
  readonly PUBLIC_BUILD_ID: string;
  /** "true" when the app is embedded cross-origin: the lang cookie then needs SameSite=None; Secure. */
  readonly PUBLIC_COOKIE_CROSS_ORIGIN?: string;
  /** Contact address shown on the operating and privacy pages. */
  readonly PUBLIC_CONTACT_EMAIL?: string;
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when a window event of this name fires (src/integrations/event-directive.ts). */
    'client:event'?: string;
  }
}
