import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import type { MomentCardItem } from './card.ts';

/** Cards per page of a feed: a phone's first screens (two columns) and a desktop's (four), in one read. */
export const FEED_PAGE_SIZE = 12;

/** A feed as far as it was loaded: its items and where the next page starts (null: the end). */
export interface FeedPage {
  items: MomentCardItem[];
  nextCursor: string | null;
}

interface Kept {
  viewer: string | null;
  page: FeedPage;
  scrollY: number;
  savedAt: number;
}

/** A snapshot older than this is not restored: the feed has moved on. */
export const SNAPSHOT_TTL_MS = 30 * 60 * 1000;

/**
 * A feed page's loaded items and scroll position in this tab's sessionStorage, per URL, so the
 * back button returns to the post the visitor left from even when the browser did not keep the
 * page (decision 0051). Only a snapshot of the same viewer, younger than SNAPSHOT_TTL_MS, and only
 * on a back or forward navigation is restored: a fresh visit gets the fresh feed.
 */
export function feedSnapshot(url: string, storage: Storage = sessionStorage, now: () => number = Date.now) {
  const key = `${STORAGE_KEYS.momentsFeedPrefix}${url}`;
  return {
    read(viewer: string | null, navigation = navigationType()): Pick<Kept, 'page' | 'scrollY'> | null {
      if (navigation !== 'back_forward') return null;
      try {
        const kept = JSON.parse(storage.getItem(key) ?? 'null') as Kept | null;
        if (!kept || kept.viewer !== viewer || now() - kept.savedAt > SNAPSHOT_TTL_MS) return null;
        if (!Array.isArray(kept.page?.items)) return null;
        return { page: kept.page, scrollY: Number(kept.scrollY) || 0 };
      } catch {
        return null;
      }
    },
    write(viewer: string | null, page: FeedPage, scrollY: number): void {
      try {
        storage.setItem(key, JSON.stringify({ viewer, page, scrollY, savedAt: now() } satisfies Kept));
      } catch {
        // A full storage only costs the restored position.
      }
    },
  };
}

function navigationType(): string | undefined {
  return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}
