import type { PagedList } from './use-paged-list.ts';

/** "Show more" under a paged list: there only while pages are left, disabled while one loads. */
export function ShowMore<T extends { id: string }>({ list, label }: { list: PagedList<T>; label: string }) {
  if (!list.hasMore) return null;
  return (
    <button type="button" className="button button--ghost" onClick={list.loadMore} disabled={list.status === 'loading'}>
      {label}
    </button>
  );
}
