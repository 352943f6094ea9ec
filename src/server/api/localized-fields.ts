import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { ApiError } from './codes.ts';
import { localizedMessage } from './request.ts';

/** Field messages an engine gives as keys (`booking:field.past`), in the caller's language. */
export async function localized<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const fields = (error as ApiError).data as { fields?: { path: string; message: string }[] } | null;
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && fields?.fields) {
      const t = getTranslator(locale);
      throw new ApiError('VALIDATION_ERROR', {
        fields: fields.fields.map((field) => ({ ...field, message: localizedMessage(field.message, t) })),
      });
    }
    throw error;
  }
}
