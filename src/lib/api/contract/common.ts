import { z } from 'astro/zod';

/*
 * Shapes every area's calls share. This folder is the API's contract: the server validates with
 * these schemas and the islands type their calls with the same types, so it must stay importable
 * by browser code (nothing from src/server here).
 */

/** The longest comment or review text, in characters; the islands check it before sending. */
export const TEXT_MAX = 2000;

/** Text as typed, minus control characters other than line breaks; shown as text, never as HTML. */
export const plainText = (max: number) =>
  z
    .string()
    .transform((text) => text.replace(/[^\P{Cc}\n\t]/gu, '').trim())
    .pipe(z.string().min(1).max(max));

/** A calendar day in Vietnam's time zone, `YYYY-MM-DD`. */
export const daySchema = z.iso.date();

/** Which page of a list: 1-based, newest first. Query strings arrive as text. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

/** One page of a list, as every list call answers it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** What readers see of a person who wrote something: never a phone number or e-mail. */
export const authorSchema = z.object({ id: z.string(), fullname: z.string(), avatarUrl: z.string().nullable() });
export type Author = z.infer<typeof authorSchema>;
