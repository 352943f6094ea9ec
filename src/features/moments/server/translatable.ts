import { and, eq } from 'drizzle-orm';
import { momentPosts } from '#server/db/schema/index.ts';
import type { TranslatableSource } from '#features/translation/server/sources.ts';
import { visibleTo } from './visibility.ts';

/**
 * A post's text (a reel's caption included) for translation (decision 0093), read by the rule every
 * feed and the detail page read by (visibility.ts). The composition root hands it to translation.
 */
export const postTranslatable: TranslatableSource = {
  kind: 'post',
  textOf: async (db, id, reader) => {
    const [post] = await db
      .select({ text: momentPosts.text, language: momentPosts.language })
      .from(momentPosts)
      .where(and(eq(momentPosts.id, id), visibleTo(reader.viewerId)));
    return post;
  },
};
