import {
  bioUpdateInput,
  MOMENT_PATHS,
  userByIdInput,
  userListInput,
  userProfileInput,
} from '../../../lib/api/contract/moments.ts';
import { getDatabase } from '../../db/client.ts';
import { authorPosts, followList, readProfile, saveBio } from '../../moments/profiles.ts';
import { block, follow, followerCount, unblock, unfollow } from '../../moments/social.ts';
import { defineRoute, signedIn } from '../route.ts';
import { readerOf } from './reader.ts';

export const followRoute = defineRoute({
  method: 'POST',
  path: MOMENT_PATHS.follow,
  summary: 'Follow someone: their posts come first in your feed',
  auth: 'user',
  input: userByIdInput,
  handle: async (context) => {
    const db = await getDatabase();
    await follow(db, signedIn(context).user.id, context.input.userId, context.locale);
    return { following: true, followers: await followerCount(db, context.input.userId) };
  },
});

export const unfollowRoute = defineRoute({
  method: 'POST',
  path: MOMENT_PATHS.unfollow,
  summary: 'Stop following someone',
  auth: 'user',
  input: userByIdInput,
  handle: async (context) => {
    const db = await getDatabase();
    await unfollow(db, signedIn(context).user.id, context.input.userId);
    return { following: false, followers: await followerCount(db, context.input.userId) };
  },
});

export const blockRoute = defineRoute({
  method: 'POST',
  path: MOMENT_PATHS.block,
  summary: 'Block someone: their posts and comments disappear for you, and follows between you end',
  auth: 'user',
  input: userByIdInput,
  handle: async (context) => {
    await block(await getDatabase(), signedIn(context).user.id, context.input.userId, context.locale);
    return { blocked: true };
  },
});

export const unblockRoute = defineRoute({
  method: 'POST',
  path: MOMENT_PATHS.unblock,
  summary: 'Unblock someone',
  auth: 'user',
  input: userByIdInput,
  handle: async (context) => {
    await unblock(await getDatabase(), signedIn(context).user.id, context.input.userId);
    return { blocked: false };
  },
});

export const userProfileRoute = defineRoute({
  method: 'POST',
  path: MOMENT_PATHS.userProfile,
  summary: 'Someone’s profile (avatar, name, bio, counts) and their posts, newest first (cursor paged)',
  auth: 'optional',
  input: userProfileInput,
  handle: async (context) => {
    const db = await getDatabase();
    const reader = readerOf(context);
    const profile = await readProfile(db, context.input.id, reader);
    // Someone you blocked shows as blocked, without their posts.
    const posts = profile.blocked
      ? { items: [], nextCursor: null }
      : await authorPosts(db, context.input.id, context.input, reader);
    return { profile, posts };
  },
});

export const followersRoute = defineRoute({
  method: 'POST',
  path: MOMENT_PATHS.followers,
  summary: 'Who follows someone, most recent first (cursor paged)',
  auth: 'optional',
  input: userListInput,
  handle: async (context) =>
    followList(await getDatabase(), context.input.userId, 'followers', context.input, readerOf(context)),
});

export const followingRoute = defineRoute({
  method: 'POST',
  path: MOMENT_PATHS.following,
  summary: 'Whom someone follows, most recent first (cursor paged)',
  auth: 'optional',
  input: userListInput,
  handle: async (context) =>
    followList(await getDatabase(), context.input.userId, 'following', context.input, readerOf(context)),
});

export const bioUpdateRoute = defineRoute({
  method: 'POST',
  path: MOMENT_PATHS.bioUpdate,
  summary: 'Change the bio on your moments profile (up to 300 characters)',
  auth: 'user',
  input: bioUpdateInput,
  handle: async (context) => {
    await saveBio(await getDatabase(), signedIn(context).user.id, context.input.bio);
    return { bio: context.input.bio };
  },
});
