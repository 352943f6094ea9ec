import { z } from 'astro/zod';
import { ApiError } from '../codes.ts';
import { TARGET_KINDS, targetExists } from '../../engagement/targets.ts';

export const COMMENT_MAX = 2000;
export const REVIEW_TEXT_MAX = 2000;

export const targetFields = {
  kind: z.enum(TARGET_KINDS),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'field.slug' })
    .max(120),
};

/** Text as typed, minus control characters other than line breaks; shown as text, never as HTML. */
export const plainText = (max: number) =>
  z
    .string()
    .transform((text) => text.replace(/[^\P{Cc}\n\t]/gu, '').trim())
    .pipe(z.string().min(1).max(max));

/** Pages of a list: 1-based, newest first. Query strings arrive as text. */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

export async function requireTarget(kind: (typeof TARGET_KINDS)[number], slug: string): Promise<void> {
  if (!(await targetExists(kind, slug)))
    throw new ApiError('NOT_FOUND', { fields: [{ path: 'slug', message: 'unknown' }] });
}
