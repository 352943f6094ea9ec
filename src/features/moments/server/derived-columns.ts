import { LOCALES } from '#lib/i18n/locales.ts';
import { normalizeText } from '#lib/search/normalize.ts';
import { placeDirectory } from '#features/trips/server/places.ts';
import { hotScore } from './ranking.ts';

/** The text search compares: the post's words, its tags, and its place's name in every language. */
async function searchKeyOf(post: { text: string; tags: readonly string[]; placeSlug?: string | null | undefined }) {
  const names = post.placeSlug
    ? await Promise.all(
        LOCALES.map(async (locale) => (await placeDirectory(locale)).get(post.placeSlug ?? '')?.name ?? ''),
      )
    : [];
  return normalizeText([post.text, ...post.tags, ...new Set(names)].join(' '));
}

/** What a post is written with that its derived columns follow from. */
export interface WrittenPost {
  text: string;
  tags: readonly string[];
  placeSlug?: string | null | undefined;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
}

/**
 * The columns a post's row derives from what it is written with. Both writes, a reader's post
 * (posts.ts) and the demo seed, take them from here, so a column worked out at write time is
 * added in one place.
 */
export async function derivedColumns(post: WrittenPost) {
  return {
    searchKey: await searchKeyOf(post),
    hot: hotScore(post.likeCount, post.commentCount, post.createdAt),
  };
}
