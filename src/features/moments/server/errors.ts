import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { ApiError } from '#server/api/codes.ts';

/** A VALIDATION_ERROR naming one field, with its message (api:field.moments.<key>) in the request's language. */
export function fieldError(locale: Locale, path: string, key: string, values?: Record<string, unknown>): ApiError {
  const message = getTranslator(locale)(`api:field.moments.${key}`, values ?? {});
  return new ApiError('VALIDATION_ERROR', { fields: [{ path, message }] });
}
