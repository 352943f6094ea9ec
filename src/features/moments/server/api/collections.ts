import { momentCalls } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { collectionPosts, collectionsOf, savePost, unsavePost } from '../collections.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { readerOf } from './reader.ts';

export const saveRoute = defineRoute({
  ...momentCalls.save,
  summary:
    'Save a post or reel into one of your collections, by name (made if new), or into the default one; saving again changes nothing. Collections are private',
  auth: 'user',
  handle: async (context) => {
    const { user } = signedIn(context);
    const db = await getDatabase();
    await savePost(db, user.id, context.input, context.locale);
    return { items: await collectionsOf(db, user.id, context.input.postId, context.locale) };
  },
});

export const unsaveRoute = defineRoute({
  ...momentCalls.unsave,
  summary: 'Take a post out of one of your collections, or out of all of them',
  auth: 'user',
  handle: async (context) => {
    const { user } = signedIn(context);
    const db = await getDatabase();
    await unsavePost(db, user.id, context.input);
    return { items: await collectionsOf(db, user.id, context.input.postId, context.locale) };
  },
});

export const collectionsRoute = defineRoute({
  ...momentCalls.collections,
  summary:
    'Your collections with how many posts each holds (seen by you only); with `postId`, which of them hold that post',
  auth: 'user',
  handle: async (context) => ({
    items: await collectionsOf(await getDatabase(), signedIn(context).user.id, context.input.postId, context.locale),
  }),
});

export const collectionPostsRoute = defineRoute({
  ...momentCalls.collectionPosts,
  summary: 'The posts of one of your collections, last saved first (cursor paged)',
  auth: 'user',
  handle: async (context) => {
    const { user } = signedIn(context);
    return collectionPosts(await getDatabase(), context.input.collectionId, context.input, {
      ...readerOf(context),
      viewerId: user.id,
    });
  },
});
