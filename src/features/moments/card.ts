import type { Media, Post } from './contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/**
 * What a card shows of a post or a reel (src/features/moments/contract.ts's Post, slimmed): the same
 * on the server and in the feed island, whose props carry it into the page.
 */
export interface MomentCardItem {
  id: string;
  kind: Post['kind'];
  text: string;
  url: string;
  cover: Picture | null;
  pictureCount: number;
  place: { name: string } | null;
  author: { id: string; fullname: string; avatarUrl: string | null };
  likeCount: number;
  /** Whether the viewer likes it: known when the list was read with their session. */
  liked?: boolean;
  commentCount: number;
  demo: boolean;
}

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
  return {
    id: post.id,
    kind: post.kind,
    text: post.text,
    url: post.url,
    cover: first ? pictureOf(first) : null,
    pictureCount: post.media.filter((media) => media.kind === 'image').length,
    place: post.place ? { name: post.place.name } : null,
    author: { id: post.author.id, fullname: post.author.fullname, avatarUrl: post.author.avatarUrl },
    likeCount: post.likes.count,
    ...(signedIn ? { liked: post.likes.liked } : {}),
    commentCount: post.comments.count,
    demo: post.demo,
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
