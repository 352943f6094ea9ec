import { LOCALES } from '#lib/i18n/locales.ts';
import { normalizeText } from '#lib/search/normalize.ts';
import { placeDirectory } from '#features/trips/server/places.ts';

/** The text search compares: the post's words, its tags, and its place's name in every language. */
export async function searchKeyOf(post: {
  text: string;
  tags: readonly string[];
  placeSlug?: string | null | undefined;
}) {
  const names = post.placeSlug
    ? await Promise.all(
        LOCALES.map(async (locale) => (await placeDirectory(locale)).get(post.placeSlug ?? '')?.name ?? ''),
      )
    : [];
  return normalizeText([post.text, ...post.tags, ...new Set(names)].join(' '));
}
