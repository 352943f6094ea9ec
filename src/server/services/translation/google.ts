import type { Locale } from '#lib/i18n/locales.ts';
import type { ServerConfig } from '../../config.ts';
import type { TranslationProvider } from './provider.ts';

type GoogleTranslateConfig = NonNullable<ServerConfig['googleTranslate']>;

/** Google's codes for the site's languages: Chinese is written in simplified characters. */
const CODES: Record<Locale, string> = { vi: 'vi', en: 'en', zh: 'zh-CN' };

interface TranslateAnswer {
  data?: { translations?: { translatedText?: string }[] };
  error?: { code?: number; message?: string; status?: string };
}

/**
 * Cloud Translation Basic, the v2 REST API (`POST /language/translate/v2`), authorised by an API
 * key. The text is sent as plain text (`format: text`), so Google neither reads it as HTML nor
 * answers with entities; the source language is the detected one, so Google does not guess again.
 */
export function googleTranslationProvider(config: GoogleTranslateConfig): TranslationProvider {
  const url = `${config.apiBase.replace(/\/$/, '')}/language/translate/v2`;
  return {
    name: 'google',
    async translate(text, from, to) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-goog-api-key': config.apiKey },
        body: JSON.stringify({ q: [text], source: CODES[from], target: CODES[to], format: 'text' }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as TranslateAnswer;
      const translated = answer.data?.translations?.[0]?.translatedText;
      if (!response.ok || translated === undefined)
        throw new Error(
          `Google Translate refused the text: ${response.status} ${answer.error?.status ?? ''} ${answer.error?.message ?? ''}`.trim(),
        );
      return translated;
    },
  };
}
