import { z } from 'astro/zod';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { hitLimit } from '../../auth/rate-limit.ts';
import { getDatabase } from '../../db/client.ts';
import { comments, users } from '../../db/schema.ts';
import { authorOf } from '../../engagement/authors.ts';
import { ApiError } from '../codes.ts';
import { defineRoute, signedIn } from '../route.ts';
import { deleteOwn, notOwned } from './ownership.ts';
import { COMMENT_MAX, pageFields, plainText, requireTarget, targetFields } from './fields.ts';

/** Spam brake: a person writes at most this many comments a minute. */
const PER_USER = { max: 10, windowMs: 60_000 };

const view = (row: typeof comments.$inferSelect, author: typeof users.$inferSelect, viewerId?: string) => ({
  id: row.id,
  text: row.text,
  author: authorOf(author),
  mine: row.userId === viewerId,
  edited: row.updatedAt > row.createdAt,
  createdAt: row.createdAt.toISOString(),
});

export const listComments = defineRoute({
  method: 'GET',
  path: '/comments/list',
  summary: 'Comments on a content entry, newest first',
  auth: 'optional',
  input: z.object({ ...targetFields, ...pageFields }),
  handle: async ({ input, signedIn: caller }) => {
    const db = await getDatabase();
    const where = and(eq(comments.targetKind, input.kind), eq(comments.targetSlug, input.slug));
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
    return {
      items: rows.map((r) => view(r.comment, r.author, caller?.user.id)),
      page: input.page,
      pageSize: input.pageSize,
      total: total?.value ?? 0,
    };
  },
});

export const createComment = defineRoute({
  method: 'POST',
  path: '/comments/create',
  summary: 'Comment on a content entry (plain text, up to 2,000 characters)',
  auth: 'user',
  input: z.object({ ...targetFields, text: plainText(COMMENT_MAX) }),
  handle: async (context) => {
    const { user } = signedIn(context);
    const { kind, slug, text } = context.input;
    await requireTarget(kind, slug);
    const db = await getDatabase();
    await hitLimit(db, { key: `comment:user:${user.id}`, ...PER_USER });
    const [row] = await db
      .insert(comments)
      .values({ targetKind: kind, targetSlug: slug, userId: user.id, text })
      .returning();
    if (!row) throw new ApiError('INTERNAL_ERROR');
    return { comment: view(row, user, user.id) };
  },
});

export const updateComment = defineRoute({
  method: 'POST',
  path: '/comments/update',
  summary: 'Edit one of your own comments',
  auth: 'user',
  input: z.object({ id: z.uuid(), text: plainText(COMMENT_MAX) }),
  handle: async (context) => {
    const { user } = signedIn(context);
    const db = await getDatabase();
    const [row] = await db
      .update(comments)
      // The database's clock, as for created_at, so an edit is always later than the creation.
      .set({ text: context.input.text, updatedAt: sql`now()` })
      .where(and(eq(comments.id, context.input.id), eq(comments.userId, user.id)))
      .returning();
    if (!row) throw await notOwned(comments, context.input.id);
    return { comment: view(row, user, user.id) };
  },
});

export const deleteComment = defineRoute({
  method: 'POST',
  path: '/delete/comment',
  summary: 'Delete one of your own comments',
  auth: 'user',
  input: z.object({ id: z.uuid() }),
  handle: async (context) => {
    await deleteOwn(comments, context.input.id, signedIn(context).user.id);
    return null;
  },
});
