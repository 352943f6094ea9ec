import { z } from 'astro/zod';
import { readLangCookie } from '../../lib/i18n/lang-cookie.ts';
import { getTranslator } from '../../lib/i18n/translator.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../lib/i18n/locales.ts';
import { ApiError } from './codes.ts';
import { envelopeSchema } from './envelope.ts';

/** JSON bodies above this are refused before they are read whole (uploads have their own limit). */
export const MAX_JSON_BYTES = 64 * 1024;

/** The language of the answer: the envelope's langCode, else the lang cookie, else Vietnamese. */
export function languageOf(request: Request, langCode?: unknown): Locale {
  if (isLocale(langCode)) return langCode;
  return readLangCookie(request.headers.get('cookie')) ?? DEFAULT_LOCALE;
}

const ZOD_LOCALES = { vi: z.locales.vi, en: z.locales.en, zh: z.locales.zhCN } satisfies Record<Locale, unknown>;

/**
 * Validates with zod's messages in the request's language. A schema's own messages are keys of
 * locales/<lang>/api.json (`field.…`), translated in issuesOf.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, locale: Locale) {
  return schema.safeParse(value, { error: ZOD_LOCALES[locale]().localeError });
}

/** The fields at fault, as `path: message`, for VALIDATION_ERROR answers. */
export function issuesOf(error: z.ZodError, locale: Locale, prefix = ''): { path: string; message: string }[] {
  const t = getTranslator(locale);
  return error.issues.map((issue) => ({
    path: prefix + (issue.path.join('.') || '(root)'),
    message: issue.message.startsWith('field.') ? t(`api:${issue.message}`) : issue.message,
  }));
}

/** Reads a body up to `limit` bytes, refusing a larger one before or while it arrives. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new ApiError('PAYLOAD_TOO_LARGE', { limit });
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError('PAYLOAD_TOO_LARGE', { limit });
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A POST body checked in order: JSON media type, size, JSON syntax, then the envelope; the route
 * checks its own `data` after. Each failure is its own answer; nothing runs before all of them
 * pass. From the moment the body parses, the request speaks the language it asks for, even when
 * the envelope is wrong.
 */
export async function readEnvelope(request: Request, context: { locale: Locale }): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const text = new TextDecoder().decode(await readLimited(request, MAX_JSON_BYTES));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: '(body)', message: 'malformed JSON' }] });
  }
  const langCode = (body as { langCode?: unknown } | null)?.langCode;
  if (isLocale(langCode)) context.locale = langCode;
  const envelope = parseInput(envelopeSchema, body, context.locale);
  if (!envelope.success) throw new ApiError('VALIDATION_ERROR', { fields: issuesOf(envelope.error, context.locale) });
  return envelope.data.data;
}
