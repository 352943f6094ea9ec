import { momentCalls, MOMENT_PATHS } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { runOnce } from '#server/db/idempotency.ts';
import { checkNewPost, deletePost, hidePost, insertPost, readPost, reportPost } from '../posts.ts';
import { detectLanguage } from '#features/translation/server/detect.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { readerOf } from './reader.ts';

export const postCreateRoute = defineRoute({
  ...momentCalls.postCreate,
  summary:
    'Post a moment: text up to 2,000 characters, tags, an optional place of the catalogue, and your uploads (1–10 images, or one video for a reel)',
  auth: 'user',
  idempotent: true,
  handle: async (context) => {
    const { user } = signedIn(context);
    const { input, locale } = context;
    // The language given, else the one the text is written in, else the page's (decision 0093).
    const post = { ...input, language: input.language ?? detectLanguage(input.text) ?? locale };
    await checkNewPost(post, locale);
    return runOnce(
      { owner: user.id, key: context.idempotencyKey, request: [MOMENT_PATHS.postCreate, input] },
      async (tx) => {
        const id = await insertPost(tx, user.id, post, locale);
        return { post: await readPost(tx, id, readerOf(context)) };
      },
    );
  },
});

export const postDetailRoute = defineRoute({
  ...momentCalls.postDetail,
  summary: 'One post, with its media, place, likes and comment count',
  auth: 'optional',
  handle: async (context) => ({ post: await readPost(await getDatabase(), context.input.id, readerOf(context)) }),
});

export const postDeleteRoute = defineRoute({
  ...momentCalls.postDelete,
  summary: 'Delete your post, with its likes, comments and files',
  auth: 'user',
  handle: async (context) => {
    const { user } = signedIn(context);
    const db = await getDatabase();
    const removeFiles = await db.transaction((tx) => deletePost(tx, context.input.id, user.id));
    await removeFiles();
    return { deleted: true as const };
  },
});

export const postHideRoute = defineRoute({
  ...momentCalls.postHide,
  summary: 'Stop seeing a post in your feed, search and recommendations',
  auth: 'user',
  handle: async (context) => {
    await hidePost(await getDatabase(), context.input.id, signedIn(context).user.id, true);
    return { hidden: true };
  },
});

export const postUnhideRoute = defineRoute({
  ...momentCalls.postUnhide,
  summary: 'See a post you hid again',
  auth: 'user',
  handle: async (context) => {
    await hidePost(await getDatabase(), context.input.id, signedIn(context).user.id, false);
    return { hidden: false };
  },
});

export const postReportRoute = defineRoute({
  ...momentCalls.postReport,
  summary: 'Report a post to the moderators, with a reason',
  auth: 'user',
  handle: async (context) => {
    await reportPost(await getDatabase(), context.input, signedIn(context).user.id);
    return { reported: true as const };
  },
});
