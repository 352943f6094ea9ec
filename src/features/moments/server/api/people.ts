import type { z } from 'astro/zod';
import type { Call } from '#lib/api/contract/call.ts';
import { momentCalls, userByIdInput } from '../../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getDatabase, type Database } from '#server/db/client.ts';
import { authorPosts, followList, readProfile, saveBio } from '../profiles.ts';
import { block, follow, followerCount, unblock, unfollow } from '../social.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { readerOf } from './reader.ts';

/**
 * A call that adds or removes the caller's edge to `data.userId` (a follow, a block) with
 * `change`, and answers what `answer` reads after it.
 */
const edgeRoute = <A extends z.ZodType>(
  call: Call<typeof userByIdInput, A>,
  summary: string,
  change: (db: Database, userId: string, otherId: string, locale: Locale) => Promise<void>,
  answer: (db: Database, otherId: string) => Promise<z.input<A>>,
) =>
  defineRoute({
    ...call,
    summary,
    auth: 'user',
    handle: async (context) => {
      const db = await getDatabase();
      await change(db, signedIn(context).user.id, context.input.userId, context.locale);
      return answer(db, context.input.userId);
    },
  });

export const followRoute = edgeRoute(
  momentCalls.follow,
  'Follow someone: their posts come first in your feed',
  follow,
  async (db, id) => ({ following: true, followers: await followerCount(db, id) }),
);

export const unfollowRoute = edgeRoute(momentCalls.unfollow, 'Stop following someone', unfollow, async (db, id) => ({
  following: false,
  followers: await followerCount(db, id),
}));

export const blockRoute = edgeRoute(
  momentCalls.block,
  'Block someone: from then on neither of you sees, finds or reaches the other (posts, profiles, people lists, likes, comments, notifications), their likes and comments on your posts are hidden for everyone until you unblock, and follows between you end',
  block,
  async () => ({ blocked: true }),
);

export const unblockRoute = edgeRoute(momentCalls.unblock, 'Unblock someone', unblock, async () => ({
  blocked: false,
}));

export const userProfileRoute = defineRoute({
  ...momentCalls.userProfile,
  summary: 'Someone’s profile (avatar, name, bio, counts) and their posts, newest first (cursor paged)',
  auth: 'optional',
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
const followListRoute = (direction: 'followers' | 'following', summary: string) =>
  defineRoute({
    ...momentCalls[direction],
    summary,
    auth: 'optional',
    handle: async (context) =>
      followList(await getDatabase(), context.input.userId, direction, context.input, readerOf(context)),
  });

export const followersRoute = followListRoute('followers', 'Who follows someone, most recent first (cursor paged)');

export const followingRoute = followListRoute('following', 'Whom someone follows, most recent first (cursor paged)');

export const bioUpdateRoute = defineRoute({
  ...momentCalls.bioUpdate,
  summary: 'Change the bio on your moments profile (up to 300 characters)',
  auth: 'user',
  handle: async (context) => {
    await saveBio(await getDatabase(), signedIn(context).user.id, context.input.bio);
    return { bio: context.input.bio };
  },
});
