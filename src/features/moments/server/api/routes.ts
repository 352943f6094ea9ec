import { defineRoutes } from '#server/api/route.ts';
import { collectionPostsRoute, collectionsRoute, saveRoute, unsaveRoute } from './collections.ts';
import { feedRoute, recommendRoute, searchRoute } from './lists.ts';
import {
  bioUpdateRoute,
  blockRoute,
  followersRoute,
  followingRoute,
  followRoute,
  unblockRoute,
  unfollowRoute,
  userProfileRoute,
} from './people.ts';
import {
  postCreateRoute,
  postDeleteRoute,
  postDetailRoute,
  postHideRoute,
  postReportRoute,
  postUnhideRoute,
} from './posts.ts';
import { uploadCreateRoute, uploadDetailRoute } from './uploads.ts';

/** Moments (decision 0048): posts, feed, search, recommendations, follows, blocks, profiles and saved collections. */
export const momentsRoutes = defineRoutes(
  feedRoute,
  recommendRoute,
  searchRoute,
  uploadCreateRoute,
  uploadDetailRoute,
  postCreateRoute,
  postDetailRoute,
  postDeleteRoute,
  postHideRoute,
  postUnhideRoute,
  postReportRoute,
  followRoute,
  unfollowRoute,
  blockRoute,
  unblockRoute,
  userProfileRoute,
  followersRoute,
  followingRoute,
  bioUpdateRoute,
  saveRoute,
  unsaveRoute,
  collectionsRoute,
  collectionPostsRoute,
);
