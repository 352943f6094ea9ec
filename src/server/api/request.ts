import { z } from 'astro/zod';
import { readLangCookie } from '#lib/i18n/lang-cookie.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#lib/i18n/locales.ts';
import { BodyRefused, readBody, readForm } from '../http/read-body.ts';
import { ApiError } from './codes.ts';
import { envelopeSchema } from './envelope.ts';

/** JSON bodies above this are refused before they are read whole (uploads have their own limit). */
export const MAX_JSON_BYTES = 64 * 1024;

/** Room for a multipart form's boundaries, part headers and small fields around its one file. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** Deeper than any call's input; past it, recursive code (validation, serialization) could overflow the stack. */
export const MAX_JSON_DEPTH = 32;

/** PostgreSQL text cannot hold NUL, and a lone surrogate is not Unicode: neither can be stored. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Refuses input that no rule of a route should have to think about: nesting deeper than
 * MAX_JSON_DEPTH, or a key or string that cannot be stored. Walks without recursion, so a
 * body nested 20,000 deep is refused instead of exhausting the stack.
 */
export function checkStorable(value: unknown, locale: Locale, prefix = ''): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  const refuse = (path: string, message: string) => {
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: path || '(body)', message }] });
  };
  const t = getTranslator(locale);
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (UNSTORABLE.test(item.value)) refuse(item.path, t('api:field.unstorableCharacter'));
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) refuse(item.path, t('api:field.tooDeep', { max: MAX_JSON_DEPTH }));
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (UNSTORABLE.test(key)) refuse(path, t('api:field.unstorableCharacter'));
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
}

/** The language of the answer: the envelope's langCode, else the lang cookie, else Vietnamese. */
export function languageOf(request: Request, langCode?: unknown): Locale {
  if (isLocale(langCode)) return langCode;
  return readLangCookie(request.headers.get('cookie')) ?? DEFAULT_LOCALE;
}

const ZOD_LOCALES = { vi: z.locales.vi, en: z.locales.en, zh: z.locales.zhCN } satisfies Record<Locale, unknown>;

/**
 * Validates with zod's messages in the request's language. A schema's own messages are keys of
 * locales/api/<lang>.json (`field.…`), translated in issuesOf.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, locale: Locale) {
  return schema.safeParse(value, { error: ZOD_LOCALES[locale]().localeError });
}

/** The fields at fault, as `path: message`, for VALIDATION_ERROR answers. */
/**
 * A field message given as a key is translated: `field.x` in the api namespace, or `<area>:field.x`
 * in an area's own namespace (booking's passport-name rule); anything else is zod's own text.
 */
export function localizedMessage(message: string, t: (key: string) => string): string {
  if (message.startsWith('field.')) return t(`api:${message}`);
  if (/^[a-z]+:field\.\w+$/.test(message)) return t(message);
  return message;
}

export function issuesOf(error: z.ZodError, locale: Locale, prefix = ''): { path: string; message: string }[] {
  const t = getTranslator(locale);
  return error.issues.map((issue) => ({
    path: prefix + (issue.path.join('.') || '(root)'),
    message: localizedMessage(issue.message, t),
  }));
}

/** Texts of the bodies the reader could not read through (a cut-off one, a form that does not parse). */
const UNREADABLE: Record<Exclude<BodyRefused['reason'], 'tooLarge'>, string> = {
  // A connection cut off halfway: nothing was stored, and the client learns why if it still listens.
  incomplete: 'incomplete body',
  malformed: 'malformed multipart',
};

/** Reads through the server's one body reader and answers its refusals as the API's errors. */
async function readOrRefuse<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    if (error.reason === 'tooLarge') throw new ApiError('PAYLOAD_TOO_LARGE', { limit: error.limit });
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: '(body)', message: UNREADABLE[error.reason] }] });
  }
}

/** A multipart form carrying one file of at most `fileLimit` bytes (the envelope adds a few hundred bytes around it). */
export async function readMultipart(request: Request, fileLimit: number): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? ''))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { accepted: ['multipart/form-data'] });
  return readOrRefuse(() => readForm(request, fileLimit + MULTIPART_ENVELOPE_BYTES));
}

/**
 * A POST body checked in order: JSON media type, size, JSON syntax, depth and characters, then the envelope; the route
 * checks its own `data` after. Each failure is its own answer; nothing runs before all of them
 * pass. From the moment the body parses, the request speaks the language it asks for, even when
 * the envelope is wrong.
 */
export async function readEnvelope(request: Request, context: { locale: Locale }): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const text = new TextDecoder().decode(await readOrRefuse(() => readBody(request, MAX_JSON_BYTES)));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: '(body)', message: 'malformed JSON' }] });
  }
  const langCode = (body as { langCode?: unknown } | null)?.langCode;
  if (isLocale(langCode)) context.locale = langCode;
  checkStorable(body, context.locale);
  const envelope = parseInput(envelopeSchema, body, context.locale);
  if (!envelope.success) throw new ApiError('VALIDATION_ERROR', { fields: issuesOf(envelope.error, context.locale) });
  return envelope.data.data;
}
