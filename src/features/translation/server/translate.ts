import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { TranslationView } from '../contract.ts';
import { isLocale, type Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { ApiError } from '#server/api/codes.ts';
import type { Queryable } from '#server/db/client.ts';
import { translations } from '#server/db/schema/index.ts';
import { translationProvider } from '#server/services/translation/index.ts';
import { translatableSource, type OriginalKind, type TranslationReader } from './sources.ts';

/*
 * Translations of posts and comments into the reader's language (decision 0093), made by the
 * configured provider once per original and language and kept beside the original: the next
 * reader in that language reads the stored one. The same words under another post or comment
 * (same SHA-256) are copied rather than sent again. Two first readers at the same moment may both
 * ask the provider; the second answer replaces the first, and either is the same text.
 */

export interface Original {
  kind: OriginalKind;
  id: string;
}

export const textHash = (text: string) => createHash('sha256').update(text).digest('base64url');

const column = (kind: OriginalKind) => (kind === 'post' ? translations.postId : translations.commentId);

/** The original's text and language, if the reader may read it (its area's source says); NOT_FOUND otherwise. */
async function readOriginal(db: Queryable, original: Original, reader: TranslationReader) {
  const found = await translatableSource(original.kind)?.textOf(db, original.id, reader);
  if (!found) throw new ApiError('NOT_FOUND');
  return found;
}

/**
 * The original in the reader's language: the stored translation, or a new one from the provider,
 * stored. Refused (VALIDATION_ERROR) where the text is already in that language or its language
 * could not be told; SERVICE_UNAVAILABLE when the provider fails, with nothing stored.
 */
export async function translateOriginal(
  db: Queryable,
  original: Original,
  reader: TranslationReader,
): Promise<TranslationView> {
  const { text, language } = await readOriginal(db, original, reader);
  const to = reader.locale;
  if (!text.trim() || !isLocale(language) || language === to) {
    const message = getTranslator(to)('api:field.translation.language');
    throw new ApiError('VALIDATION_ERROR', { fields: [{ path: 'data.id', message }] });
  }
  const hash = textHash(text);
  const [stored] = await db
    .select()
    .from(translations)
    .where(and(eq(column(original.kind), original.id), eq(translations.targetLanguage, to)));
  if (stored?.textHash === hash) return viewOf(stored);

  const [same] = await db
    .select({ text: translations.text, provider: translations.provider })
    .from(translations)
    .where(
      and(
        eq(translations.textHash, hash),
        eq(translations.targetLanguage, to),
        eq(translations.sourceLanguage, language),
      ),
    )
    .limit(1);
  const provider = translationProvider();
  let translated = same;
  if (!translated) {
    try {
      translated = { text: await provider.translate(text, language, to), provider: provider.name };
    } catch (failure) {
      console.warn(
        `translation failed (${provider.name}): ${failure instanceof Error ? failure.message : String(failure)}`,
      );
      throw new ApiError('SERVICE_UNAVAILABLE');
    }
  }
  const row = {
    textHash: hash,
    sourceLanguage: language,
    targetLanguage: to,
    text: translated.text,
    provider: translated.provider,
    createdAt: new Date(),
  };
  const [saved] = await db
    .insert(translations)
    .values({ ...row, [original.kind === 'post' ? 'postId' : 'commentId']: original.id })
    .onConflictDoUpdate({ target: [column(original.kind), translations.targetLanguage], set: row })
    .returning();
  if (!saved) throw new ApiError('INTERNAL_ERROR');
  return viewOf(saved);
}

function viewOf(row: typeof translations.$inferSelect): TranslationView {
  return {
    text: row.text,
    from: row.sourceLanguage as Locale,
    to: row.targetLanguage as Locale,
    provider: row.provider,
  };
}

/**
 * The stored translations of these originals into one language, by original id: lists show the
 * ones already made without asking the provider (one indexed read for a page).
 */
export async function storedTranslations(
  db: Queryable,
  kind: OriginalKind,
  ids: readonly string[],
  to: Locale,
): Promise<Map<string, TranslationView>> {
  if (ids.length === 0) return new Map();
  const idColumn = column(kind);
  const rows = await db
    .select({ id: idColumn, row: translations })
    .from(translations)
    .where(and(inArray(idColumn, [...ids]), eq(translations.targetLanguage, to)));
  return new Map(rows.flatMap(({ id, row }) => (id ? [[id, viewOf(row)] as const] : [])));
}
