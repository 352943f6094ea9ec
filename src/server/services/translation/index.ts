import { serverConfig } from '../../config.ts';
import { googleTranslationProvider } from './google.ts';
import type { TranslationProvider } from './provider.ts';
import { standInTranslationProvider } from './stand-in.ts';

let google: { for: unknown; provider: TranslationProvider } | undefined;

/** Google Cloud Translation when GOOGLE_TRANSLATE_API_KEY is configured, else the stand-in. */
export function translationProvider(): TranslationProvider {
  const config = serverConfig.googleTranslate;
  if (!config) return standInTranslationProvider;
  if (google?.for !== config) google = { for: config, provider: googleTranslationProvider(config) };
  return google.provider;
}
