import { and, eq } from 'drizzle-orm';
import { comments } from '#server/db/schema/index.ts';
import type { TranslatableSource } from '#features/translation/server/sources.ts';
import { shownOn } from './shown.ts';
import { targetExists } from './targets.ts';

/**
 * A comment's text for translation (decision 0093), for a reader it is shown to: what it is on
 * exists for them, and it is shown on it (shown.ts: no block, no moderator's hide). The
 * composition root hands it to translation.
 */
export const commentTranslatable: TranslatableSource = {
  kind: 'comment',
  textOf: async (db, id, reader) => {
    const [comment] = await db
      .select({ kind: comments.targetKind, slug: comments.targetSlug })
      .from(comments)
      .where(eq(comments.id, id));
    if (!comment || !(await targetExists(comment.kind, comment.slug, reader.viewerId))) return undefined;
    const [shown] = await db
      .select({ text: comments.text, language: comments.language })
      .from(comments)
      .where(and(eq(comments.id, id), await shownOn(db, comments, comment, reader.viewerId)));
    return shown;
  },
};
