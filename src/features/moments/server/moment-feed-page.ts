import { MOMENT_PATHS, type PostPage } from '../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { toCardItem } from '../card.ts';
import { FEED_PAGE_SIZE, type FeedPage } from '../feed-snapshot.ts';
import { readInProcess } from '#server/app/read-in-process.ts';

/**
 * A page of the feed or of the recommendations as a signed-out visitor gets it, for the pages that
 * render it (decision 0051). A cursor the API refuses (edited by hand, or from an older build)
 * starts from the top rather than failing.
 */
export async function readFeedPage(
  source: 'feed' | 'recommend',
  cursor: string | undefined,
  locale: Locale,
): Promise<FeedPage & { fromCursor: boolean }> {
  const read = (from: string | undefined) =>
    readInProcess<PostPage>(
      source === 'feed' ? MOMENT_PATHS.feed : MOMENT_PATHS.recommend,
      { cursor: from, limit: FEED_PAGE_SIZE },
      locale,
    );
  let answer = await read(cursor);
  let fromCursor = Boolean(cursor);
  if (!answer.ok && cursor) {
    answer = await read(undefined);
    fromCursor = false;
  }
  if (!answer.ok) throw new Error(`moments ${source}: ${answer.code}`);
  return {
    items: answer.data.items.map((post) => toCardItem(post, false)),
    nextCursor: answer.data.nextCursor,
    fromCursor,
  };
}
