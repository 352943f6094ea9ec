import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { ApiError } from '#server/api/codes.ts';
import { hitLimit } from '#server/auth/rate-limit.ts';
import { serverConfig } from '#server/config.ts';
import type { Queryable } from '#server/db/client.ts';

/*
 * How many uploads one person may make per window (decision 0070): photos and reel videos, each
 * with its budget in serverConfig.uploads. Counted in the database (so every app process shares
 * the count) before a byte of the body is read: every attempt counts, refused ones included, and
 * one past the budget costs neither memory, disk nor a transcoding.
 */

export type UploadKind = keyof typeof serverConfig.uploads;

/** The counter of each kind; the photos' key predates the videos' budget and stays as it was. */
const KEYS: Record<UploadKind, string> = { image: 'moments-upload:user:', video: 'reel-upload:user:' };

/** The request field a refusal names: the photo form's `file`, the reel's whole-body `video`. */
const FIELDS: Record<UploadKind, string> = { image: 'file', video: 'video' };

/** The counter of `kind` for `userId` (tests fill it to the brim). */
export const uploadBudgetKey = (kind: UploadKind, userId: string) => `${KEYS[kind]}${userId}`;

/**
 * Counts one upload of `kind`, or refuses with RATE_LIMITED, the time to wait, and a message in
 * the caller's language that names the budget and the wait.
 */
export async function spendUpload(db: Queryable, locale: Locale, userId: string, kind: UploadKind): Promise<void> {
  const { max, windowMs } = serverConfig.uploads[kind];
  try {
    await hitLimit(db, { key: uploadBudgetKey(kind, userId), max, windowMs });
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') throw error;
    const { retryAfterMs } = error.data as { retryAfterMs: number };
    const message = getTranslator(locale)(`api:field.moments.uploadBudget.${kind}`, {
      max,
      minutes: Math.round(windowMs / 60_000),
      wait: Math.ceil(retryAfterMs / 60_000),
    });
    throw new ApiError('RATE_LIMITED', { retryAfterMs, fields: [{ path: FIELDS[kind], message }] });
  }
}
