import { useEffect, useState } from 'react';
import type { bookingCalls, HotelHit, HotelSearchAnswer } from '../contract.ts';
import { api } from '#lib/api/client.ts';

export interface HotelQuery {
  q?: string;
  region?: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  maxPrice: number;
  minStars: number;
  area: string;
  /** `1`: only stays still free to cancel; empty: any. */
  freeCancellation: '1' | '';
}

/**
 * The hotel search a page at a time: a new query starts again from its first page, `more` adds the
 * next one below what is shown. `answer` is the newest page's (the total, the nights, the areas).
 * `answer` and `items` stay while another page or query loads.
 */
export function useHotelPages(ready: boolean, query: HotelQuery) {
  const [state, setState] = useState<{
    answer: HotelSearchAnswer | null;
    items: HotelHit[];
    error: unknown;
    loading: boolean;
  }>({ answer: null, items: [], error: null, loading: ready });
  const [page, setPage] = useState(1);
  const key = JSON.stringify(query);
  const [loadedKey, setLoadedKey] = useState(key);
  // A changed query loads its first page, which replaces the list; until it comes, the previous
  // list stays, with the filters that changed it (focus stays where it was).
  if (loadedKey !== key) {
    setLoadedKey(key);
    setPage(1);
  }
  useEffect(() => {
    if (!ready) return;
    let live = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    api
      .call<typeof bookingCalls.searchHotels>('GET /hotels/search', {
        ...query,
        maxPrice: query.maxPrice || undefined,
        minStars: query.minStars || undefined,
        area: query.area || undefined,
        freeCancellation: query.freeCancellation || undefined,
        page,
      })
      .then(
        (answer) =>
          live &&
          setState((previous) => ({
            answer,
            items: page === 1 ? answer.items : [...previous.items, ...answer.items],
            error: null,
            loading: false,
          })),
        (error: unknown) => live && setState((previous) => ({ ...previous, error, loading: false })),
      );
    return () => {
      live = false;
    };
  }, [ready, key, page]); // the query is read through its key
  const more = () => {
    if (!state.loading) setPage((current) => current + 1);
  };
  return { ...state, more };
}
