import { z } from 'astro/zod';
import { defineCall } from '#lib/api/contract/call.ts';

/**
 * Machine translations of posts (reels' captions included) and comments into the reader's
 * language (decision 0093): asked for one original at a time, answered beside it, never over it.
 */
export const TRANSLATION_PATH = '/translations/translate';

export const translateInput = z.object({
  kind: z.enum(['post', 'comment'], { message: 'field.kind' }),
  id: z.uuid({ message: 'field.moments.post' }),
});
export type TranslateInput = z.infer<typeof translateInput>;

export const translationSchema = z.object({
  text: z.string(),
  /** The original's language, as detected when it was written. */
  from: z.enum(['vi', 'en', 'zh']),
  /** The reader's language (the request's). */
  to: z.enum(['vi', 'en', 'zh']),
  /** Who translated: `stand-in` (no translation, marked as such) or `google`. */
  provider: z.string(),
});
export type TranslationView = z.infer<typeof translationSchema>;

export const translateAnswer = z.object({ translation: translationSchema });
export type TranslateAnswer = z.output<typeof translateAnswer>;

/** The translation call (decision 0101). */
export const translationCalls = {
  translate: defineCall({ method: 'POST', path: TRANSLATION_PATH, input: translateInput, answer: translateAnswer }),
};
