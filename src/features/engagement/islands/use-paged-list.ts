import { useCallback, useEffect, useState } from 'react';
import type { Page } from '#lib/api/contract/common.ts';

export interface PagedList<T extends { id: string }> {
  items: T[];
  total: number;
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
  prepend: (item: T) => void;
  replace: (item: T) => void;
  remove: (id: string) => void;
}

/**
 * A newest-first list read page by page ("show more" appends). Items written here are put in
 * place locally, so the visitor sees their change without reading every page again.
 */
export function usePagedList<T extends { id: string }>(fetchPage: (page: number) => Promise<Page<T>>): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');

  const load = useCallback(
    async (next: number) => {
      setStatus('loading');
      try {
        const result = await fetchPage(next);
        // An item written meanwhile can shift page boundaries: never show one twice.
        setItems((known) => {
          const base = next === 1 ? [] : known;
          const seen = new Set(base.map((item) => item.id));
          return [...base, ...result.items.filter((item) => !seen.has(item.id))];
        });
        setTotal(result.total);
        setPage(next);
        setStatus('ready');
      } catch {
        setStatus('failed');
      }
    },
    [fetchPage],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  return {
    items,
    total,
    status,
    hasMore: items.length < total,
    loadMore: () => load(page + 1),
    reload: () => load(1),
    prepend: (item) => {
      setItems((known) => [item, ...known.filter((k) => k.id !== item.id)]);
      setTotal((n) => n + 1);
    },
    replace: (item) => setItems((known) => known.map((k) => (k.id === item.id ? item : k))),
    remove: (id) => {
      setItems((known) => known.filter((k) => k.id !== id));
      setTotal((n) => Math.max(0, n - 1));
    },
  };
}
