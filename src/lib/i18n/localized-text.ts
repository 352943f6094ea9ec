import { z } from 'astro/zod';
import type { Locale } from './locales.ts';

/**
 * A text a catalogue keeps in every language (`{ vi, en, zh }`): a hotel's name, a carrier's. One
 * schema object, so that `inOneLanguage` recognises the fields an answer turns into one language.
 */
export const localizedText = z.object({ vi: z.string().min(1), en: z.string().min(1), zh: z.string().min(1) });
export type LocalizedText = z.output<typeof localizedText>;

type Shape = z.core.$ZodShape;

/** A shape whose localized texts are one string each: what a reader of one language is answered. */
export type InOneLanguageShape<S extends Shape> = {
  [K in keyof S]: S[K] extends typeof localizedText ? z.ZodString : S[K];
};

/**
 * The schema of `entry`'s fields in one language: its localized texts are strings, the other fields
 * as they are. An answer that shows catalogue fields takes its schema from here, so a field added to
 * the catalogue's part it names reaches the answer, its type and its OpenAPI document unedited.
 */
export function inOneLanguage<S extends Shape>(entry: z.ZodObject<S>): z.ZodObject<InOneLanguageShape<S>> {
  const shape = Object.fromEntries(
    Object.entries(entry.shape).map(([key, field]) => [key, field === localizedText ? z.string() : field]),
  );
  // Object.fromEntries forgets the keys; the mapped type says what the entries above make.
  return z.object(shape) as unknown as z.ZodObject<InOneLanguageShape<S>>;
}

/** `value`'s fields that `entry` names, its localized texts in `locale` (the values `inOneLanguage` describes). */
export function pickInLanguage<S extends Shape>(
  entry: z.ZodObject<S>,
  value: z.output<z.ZodObject<S>>,
  locale: Locale,
): z.output<z.ZodObject<InOneLanguageShape<S>>> {
  const fields = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(entry.shape).map(([key, field]) => [
      key,
      field === localizedText ? (fields[key] as LocalizedText)[locale] : fields[key],
    ]),
  ) as z.output<z.ZodObject<InOneLanguageShape<S>>>;
}
