import type { z } from 'astro/zod';
import { readLangCookie } from '../../lib/i18n/lang-cookie.ts';
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

/** The fields at fault, as `path: message`, for VALIDATION_ERROR answers. */
export function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }));
}

async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new ApiError('PAYLOAD_TOO_LARGE', { limit });
  const reader = request.body?.getReader();
  if (!reader) return '';
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
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * A POST body checked in order: JSON media type, size, JSON syntax, the envelope, then the call's
 * own `data` schema. Each failure is its own answer; nothing runs before all of them pass.
 */
export async function readEnvelope<T extends z.ZodType>(request: Request, dataSchema: T) {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const text = await readLimited(request, MAX_JSON_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: '(body)', message: 'malformed JSON' }] });
  }
  // From here on the answer speaks the language the body asked for, even if the body is wrong.
  const locale = languageOf(request, (body as { langCode?: unknown } | null)?.langCode);
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw new ApiError('VALIDATION_ERROR', { fields: issuesOf(envelope.error) }, locale);
  const data = dataSchema.safeParse(envelope.data.data);
  if (!data.success) {
    const fields = issuesOf(data.error).map((f) => ({ ...f, path: `data.${f.path}` }));
    throw new ApiError('VALIDATION_ERROR', { fields }, locale);
  }
  return { envelope: envelope.data, data: data.data as z.infer<T> };
}
