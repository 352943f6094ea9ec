import type { Media, Post } from './contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/**
 * What a card leaves out of a post: what it reshapes below, and what only the post's own page reads.
 * Every other field of the post (id, kind, text, demo, url, and a field added to the post later)
 * reaches the card as it is, so a card that shows a new field needs no edit here.
 */
const NOT_ON_CARD = [
  'media',
  'place',
  'author',
  'likes',
  'comments',
  'tags',
  'language',
  'translation',
  'status',
  'mine',
  'following',
  'createdAt',
] as const satisfies readonly (keyof Post)[];
type NotOnCard = (typeof NOT_ON_CARD)[number];
const notOnCard = new Set<string>(NOT_ON_CARD);

/**
 * What a card shows of a post or a reel: the same on the server and in the feed island, whose props
 * carry it into the page.
 */
export type MomentCardItem = Omit<Post, NotOnCard> & {
  cover: Picture | null;
  pictureCount: number;
  place: { name: string } | null;
  author: { id: string; fullname: string; avatarUrl: string | null };
  likeCount: number;
  /** Whether the viewer likes it: known when the list was read with their session. */
  liked?: boolean;
  commentCount: number;
};

export interface Picture {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/** An image's stored widths as `srcset`, its default picture as `src`; a video's poster. */
export function pictureOf(media: Media): Picture | null {
  const src = media.src ?? media.posterUrl ?? media.variants.at(-1)?.url;
  if (!src) return null;
  return {
    src,
    srcset: media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    width: media.width ?? media.variants.at(-1)?.width ?? 1080,
    height: media.height ?? media.variants.at(-1)?.height ?? 1080,
  };
}

/** A post as its card shows it; `signedIn` says whether `likes.liked` means anything. */
export function toCardItem(post: Post, signedIn: boolean): MomentCardItem {
  const first = post.media[0];
  const shown = Object.fromEntries(Object.entries(post).filter(([key]) => !notOnCard.has(key)));
  return {
    ...(shown as Omit<Post, NotOnCard>),
    cover: first ? pictureOf(first) : null,
    pictureCount: post.media.filter((media) => media.kind === 'image').length,
    place: post.place ? { name: post.place.name } : null,
    author: { id: post.author.id, fullname: post.author.fullname, avatarUrl: post.author.avatarUrl },
    likeCount: post.likes.count,
    ...(signedIn ? { liked: post.likes.liked } : {}),
    commentCount: post.comments.count,
  };
}

/** The first line of a post's text, cut at a word near `max` characters: its card's and page's title. */
export function firstLine(text: string, max = 80): string {
  const line =
    text
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? '';
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A card's title: its first line, or "Photos by …" for a post without text. */
export const itemTitle = (item: Pick<MomentCardItem, 'text' | 'author'>, t: IslandTranslate): string =>
  firstLine(item.text) || t('card.untitled', { name: item.author.fullname });
