import { engagementCalls } from '../../contract.ts';
import { count, desc, eq } from 'drizzle-orm';
import type { Comment } from '../../contract.ts';
import { commentCreateInput } from '../../contract.ts';
import { pageQuery } from '#lib/api/contract/common.ts';
import type { TranslationView } from '#features/translation/contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { runOnce } from '#server/db/idempotency.ts';
import { comments, users } from '#server/db/schema/index.ts';
import { authorOf } from '../authors.ts';
import { addComment, deleteOwn, editComment } from '../service.ts';
import { shownOn } from '../shown.ts';
import { storedTranslations } from '#features/translation/server/translate.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { requireTarget, serverTargetInput, serverTargetSchema } from './fields.ts';
import { z } from 'astro/zod';

const view = (
  row: typeof comments.$inferSelect,
  author: typeof users.$inferSelect,
  viewerId?: string,
  translation: TranslationView | null = null,
): Comment => ({
  id: row.id,
  text: row.text,
  language: row.language,
  translation,
  author: authorOf(author),
  mine: row.userId === viewerId,
  edited: row.updatedAt > row.createdAt,
  createdAt: row.createdAt.toISOString(),
});

export const listComments = defineRoute({
  ...engagementCalls.comments,
  summary: 'Comments on a target, newest first',
  auth: 'optional',
  input: z.object({ ...serverTargetInput, ...pageQuery }),
  handle: async ({ input, locale, signedIn: caller }) => {
    await requireTarget(input.kind, input.slug, caller?.user.id);
    const db = await getDatabase();
    const where = await shownOn(db, comments, input, caller?.user.id);
    const [rows, [total]] = await Promise.all([
      db
        .select({ comment: comments, author: users })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      db.select({ value: count() }).from(comments).where(where),
    ]);
    const foreign = rows.filter((r) => r.comment.language !== null && r.comment.language !== locale);
    const translated = await storedTranslations(
      db,
      'comment',
      foreign.map((r) => r.comment.id),
      locale,
    );
    return {
      items: rows.map((r) => view(r.comment, r.author, caller?.user.id, translated.get(r.comment.id))),
      page: input.page,
      pageSize: input.pageSize,
      total: total?.value ?? 0,
    };
  },
});

export const createComment = defineRoute({
  ...engagementCalls.comment,
  summary: 'Comment on a target (plain text, up to 2,000 characters)',
  auth: 'user',
  idempotent: true,
  input: commentCreateInput.extend({ kind: serverTargetSchema.shape.kind }),
  handle: async (context) => {
    const { user } = signedIn(context);
    const { kind, slug, text } = context.input;
    await requireTarget(kind, slug, user.id);
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: ['/comments/create', context.input] },
      async (tx) => ({
        comment: view(await addComment(tx, user.id, { kind, slug }, text), user, user.id),
      }),
    );
  },
});

export const updateComment = defineRoute({
  ...engagementCalls.editComment,
  summary: 'Edit one of your own comments',
  auth: 'user',
  handle: async (context) => {
    const { user } = signedIn(context);
    const row = await editComment(await getDatabase(), user.id, context.input.id, context.input.text);
    return { comment: view(row, user, user.id) };
  },
});

export const deleteComment = defineRoute({
  ...engagementCalls.deleteComment,
  summary: 'Delete one of your own comments',
  auth: 'user',
  handle: async (context) => {
    const userId = signedIn(context).user.id;
    await (await getDatabase()).transaction((tx) => deleteOwn(tx, comments, context.input.id, userId));
    return null;
  },
});
