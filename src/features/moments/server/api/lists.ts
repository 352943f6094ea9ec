import { momentCalls } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { feedPage } from '../feed.ts';
import { momentsReady } from '../ready.ts';
import { recommendPage } from '../recommend.ts';
import { searchMoments } from '../search.ts';
import { defineRoute } from '#server/api/route.ts';
import { readerOf } from './reader.ts';

export const feedRoute = defineRoute({
  ...momentCalls.feed,
  summary:
    'The feed: posts of people you follow, newest first, then popular posts in your language, then in the others (cursor paged)',
  auth: 'optional',
  handle: async (context) => {
    await momentsReady();
    return feedPage(await getDatabase(), context.input, readerOf(context));
  },
});

export const recommendRoute = defineRoute({
  ...momentCalls.recommend,
  summary:
    'Recommended posts, ranked by recency, engagement, follows, language and distance from `lat`/`lng` when given (cursor paged)',
  auth: 'optional',
  handle: async (context) => {
    await momentsReady();
    return recommendPage(await getDatabase(), context.input, readerOf(context));
  },
});

export const searchRoute = defineRoute({
  ...momentCalls.search,
  summary: 'Search posts, people, tags and places (without diacritics, Chinese by substring)',
  auth: 'optional',
  handle: async (context) => {
    await momentsReady();
    return searchMoments(await getDatabase(), context.input.q, context.input.limit, readerOf(context));
  },
});
