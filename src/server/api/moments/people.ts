import {
  bioUpdateInput,
  MOMENT_PATHS,
  userByIdInput,
  userListInput,
  userProfileInput,
} from '../../../lib/api/contract/moments.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { getDatabase, type Database } from '../../db/client.ts';
import { authorPosts, followList, readProfile, saveBio } from '../../moments/profiles.ts';
import { block, follow, followerCount, unblock, unfollow } from '../../moments/social.ts';
import { defineRoute, signedIn } from '../route.ts';
import { readerOf } from './reader.ts';

/**
 * A call that adds or removes the caller's edge to `data.userId` (a follow, a block) with
 * `change`, and answers what `answer` reads after it.
 */
const edgeRoute = (
  path: string,
  summary: string,
  change: (db: Database, userId: string, otherId: string, locale: Locale) => Promise<void>,
  answer: (db: Database, otherId: string) => Promise<object>,
) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    auth: 'user',
    input: userByIdInput,
    handle: async (context) => {
      const db = await getDatabase();
      await change(db, signedIn(context).user.id, context.input.userId, context.locale);
      return answer(db, context.input.userId);
    },
  });

export const followRoute = edgeRoute(
  MOMENT_PATHS.follow,
  'Follow someone: their posts come first in your feed',
  follow,
  async (db, id) => ({ following: true, followers: await followerCount(db, id) }),
);

export const unfollowRoute = edgeRoute(MOMENT_PATHS.unfollow, 'Stop following someone', unfollow, async (db, id) => ({
  following: false,
  followers: await followerCount(db, id),
}));

export const blockRoute = edgeRoute(
  MOMENT_PATHS.block,
  'Block someone: from then on neither of you sees, finds or reaches the other (posts, profiles, people lists, likes, comments, notifications), their likes and comments on your posts are hidden for everyone until you unblock, and follows between you end',
  block,
  async () => ({ blocked: true }),
);

export const unblockRoute = edgeRoute(MOMENT_PATHS.unblock, 'Unblock someone', unblock, async () => ({
  blocked: false,
}));

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
    // Someone you blocked shows as blocked, without their posts; someone who blocked you is NOT_FOUND.
    const posts = profile.blocked
      ? { items: [], nextCursor: null }
      : await authorPosts(db, context.input.id, context.input, reader);
    return { profile, posts };
  },
});

/** Who follows someone (`followers`) or whom they follow, as one call each. */
const followListRoute = (path: string, summary: string, direction: 'followers' | 'following') =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    auth: 'optional',
    input: userListInput,
    handle: async (context) =>
      followList(await getDatabase(), context.input.userId, direction, context.input, readerOf(context)),
  });

export const followersRoute = followListRoute(
  MOMENT_PATHS.followers,
  'Who follows someone, most recent first (cursor paged)',
  'followers',
);

export const followingRoute = followListRoute(
  MOMENT_PATHS.following,
  'Whom someone follows, most recent first (cursor paged)',
  'following',
);

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
