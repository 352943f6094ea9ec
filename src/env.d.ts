/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    locale: import('#lib/i18n/locales.ts').Locale;
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
  /** VND per US dollar for the approximate amounts the English pages show beside prices. */
  readonly PUBLIC_VND_PER_USD?: string;
  /** VND per yuan for the approximate amounts the Chinese pages show beside prices. */
  readonly PUBLIC_VND_PER_CNY?: string;
}
