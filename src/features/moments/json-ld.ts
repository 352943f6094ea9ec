import type { Post } from './contract.ts';

/**
 * A post as schema.org's SocialMediaPosting (Google's "discussion forum / social media" markup):
 * its text, pictures, author, place, tags and like and comment counts.
 */
export function postJsonLd(post: Post, url: string, headline: string, authorPath: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, url).href;
  return {
    '@type': 'SocialMediaPosting',
    '@id': url,
    url,
    headline,
    ...(post.text ? { articleBody: post.text } : {}),
    datePublished: post.createdAt,
    inLanguage: post.language,
    author: { '@type': 'Person', name: post.author.fullname, url: absolute(authorPath) },
    image: post.media.flatMap((media) => (media.src ? [absolute(media.src)] : [])),
    ...(post.place
      ? { contentLocation: { '@type': 'Place', name: post.place.name, url: absolute(post.place.url) } }
      : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: post.likes.count,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: post.comments.count,
      },
    ],
  };
}
