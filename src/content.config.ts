import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Information pages (privacy, operating), one Markdown file per locale:
 * content/info/<locale>/<slug>.md, so the same slug is the same page in every language.
 */
const info = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/info' }),
  schema: z.object({
    title: z.string().min(1).max(70),
    description: z.string().min(50).max(160),
    updated: z.coerce.date(),
  }),
});

export const collections = { info };
